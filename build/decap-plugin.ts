import { createReadStream, cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'
import { cmsConfigOf, cmsConfigYaml, readEditorSettings } from './cms-config-file.ts'
import { HINDI_FILES_SCRIPT, hindiFilesScript } from './cms-config-hindi.ts'
import { EDITOR_PATH } from '../policy/headers.ts'
import { editorContentSecurityPolicy, editorSourcesOf } from './cms-config.ts'
import { escapeHtmlAttribute } from '../src/shared/escape.ts'

/**
 * The content editor at /admin/: Decap CMS's prebuilt bundle (the `decap-cms` package, which brings its
 * own React), served from node_modules by `npm run dev` and copied into the build, with a page of its own and its
 * configuration, config.yml, beside it: generated from the content registry and cms/editor-settings.yml
 * (build/cms-config-generate.ts) on each request of the dev server, and once by a build. The site's pages, their scripts and their policy are untouched: the editor is a
 * folder of its own, outside the prerender, the offline worker, the site map, the search and the JavaScript budget.
 *
 * Before Decap's script, the page loads its own, HINDI_FILES_SCRIPT (build/cms-config-hindi.ts): it keeps each page's
 * Hindi in a file beside the English one, which Decap's side-by-side Hindi would otherwise write into the English file.
 *
 * Vite alone would not do: in dev it answers /admin/ with the site's index.html (it looks for admin/index.html in the
 * project, never in public/), and Decap finds config.yml and its scripts relative to its address, so /admin (no
 * slash) must become /admin/.
 */

/** Where Decap's scripts are served, under the editor's folder. */
const SCRIPTS_FOLDER = 'decap'

/** The editor's configuration, beside its page (the page names it with `cms-config-url`). */
const CONFIG_FILE = 'config.yml'

const require = createRequire(import.meta.url)
/** decap-cms's dist/: its main script, its lazily loaded chunks, two WebAssembly encoders, the licence. */
const DECAP_DIST = join(dirname(require.resolve('decap-cms/package.json')), 'dist')

/**
 * The files the editor needs: `decap-cms.js` and its chunks (`1077.decap-cms.js`, loaded next to the script), the
 * `.wasm` files and the licence. Not the source maps (60 MB) nor `cms.js`, the same code under its older name.
 */
export function isEditorFile(name: string): boolean {
  return /^(?:\d+\.)?decap-cms\.js$/.test(name) || /^[a-f0-9]+\.wasm$/.test(name) || name === 'decap-cms.js.LICENSE.txt'
}

const CONTENT_TYPES: Array<[RegExp, string]> = [
  [/\.js$/, 'text/javascript; charset=utf-8'],
  [/\.wasm$/, 'application/wasm'],
  [/\.txt$/, 'text/plain; charset=utf-8'],
]

/**
 * The editor's page. Its policy is in a meta element too, so that a host that sends no headers (or `vite preview`)
 * still holds the editor to it; plain words for the office, and never in a search engine's index.
 */
export function editorPage(policy: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${escapeHtmlAttribute(policy)}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content manager</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link href="${CONFIG_FILE}" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <noscript>The content manager needs JavaScript.</noscript>
    <script src="${HINDI_FILES_SCRIPT}"></script>
    <script src="${SCRIPTS_FOLDER}/decap-cms.js"></script>
  </body>
</html>
`
}

/** The editor's policy for its page's meta element (the hosts' header policy is build/csp-plugin's). */
function pagePolicy(root: string): string {
  return editorContentSecurityPolicy(editorSourcesOf(readEditorSettings(root)))
}

/**
 * Both servers: /admin to /admin/ (Decap finds config.yml and its scripts relative to its address). The editor's page
 * carries its own policy in its meta element; these servers send no site policy to replace.
 */
function editorAddress(): Connect.NextHandleFunction {
  const folder = EDITOR_PATH.slice(0, -1)
  return (req, res: ServerResponse, next) => {
    const url = new URL(req.url ?? '/', 'http://dev.local')
    if (url.pathname !== folder) return next()
    res.writeHead(301, { Location: `${EDITOR_PATH}${url.search}`, 'Cache-Control': 'no-cache' }).end()
  }
}

export function decapPlugin(): Plugin {
  let root = process.cwd()
  let outDir = resolve('dist')
  return {
    name: 'decap-editor',
    configResolved(resolved) {
      root = resolved.root
      outDir = resolve(resolved.root, resolved.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use(editorAddress())
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev.local').pathname
        if (path === EDITOR_PATH) {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
          res.end(editorPage(pagePolicy(root)))
          return
        }
        if (path === `${EDITOR_PATH}${CONFIG_FILE}`) {
          res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-cache' })
          res.end(cmsConfigYaml(root))
          return
        }
        if (path === `${EDITOR_PATH}${HINDI_FILES_SCRIPT}`) {
          res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
          res.end(hindiFilesScript(cmsConfigOf(root)))
          return
        }
        const name = path.startsWith(`${EDITOR_PATH}${SCRIPTS_FOLDER}/`) ? path.split('/').pop() : undefined
        if (name === undefined) return next()
        if (!isEditorFile(name)) {
          res.writeHead(404).end()
          return
        }
        const type = CONTENT_TYPES.find(([pattern]) => pattern.test(name))?.[1] ?? 'application/octet-stream'
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' })
        createReadStream(join(DECAP_DIST, name)).on('error', next).pipe(res)
      })
    },
    configurePreviewServer(server) {
      server.middlewares.use(editorAddress())
    },
    // A build: the page, its configuration and Decap's files into admin/.
    writeBundle() {
      const folder = join(outDir, EDITOR_PATH.slice(1))
      mkdirSync(join(folder, SCRIPTS_FOLDER), { recursive: true })
      writeFileSync(join(folder, 'index.html'), editorPage(pagePolicy(root)))
      writeFileSync(join(folder, CONFIG_FILE), cmsConfigYaml(root))
      writeFileSync(join(folder, HINDI_FILES_SCRIPT), hindiFilesScript(cmsConfigOf(root)))
      for (const name of readdirSync(DECAP_DIST).filter(isEditorFile)) {
        cpSync(join(DECAP_DIST, name), join(folder, SCRIPTS_FOLDER, name))
      }
    },
  }
}
