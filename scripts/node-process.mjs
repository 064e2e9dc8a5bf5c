// @ts-check
// A Node process of the project's own (the mock backend, the server) started for a check or a test, and stopped.
import { spawn } from 'node:child_process'

/**
 * Starts `node args…` with `env` added to this process's, and resolves once its output includes `ready`; rejects if
 * it exits first.
 * @param {string[]} args @param {Record<string, string>} env @param {string} ready
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function startNodeProcess(args, env, ready) {
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

/** Stops a process started by startNodeProcess. @param {import('node:child_process').ChildProcess} child */
export function stopNodeProcess(child) {
  child.removeAllListeners('exit')
  child.kill('SIGTERM')
}

/**
 * The mock backend with one of its scenarios, and in front of it the server build `server` (its node.js) serving the
 * live build `dist`, both on 127.0.0.1; `stop` ends both.
 * @param {{ server: string, dist: string, port: number, backendPort: number, scenario: string }} options
 * @returns {Promise<{ stop: () => void }>}
 */
export async function startServerOnMockBackend({ server, dist, port, backendPort, scenario }) {
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
