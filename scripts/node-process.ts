// A Node process of the project's own (the mock backend, the server) started for a check or a test, and stopped.
import { spawn, type ChildProcess } from 'node:child_process'

/**
 * Starts `node args…` with `env` added to this process's, and resolves once its output includes `ready`; rejects if
 * it exits first.
 */
export function startNodeProcess(args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk
      if (output.includes(ready)) done(child)
    })
    child.on('exit', (code) => fail(new Error(`${args.join(' ')} exited with ${code}: ${output}`)))
  })
}

/** Stops a process started by startNodeProcess. */
export function stopNodeProcess(child: ChildProcess): void {
  child.removeAllListeners('exit')
  child.kill('SIGTERM')
}

/**
 * The mock backend with one of its scenarios, and in front of it the server build `server` (its node.js) serving the
 * live build `dist`, both on 127.0.0.1; `stop` ends both.
 */
export async function startServerOnMockBackend({
  server,
  dist,
  port,
  backendPort,
  scenario,
}: {
  server: string
  dist: string
  port: number
  backendPort: number
  scenario: string
}): Promise<{ stop: () => void }> {
  const backend = await startNodeProcess(
    ['scripts/mock-server.mjs', `--port=${backendPort}`, `--scenario=${scenario}`],
    {},
    'Mock backend',
  )
  const site = await startNodeProcess(
    [server],
    { SITE_DIST: dist, PORT: String(port), HOST: '127.0.0.1', BACKEND_URL: `http://127.0.0.1:${backendPort}` },
    'Serving',
  ).catch((error) => {
    stopNodeProcess(backend)
    throw error
  })
  return {
    stop: () => {
      stopNodeProcess(site)
      stopNodeProcess(backend)
    },
  }
}
