import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real backend on 127.0.0.1 that misbehaves on purpose: each test hands it the answer it wants, in
 * plain node:http (trickled bodies, wrong types, huge or inflating answers, headers it varies on), and reads back
 * every request it was sent.
 */
export interface HostileBackend {
  /** Its origin, e.g. `http://127.0.0.1:40123`: the server's BACKEND_URL. */
  url: string
  /** Every request it was sent, in order: method, path with query, headers. */
  calls: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }>
  /** How the next requests are answered. */
  answerWith(handler: HostileHandler): void
  close(): Promise<void>
}

export type HostileHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>

export async function startHostileBackend(handler: HostileHandler): Promise<HostileBackend> {
  let current = handler
  const calls: HostileBackend['calls'] = []
  const server = createServer((request, response) => {
    calls.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers })
    // A client that goes away (the server's deadline) must not crash the backend with a write after close.
    response.on('error', () => {})
    void Promise.resolve(current(request, response)).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerWith(next) {
      current = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A JSON answer, as the contract promises. */
export function json(response: ServerResponse, value: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(value))
}
