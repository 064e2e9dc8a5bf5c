#!/usr/bin/env node
// @ts-check
// Decap's local backend (decap-server's own middleware, files only) behind a check of `Host` and `Origin` (issue 48):
// decap-server has no sign-in and writes anywhere in this folder, and checks neither header, so any web page the
// editor's browser visits could write into the project through DNS rebinding (a name of the attacker's that resolves
// to 127.0.0.1 sends `Host: attacker.example`) or through its CORS, which accepts every `http://localhost:<port>`.
// Here a request is served only when its `Host` is a loopback name with this port and its `Origin`, when it has one,
// is a loopback name (the dev server's page, whatever port Vite chose). The check runs in the same process as the
// writes: a second port with decap-server behind it would be reachable by the same rebinding.
// Started by scripts/cms.mjs; environment: PORT (8081), GIT_REPO_DIRECTORY (the folder it writes to).
import { createRequire } from 'node:module'
import express from 'express'

const require = createRequire(import.meta.url)
/** decap-server's own middleware, as its command registers it (a file of the package without types of its own). */
const { registerLocalFs } = /** @type {{ registerLocalFs: (app: import('express').Express) => Promise<void> }} */ (
  require(require.resolve('decap-server/dist/middlewares.js'))
)

/** The names of this computer that no other machine, and no DNS answer, can stand for. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * Whether a request to decap-server on `port` comes from the editor on this computer: `Host` names the loopback and
 * this port; `Origin`, when sent, is an http(s) page on a loopback name.
 * @param {{ host?: string, origin?: string }} headers
 * @param {number} port
 */
function isLoopbackRequest({ host, origin }, port) {
  if (!LOOPBACK_HOSTS.some((name) => host === `${name}:${port}`)) return false
  if (origin === undefined) return true
  try {
    const { protocol, hostname } = new URL(origin)
    return (protocol === 'http:' || protocol === 'https:') && LOOPBACK_HOSTS.includes(hostname)
  } catch {
    return false
  }
}

const port = Number(process.env.PORT ?? 8081)
const app = express()
app.disable('x-powered-by')
app.use((request, response, next) => {
  if (isLoopbackRequest(request.headers, port)) return next()
  response.status(403).json({ error: 'Only the editor on this computer (localhost) may use this server.' })
})
// Its CORS answers only the origins the check above lets through.
process.env.ORIGIN = ''
await registerLocalFs(app)
app.listen(port, '127.0.0.1', () => {
  console.log(`decap-server (files only) on 127.0.0.1:${port}, for loopback pages only, writing to ${process.cwd()}`)
})
