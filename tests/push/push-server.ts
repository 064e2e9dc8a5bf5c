import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * The optional server (`npm start`, the built dist-server) as a school runs it, for the push tests and benchmark:
 * its own process with a real SQLite file in a DATA_DIR of its own, a small backend whose lists the test changes,
 * and the fake push service's certificate trusted (NODE_EXTRA_CA_CERTS), as the public push services' are.
 */

const SCHOOL_CODE = 'DEMO01'

/** The lists the watcher reads, by the contract's paths; any other call answers an empty list. */
export interface BackendLists {
  news: unknown[]
  events: unknown[]
  toppers: unknown[]
  gallery: unknown[]
}

const LIST_PATHS: Record<string, keyof BackendLists> = {
  [`/api/news/all/${SCHOOL_CODE}`]: 'news',
  [`/api/events/All/${SCHOOL_CODE}`]: 'events',
  [`/api/topper/${SCHOOL_CODE}`]: 'toppers',
  [`/api/gallery/All/${SCHOOL_CODE}`]: 'gallery',
}

export interface TestBackend {
  origin: string
  lists: BackendLists
  /** Answer every call with this (e.g. 503, or HTML) instead of the lists; undefined to answer normally. */
  broken: { status: number; body: string; type: string } | undefined
  /** Calls received, by path. */
  calls: Map<string, number>
  close(): Promise<void>
}

export async function startTestBackend(lists: BackendLists): Promise<TestBackend> {
  const calls = new Map<string, number>()
  const backend: TestBackend = { origin: '', lists, broken: undefined, calls, close: async () => {} }
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://backend').pathname
    calls.set(path, (calls.get(path) ?? 0) + 1)
    if (backend.broken) {
      response.writeHead(backend.broken.status, { 'Content-Type': backend.broken.type }).end(backend.broken.body)
      return
    }
    const list = LIST_PATHS[path]
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list ? backend.lists[list] : []))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  backend.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  backend.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections()
      server.close(() => done())
    })
  return backend
}

/** The live build the server suite uses (E2E_SERVER_DIST, as .ci/run builds it) and its server build. */
function builtServer() {
  const dist = resolve(process.env.E2E_SERVER_DIST ?? 'dist-e2e-server')
  return { dist, entry: `${dist}-server/node.js` }
}

export interface PushServerProcess {
  origin: string
  /** Its peak resident memory so far (Linux's VmHWM), in MB. */
  peakMemoryMb(): number
  dataDir: string
  /** Everything it wrote to stdout and stderr. */
  output(): string
  /** Resolves at the next log line matching `pattern` (from now on), or rejects after `timeoutMs`. */
  nextLine(pattern: RegExp, timeoutMs?: number): Promise<string>
  /** SIGTERM (a service manager's stop) or SIGKILL (a crash); resolves when it has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>
}

export interface PushServerOptions {
  port: number
  backend: string
  dataDir?: string
  pushService: { certificate: Buffer }
  intervalS?: number
  env?: Record<string, string>
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'push-data-'))
}

/** Starts the built server; resolves once it listens. */
export async function startPushServer({
  port,
  backend,
  dataDir = newDataDir(),
  pushService,
  intervalS = 0.3,
  env = {},
}: PushServerOptions): Promise<PushServerProcess> {
  const { dist, entry } = builtServer()
  const certificateFile = join(dataDir, 'push-service-ca.pem')
  writeFileSync(certificateFile, pushService.certificate)
  let output = ''
  const waiting = new Set<{ pattern: RegExp; resolve: (line: string) => void }>()
  // Outside the quiet hours whatever the hour (daytime-clock.ts): a round's sending does not depend on it.
  const clock = new URL('daytime-clock.ts', import.meta.url).href
  const child: ChildProcess = spawn(process.execPath, ['--import', clock, entry], {
    env: {
      ...process.env,
      SITE_DIST: dist,
      PORT: String(port),
      BACKEND_URL: backend,
      DATA_DIR: dataDir,
      PUSH_INTERVAL_S: String(intervalS),
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: certificateFile,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let partial = ''
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    partial += chunk.toString('utf8')
    const lines = partial.split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      for (const waiter of waiting) {
        if (waiter.pattern.test(line)) {
          waiting.delete(waiter)
          waiter.resolve(line)
        }
      }
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const server: PushServerProcess = {
    origin: `http://127.0.0.1:${port}`,
    peakMemoryMb: () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024,
    dataDir,
    output: () => output,
    nextLine: (pattern, timeoutMs = 15_000) =>
      new Promise((resolveLine, reject) => {
        const waiter = { pattern, resolve: resolveLine }
        waiting.add(waiter)
        setTimeout(() => {
          if (waiting.delete(waiter)) reject(new Error(`No line matching ${pattern} in ${timeoutMs} ms:\n${output}`))
        }, timeoutMs).unref()
      }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
  await server.nextLine(/^Serving /, 20_000)
  return server
}

/** What the store holds, read from its SQLite file as an admin would (read-only). */
export function storeCounts(dataDir: string): { subscriptions: number; outbox: number; sending: number } {
  const db = new DatabaseSync(join(dataDir, 'push.sqlite'), { readOnly: true })
  try {
    const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n)
    return {
      subscriptions: count('SELECT count(*) AS n FROM subscriptions'),
      outbox: count('SELECT count(*) AS n FROM outbox'),
      sending: count('SELECT count(*) AS n FROM outbox WHERE sending = 1'),
    }
  } finally {
    db.close()
  }
}

/** Subscribes through the server's own address, as the "Notify me" control does; `client` plays a network address. */
export async function subscribe(
  origin: string,
  subscription: unknown,
  topics: string[],
  client = '203.0.113.1',
): Promise<Response> {
  return fetch(`${origin}/push/subscription`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ subscription, topics }),
  })
}
