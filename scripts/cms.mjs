#!/usr/bin/env node
// @ts-check
// `npm run cms`: the content manager on this computer (docs/content-editing.md, part B). Starts the site's dev
// server (`vite`, the demo data) and Decap's local backend (decap-server), which saves what the editor publishes to
// the content files of this folder: open the address this prints (the dev server's, with /admin/ after it).
// decap-server listens on 127.0.0.1:8081 only (cms/editor-settings.yml's `local_backend`), never on the network, and
// has no sign-in: scripts/decap-server-loopback.mjs lets only the editor's own page (that very origin, not any
// localhost port) save, and only into the content the editor is configured for. So the dev server's port is fixed
// before it starts (`--strictPort`: it stops rather than move to another port, whose page decap-server would refuse).
// Ctrl-C (or SIGTERM) stops both; when either stops, so does the other.
// Usage: npm run cms [-- vite options, e.g. --port 5180 or --host 127.0.0.1]
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** decap-server's port: Decap looks for it there (`local_backend: true` means http://localhost:8081/api/v1). */
const DECAP_SERVER_PORT = '8081'

const require = createRequire(import.meta.url)
/**
 * A package's command-line script, from its package.json's `bin`.
 * @param {string} manifest the package.json's path
 * @param {string} name the command
 */
function binOf(manifest, name) {
  /** @type {{ bin: string | Record<string, string> }} */
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'))
  return join(dirname(manifest), typeof bin === 'string' ? bin : (bin[name] ?? ''))
}
const DECAP_SERVER = join(ROOT, 'scripts/decap-server-loopback.mjs')
const VITE = binOf(require.resolve('vite/package.json'), 'vite')

/** Vite's own default port, given to it here so that the editor's origin is known before it starts. */
const DEV_SERVER_PORT = '5173'
/** The names a dev server on this computer is reached by, as a browser writes them in an origin. */
const LOOPBACK_HOSTS = new Map([
  ['localhost', 'localhost'],
  ['127.0.0.1', '127.0.0.1'],
  ['::1', '[::1]'],
  ['[::1]', '[::1]'],
])

/**
 * The value of one of vite's options in `args` (`--port 5180` or `--port=5180`), true when it has none (`--host`
 * alone), or undefined.
 * @param {string[]} args
 * @param {string} name
 * @returns {string | true | undefined}
 */
function optionOf(args, name) {
  for (const [index, arg] of args.entries()) {
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3)
    if (arg !== `--${name}`) continue
    const next = args[index + 1]
    return next === undefined || next.startsWith('-') ? true : next
  }
  return undefined
}

const viteArgs = process.argv.slice(2)
const port = optionOf(viteArgs, 'port')
if (port === undefined) viteArgs.push('--port', DEV_SERVER_PORT)
if (optionOf(viteArgs, 'strictPort') === undefined) viteArgs.push('--strictPort')
const host = optionOf(viteArgs, 'host')
/**
 * The origin the editor's page is served on, the one decap-server lets save: the loopback name vite is told to listen
 * on, or `localhost` (vite's own, and the name to use when it listens on every address).
 */
const editorHost = (typeof host === 'string' && LOOPBACK_HOSTS.get(host)) || 'localhost'
const EDITOR_ORIGIN = `http://${editorHost}:${typeof port === 'string' ? port : DEV_SERVER_PORT}`

const children = [
  spawn(process.execPath, [DECAP_SERVER], {
    cwd: ROOT,
    stdio: 'inherit',
    // Files only (no commits), on the loopback, in this folder, for the editor's page only.
    env: { ...process.env, PORT: DECAP_SERVER_PORT, GIT_REPO_DIRECTORY: ROOT, EDITOR_ORIGIN },
  }),
  spawn(process.execPath, [VITE, ...viteArgs], { cwd: ROOT, stdio: 'inherit' }),
]

/** Set by Ctrl-C or SIGTERM to this script: then both children are stopped on purpose. */
let stopping = false
/** The exit code of this script: the first child's to stop on its own, else 0 for a stop on purpose. */
let exitCode = 0
/** @param {NodeJS.Signals} signal */
function stopAll(signal) {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopping = true
    stopAll(signal)
  })
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      stopping = true
      exitCode = code ?? 1
      console.error(`cms: ${child.spawnargs[1]} stopped (${signal ?? `exit ${code}`}); stopping the other one too.`)
      stopAll('SIGTERM')
    }
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode)
  })
}

console.log(
  `cms: the content manager is ${EDITOR_ORIGIN}/admin/ (open it at this very address: decap-server saves only what ` +
    `its page sends); it saves into the content files of ${ROOT} through decap-server on 127.0.0.1:${DECAP_SERVER_PORT}.`,
)
