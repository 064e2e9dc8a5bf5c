import { cspSource } from '../src/shared/escape.ts'

/**
 * The content editor (Decap CMS) at /admin/: where its settings are, and which hosts it talks to, as its
 * Content-Security-Policy must name them: pure functions over the parsed settings (the server of `npm start` imports
 * this file too; build/cms-config-file.ts reads the file). build/csp-plugin.ts writes the editor's headers;
 * docs/content-editing.md is the guide.
 */

/**
 * The editor's site-level settings (backend, uploads, locale), the part of its configuration written by hand; the
 * build adds the collections and serves the whole beside the editor as /admin/config.yml (build/decap-plugin.ts).
 */
export const EDITOR_SETTINGS_FILE = 'cms/editor-settings.yml'

/** decap-server's address when the configuration says `local_backend: true` (Decap's own default). */
const DEFAULT_LOCAL_BACKEND = 'http://localhost:8081/api/v1'

/**
 * Each live backend's API and sign-in hosts when the configuration names none (Decap's defaults), and the hosts its
 * user pictures come from (the editor shows the signed-in person's picture).
 */
const BACKEND_DEFAULTS: Record<string, { api: string[]; pictures: string[] }> = {
  gitlab: { api: ['https://gitlab.com'], pictures: ['https://gitlab.com', 'https://secure.gravatar.com'] },
  github: { api: ['https://api.github.com'], pictures: ['https://avatars.githubusercontent.com'] },
  gitea: { api: [], pictures: [] },
}

/** What the editor's policy must allow beyond the site itself. */
export interface EditorSources {
  /** connect-src: decap-server on a developer's machine, the git host's API and sign-in (token) address. */
  connect: string[]
  /** img-src: the git host's user pictures. */
  images: string[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function originOf(url: unknown, where: string): string {
  if (typeof url !== 'string') throw new Error(`${EDITOR_SETTINGS_FILE}: ${where} should be an address`)
  const { origin, protocol } = new URL(url)
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`${EDITOR_SETTINGS_FILE}: ${where} is not http(s)`)
  return cspSource(origin)
}

/**
 * The local backend's origin, when the configuration enables it: Decap uses it only on a page served from localhost
 * or 127.0.0.1 (or `allowed_hosts`), and then only if decap-server answers there.
 */
export function localBackendOrigin(config: unknown): string | undefined {
  if (!isRecord(config)) return undefined
  const local = config.local_backend
  if (local === true) return originOf(DEFAULT_LOCAL_BACKEND, 'local_backend')
  if (isRecord(local)) return originOf(local.url ?? DEFAULT_LOCAL_BACKEND, 'local_backend.url')
  return undefined
}

/** The hosts the editor must reach for `config` (cms/editor-settings.yml, parsed). */
export function editorSourcesOf(config: unknown): EditorSources {
  const backend = isRecord(config) && isRecord(config.backend) ? config.backend : {}
  const name = typeof backend.name === 'string' ? backend.name : ''
  const defaults = BACKEND_DEFAULTS[name] ?? { api: [], pictures: [] }
  // base_url is the sign-in host (GitLab and Gitea take the token there with PKCE), api_root the API.
  const named = (['base_url', 'api_root'] as const)
    .filter((key) => backend[key] !== undefined)
    .map((key) => originOf(backend[key], `backend.${key}`))
  const live = named.length > 0 ? named : defaults.api
  const local = localBackendOrigin(config)
  return {
    connect: [...new Set([...(local ? [local] : []), ...live])],
    images: [...new Set([...named, ...defaults.pictures])],
  }
}

/**
 * The editor's own Content-Security-Policy. Decap needs what the site forbids: `'unsafe-eval'` (its form checker
 * compiles with `new Function`; without it nothing renders), inline styles (its components style themselves),
 * `data:` and `blob:` images (previews of chosen photos), `blob:` for connect (an upload is read back with fetch
 * before it is sent) and for frames and workers (the preview pane). Nothing from any other host but the ones
 * `sources` names. `forHeader` adds what only a header can carry, as the site's policy does (build/csp-plugin.ts).
 */
export function editorContentSecurityPolicy(
  sources: EditorSources,
  { forHeader = false, overHttps = true }: { forHeader?: boolean; overHttps?: boolean } = {},
): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...sources.images]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'blob:', ...sources.connect]],
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  if (forHeader) {
    directives.push(['frame-ancestors', ["'self'"]])
    if (overHttps) directives.push(['upgrade-insecure-requests', []])
  }
  return directives.map(([name, values]) => [name, ...values.map(cspSource)].join(' ')).join('; ')
}
