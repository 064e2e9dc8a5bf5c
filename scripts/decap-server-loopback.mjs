#!/usr/bin/env node
// @ts-check
// Decap's local backend (decap-server's own middleware, files only) for `npm run cms`, behind three checks of its own.
// decap-server has no sign-in, checks neither `Host` nor where a request comes from, answers any
// `http://localhost:<port>` through its CORS, and writes any path of the folder it serves, `.git/hooks` included: any
// web page the editor's browser visits could write into the project, through DNS rebinding (a name of the attacker's
// that resolves to 127.0.0.1 sends `Host: attacker.example`) or from a page on another port of this computer. Here:
// - `Host` is a loopback name with this port;
// - a request comes from the editor's own page: its `Origin` (or, without one, its `Referer`) is exactly the origin
//   the editor is served on (EDITOR_ORIGIN, which scripts/cms.mjs sets), not any localhost port; a request with
//   neither, from a program on this computer rather than a page, may read but never write;
// - every path a request names is in the content the editor is configured for (the collections' files and folders and
//   the media folders of the generated /admin/config.yml), never outside them: no `..`, no absolute path, no `.git`,
//   and no symbolic link that leads out of them.
// The checks run in the same process as the writes: a second port with decap-server behind it would be reachable by
// the same rebinding. Started by scripts/cms.mjs; environment: PORT (8081), GIT_REPO_DIRECTORY (the folder it writes
// to), EDITOR_ORIGIN (e.g. http://localhost:5173).
import { realpath } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, dirname, join, posix, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import express from 'express'
import { readEditorSettings } from '../build/cms-config-file.ts'
import { cmsConfig } from '../build/cms-config-generate.ts'

const require = createRequire(import.meta.url)
/** decap-server's own middleware, as its command registers it (a file of the package without types of its own). */
const { registerLocalFs } = /** @type {{ registerLocalFs: (app: import('express').Express) => Promise<void> }} */ (
  require(require.resolve('decap-server/dist/middlewares.js'))
)

/** This project: its editor settings and content registry make the configuration whose places may be written. */
const PROJECT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The names of this computer that no other machine, and no DNS answer, can stand for. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** The largest request decap-server reads (its own limit: a photo upload is base64 in JSON). */
const MAX_BODY = '50mb'

/** @typedef {{ files: ReadonlySet<string>, folders: readonly string[] }} ContentPlaces */

/**
 * The places the editor is configured to read and write, from the generated configuration: each collection's data
 * file or folder, and each media folder (the site's, a collection's, a field's). A media folder is from the project's
 * root when it starts with `/` (or is the site's), else from its collection's folder; one named per entry
 * (`/src/content/photos/magazines/{{slug}}`) is the folder above its first placeholder.
 * @param {Record<string, unknown>} config
 * @returns {ContentPlaces}
 */
function contentPlacesOf(config) {
  /** @type {Set<string>} */
  const files = new Set()
  /** @type {Set<string>} */
  const folders = new Set()
  /** @param {unknown} value @param {string} base */
  const addMediaFolder = (value, base) => {
    if (typeof value !== 'string') return
    const fixed = value.split('{{', 1)[0] ?? ''
    const place = placeOf(fixed.startsWith('/') ? fixed : posix.join(base, fixed))
    if (place !== undefined) folders.add(place)
  }
  /** Media folders at any depth of a collection's fields. @param {unknown} value @param {string} base */
  const addMediaFoldersIn = (value, base) => {
    if (Array.isArray(value)) for (const item of value) addMediaFoldersIn(item, base)
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'media_folder') addMediaFolder(item, base)
        else addMediaFoldersIn(item, base)
      }
    }
  }
  addMediaFolder(config.media_folder, '/')
  const collections = Array.isArray(config.collections) ? config.collections : []
  for (const collection of /** @type {Array<Record<string, unknown>>} */ (collections)) {
    const folder = typeof collection.folder === 'string' ? placeOf(collection.folder) : undefined
    if (folder !== undefined) folders.add(folder)
    const collectionFiles = Array.isArray(collection.files) ? collection.files : []
    for (const entry of /** @type {Array<Record<string, unknown>>} */ (collectionFiles)) {
      const file = typeof entry.file === 'string' ? placeOf(entry.file) : undefined
      if (file !== undefined) files.add(file)
    }
    addMediaFoldersIn(collection, folder ?? '/')
  }
  return { files, folders: [...folders] }
}

/**
 * A place of the configuration as a path from the project's root (`src/content/data`), or undefined when it names no
 * place below the root (empty, `..`).
 * @param {string} path
 */
function placeOf(path) {
  const place = posix.normalize(`/${path}`).replace(/^\/+|\/+$/g, '')
  return place === '' || place.split('/').includes('..') ? undefined : place
}

/**
 * Where a request comes from: the editor's page; another page (or a browser that will not say); or a program on this
 * computer (no `Origin`, `Referer` or `Sec-Fetch-Site`: every browser sends `Origin` with a POST, and
 * `Sec-Fetch-Site` to a loopback address).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string} editorOrigin
 * @returns {'editor' | 'elsewhere' | 'program'}
 */
function sourceOf(headers, editorOrigin) {
  const { origin, referer } = headers
  const page = origin ?? referer
  if (page === undefined) return headers['sec-fetch-site'] === undefined ? 'program' : 'elsewhere'
  try {
    return new URL(page).origin === editorOrigin ? 'editor' : 'elsewhere'
  } catch {
    return 'elsewhere'
  }
}

/** @param {import('node:http').IncomingHttpHeaders} headers @param {number} port */
function isLoopbackHost({ host }, port) {
  return LOOPBACK_HOSTS.some((name) => host === `${name}:${port}`)
}

/** @param {unknown} value @returns {any[]} a list as given (of anything a body holds), or one value no check passes */
const listOf = (value) => (Array.isArray(value) ? value : [undefined])

/**
 * @typedef {object} Action
 * @property {boolean} writes
 * @property {(params: Record<string, any>) => unknown[]} files the files it reads or writes
 * @property {(params: Record<string, any>) => unknown[]} [folders] the folders it lists
 * @property {(params: Record<string, any>) => Array<[unknown, unknown]>} [moves] the files it renames, and to what
 */

/** @param {Record<string, any>} params */
const dataFilesOf = (params) => (params.dataFiles === undefined ? [params.entry] : listOf(params.dataFiles))

/**
 * decap-server's actions for a folder of files (its local_fs middleware), by what they read or write. Any other
 * action (its git workflow's) is refused here.
 * @type {Readonly<Record<string, Action>>}
 */
const ACTIONS = {
  info: { writes: false, files: () => [] },
  getDeployPreview: { writes: false, files: () => [] },
  entriesByFolder: { writes: false, files: () => [], folders: (params) => [params.folder] },
  entriesByFiles: { writes: false, files: (params) => listOf(params.files).map((file) => file?.path) },
  getEntry: { writes: false, files: (params) => [params.path] },
  getMedia: { writes: false, files: () => [], folders: (params) => [params.mediaFolder] },
  getMediaFile: { writes: false, files: (params) => [params.path] },
  persistEntry: {
    writes: true,
    files: (params) => [
      ...dataFilesOf(params).flatMap((file) => [file?.path, ...(file?.newPath === undefined ? [] : [file.newPath])]),
      ...listOf(params.assets).map((asset) => asset?.path),
    ],
    // A renamed entry: decap-server moves it, and every file beside it, to the new name's folder.
    moves: (params) =>
      dataFilesOf(params).flatMap((file) => (file?.newPath === undefined ? [] : [[file.path, file.newPath]])),
  },
  persistMedia: { writes: true, files: (params) => [params.asset?.path] },
  deleteFile: { writes: true, files: (params) => [params.path] },
  deleteFiles: { writes: true, files: (params) => listOf(params.paths) },
}

/**
 * Whether `path`, as a request names it (from the folder served), is in the content the editor is configured for:
 * a relative path of plain names, one of its files or in one of its folders (or, `isFolder`, one of those folders),
 * and, once symbolic links are followed, still there.
 * @param {unknown} path
 * @param {{ places: ContentPlaces, folder: string, isFolder: boolean }} where `folder`: the one served
 */
async function isContentPath(path, { places, folder, isFolder }) {
  if (typeof path !== 'string' || path.length === 0 || path.length > 1024) return false
  // No backslash (a separator somewhere), no NUL, nothing absolute (`/…`, `C:…`).
  if (/[\\\0]/.test(path) || path.startsWith('/') || /^[a-z]:/i.test(path)) return false
  const names = path.replace(/\/$/, '').split('/')
  if (names.some((name) => name === '' || name === '.' || name === '..' || name.toLowerCase() === '.git')) return false
  const relative = names.join('/')
  const place = places.files.has(relative)
    ? relative
    : places.folders.find((candidate) => relative.startsWith(`${candidate}/`) || (isFolder && relative === candidate))
  if (place === undefined) return false
  // The place as it really is on disk must be the configured one inside the folder served: a link on the way (in the
  // content or in front of it) that leads elsewhere is refused.
  const inside = join(await realpath(folder), place)
  const target = await realPathOf(join(folder, relative))
  return target === inside || target.startsWith(`${inside}${sep}`)
}

/**
 * Where `path` really is: its deepest existing folder with every link resolved, and the names still to be made below.
 * @param {string} path
 */
async function realPathOf(path) {
  /** @type {string[]} */
  const toMake = []
  let existing = path
  for (;;) {
    try {
      return join(await realpath(existing), ...toMake)
    } catch (error) {
      const parent = dirname(existing)
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT' || parent === existing) throw error
      toMake.unshift(basename(existing))
      existing = parent
    }
  }
}

const port = Number(process.env.PORT ?? 8081)
const folder = process.env.GIT_REPO_DIRECTORY ?? process.cwd()
const editorOrigin = process.env.EDITOR_ORIGIN ? new URL(process.env.EDITOR_ORIGIN).origin : undefined
if (editorOrigin === undefined) {
  console.error('decap-server: EDITOR_ORIGIN must be the origin the editor is served on (npm run cms sets it).')
  process.exit(1)
}
const places = contentPlacesOf(cmsConfig(readEditorSettings(PROJECT)))

const app = express()
app.disable('x-powered-by')
app.use((request, response, next) => {
  if (!isLoopbackHost(request.headers, port)) {
    response.status(403).json({ error: 'Only the editor on this computer (localhost) may use this server.' })
    return
  }
  if (sourceOf(request.headers, editorOrigin) === 'elsewhere') {
    response
      .status(403)
      .json({ error: `Only the content manager's own page (${editorOrigin}/admin/) may use this server.` })
    return
  }
  next()
})
app.use(express.json({ limit: MAX_BODY }))
app.post('/api/v1', (request, response, next) => {
  /** @type {{ action?: unknown, params?: unknown }} */
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {}
  const action =
    typeof body.action === 'string' && Object.hasOwn(ACTIONS, body.action) ? ACTIONS[body.action] : undefined
  if (action === undefined) {
    response.status(422).json({ error: `Unknown action ${String(body.action)}` })
    return
  }
  if (action.writes && sourceOf(request.headers, editorOrigin) !== 'editor') {
    response.status(403).json({ error: `Only the content manager's own page (${editorOrigin}/admin/) may save.` })
    return
  }
  /** @type {Record<string, any>} */
  const params = typeof body.params === 'object' && body.params !== null ? body.params : {}
  const moves = action.moves?.(params) ?? []
  Promise.all([
    ...action.files(params).map((path) => isContentPath(path, { places, folder, isFolder: false })),
    ...(action.folders?.(params) ?? []).map((path) => isContentPath(path, { places, folder, isFolder: true })),
  ])
    .then((allowed) => {
      const staysInFolder = moves.every(([from, to]) => posix.dirname(String(from)) === posix.dirname(String(to)))
      if (allowed.every(Boolean) && staysInFolder) {
        next()
        return
      }
      response.status(403).json({ error: 'The content manager reads and saves only the site’s content files.' })
    })
    .catch(next)
})
// Its CORS answers the editor's origin only (and the checks above have refused every other).
process.env.ORIGIN = editorOrigin
await registerLocalFs(app)
app.listen(port, '127.0.0.1', () => {
  console.log(`decap-server (files only) on 127.0.0.1:${port}, for ${editorOrigin}/admin/ only, writing to ${folder}`)
})
