#!/usr/bin/env node
// @ts-check
// `npm run cms`: the content manager on this computer (docs/content-editing.md, part B). Starts the site's dev
// server (`vite`, the demo data) and Decap's local backend (decap-server), which saves what the editor publishes to
// the files of this folder: open the address vite prints, with /admin/ after it. decap-server listens on
// 127.0.0.1:8081 only (cms/editor-settings.yml's `local_backend`), never on the network, and answers only requests
// whose Host and Origin are loopback names (scripts/decap-server-loopback.mjs): it has no sign-in, and can write
// anywhere in this folder. Ctrl-C (or SIGTERM) stops both; when either stops, so does the other.
// Usage: npm run cms [-- vite options, e.g. --port 5180]
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

const children = [
  spawn(process.execPath, [DECAP_SERVER], {
    cwd: ROOT,
    stdio: 'inherit',
    // Files only (no commits), on the loopback, in this folder.
    env: { ...process.env, PORT: DECAP_SERVER_PORT, GIT_REPO_DIRECTORY: ROOT },
  }),
  spawn(process.execPath, [VITE, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' }),
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
  "cms: the content manager is the dev server's address with /admin/ after it (e.g. http://localhost:5173/admin/); " +
    `it saves into ${ROOT} through decap-server on 127.0.0.1:${DECAP_SERVER_PORT}.`,
)
