import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { imageResizerOrigin, type AppConfig } from '../src/config/env-schema.ts'
import { EDITOR_PATH, FIXED_SECURITY_HEADERS } from '../policy/headers.ts'
import { editorContentSecurityPolicy, editorSourcesOf, type EditorSources } from './cms-config.ts'
import { readEditorSettings } from './cms-config-file.ts'
import { cspSource, escapeHtmlAttribute, singleLine } from '../src/shared/escape.ts'
import { policyMetaTag } from '../src/shared/page-markup.ts'
import { snapshotCheck, takesSnapshots } from './snapshot-check.ts'

/** The map embedded on the contact page and in the footer (src/config/site.ts, MAP_EMBED_URL). */
const MAP_ORIGIN = 'https://www.openstreetmap.org'

/**
 * What the policy is made from: the backend, the extra media origins, the image resizer and the site's public origin
 * (VITE_SITE_URL).
 */
type CspConfig = Pick<AppConfig, 'apiBaseUrl' | 'mediaOrigins'> &
  Partial<Pick<AppConfig, 'imageResizer' | 'siteUrl' | 'mocking' | 'snapshotMaxAgeHours'>>

/**
 * Whether the site is served over plain HTTP (its public origin is http:). There, upgrade-insecure-requests would
 * turn every request for the site's own files into an https:// one that such a host cannot answer: no stylesheet, no
 * script, no image (seen in Chromium on nginx under a host name of its own). A site without a stated origin is taken
 * to be on HTTPS.
 */
function servedOverPlainHttp(siteUrl: string | undefined): boolean {
  return siteUrl !== undefined && new URL(siteUrl).protocol === 'http:'
}

/** The hash of a live build's snapshot check (build/snapshot-check.ts), the one inline script its pages carry. */
function snapshotCheckHashes(config: CspConfig): string[] {
  if (!takesSnapshots(config) || config.snapshotMaxAgeHours === undefined) return []
  return [snapshotCheck(config.snapshotMaxAgeHours).hashSource]
}

export interface CspOptions {
  /**
   * Directives a <meta> element cannot carry (frame-ancestors, upgrade-insecure-requests): only for the HTTP
   * header of a deployment (deploy/). upgrade-insecure-requests only for a site on HTTPS (servedOverPlainHttp).
   */
  forHeader?: boolean
}

/**
 * The Content-Security-Policy of the built site, from the build configuration.
 * Scripts only from the site itself (no inline script but a live build's snapshot check, by its hash; no eval); data only from the site and the configured backend;
 * images and media also from the extra media origins (VITE_MEDIA_ORIGINS), images also from the image resizer
 * (VITE_IMAGE_RESIZER); frames from the site and the map. Styles allow inline style attributes: React, Swiper, the
 * lightbox and the flip-book position elements with them, and they cannot run script.
 */
export function contentSecurityPolicy(config: CspConfig, { forHeader = false }: CspOptions = {}): string {
  const backend = config.apiBaseUrl ? [new URL(config.apiBaseUrl).origin] : []
  // Hosts that backend data may point photos, audio and files at (VITE_MEDIA_ORIGINS): shown, played and downloaded.
  const media = [...backend, ...config.mediaOrigins]
  // Backend photos are shown through the resizer when one is configured (src/api/responsive-image.ts).
  const resizer = imageResizerOrigin(config.imageResizer)
  const images = [...new Set([...media, ...(resizer ? [resizer] : [])])]
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // A live build's data pages check their snapshot's age with one inline script, allowed by its hash.
    ['script-src', ["'self'", ...snapshotCheckHashes(config)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // No data: or blob: images: the URL helper never lets a data: URL through, and downloads (the TC, the
    // calendar file) use blob: URLs only for a link, which img-src does not govern.
    ['img-src', ["'self'", ...images]],
    ['font-src', ["'self'"]],
    // The TC is downloaded with fetch: from wherever its image may be, as for images.
    ['connect-src', ["'self'", ...media]],
    ['media-src', ["'self'", ...media]],
    // The sample certificate PDF on /TC is framed from the site itself.
    ['frame-src', ["'self'", MAP_ORIGIN]],
    // The mock service worker of demo builds and the offline worker of live builds are served by the site.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ]
  if (forHeader) {
    // 'self', not 'none': /TC frames the sample certificate PDF from the site itself.
    directives.push(['frame-ancestors', ["'self'"]])
    if (!servedOverPlainHttp(config.siteUrl)) directives.push(['upgrade-insecure-requests', []])
  }
  // Each source checked: a value with `;` or `,` would add directives or a policy of its own.
  return directives.map(([name, values]) => [name, ...values.map(cspSource)].join(' ')).join('; ')
}

/**
 * The HTTP response headers for a deployment (deploy/README.md): the policy with the directives a meta tag cannot
 * carry, then policy/headers.ts's fixed ones.
 */
export function securityHeaders(config: CspConfig): Array<[name: string, value: string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config, { forHeader: true })],
    ...FIXED_SECURITY_HEADERS.map(([name, value]): [string, string] => [name, value]),
  ]
}

/**
 * The headers of the content editor (/admin/, build/cms-config.ts): the site's, with the editor's own policy, and a
 * Cross-Origin-Opener-Policy that keeps a sign-in window's link back to the editor (the GitHub sign-in through an
 * OAuth proxy answers in a popup; GitLab and Gitea sign in without one). Every other page keeps the site's.
 */
export function editorSecurityHeaders(config: CspConfig, sources: EditorSources): Array<[name: string, value: string]> {
  const overHttps = !servedOverPlainHttp(config.siteUrl)
  const replaced: Record<string, string> = {
    'Content-Security-Policy': editorContentSecurityPolicy(sources, { forHeader: true, overHttps }),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
  return securityHeaders(config).map(([name, value]) => [name, replaced[name] ?? value])
}

/** The headers the editor's rule sets in place of the site's (the rest it inherits from the `/*` rule). */
const EDITOR_OWN_HEADERS = ['Content-Security-Policy', 'Cross-Origin-Opener-Policy']

/**
 * The headers in the `_headers` format of Netlify and Cloudflare Pages: the site's for every path, and, with
 * `editor`, the editor's for /admin/. Every matching rule applies, so the editor's rule first detaches the two
 * headers it replaces (`! Name`, Cloudflare Pages; a browser enforces every policy it gets, and the site's would stop
 * the editor). Netlify skips the `!` lines (no colon) and lets the later rule's value win.
 */
export function headersFile(config: CspConfig, editor?: EditorSources): string {
  const line = ([name, value]: [string, string]) => `  ${name}: ${singleLine(value, `The ${name} header`)}`
  const site = securityHeaders(config).map(line)
  const editorRule = editor
    ? [
        `${EDITOR_PATH}*`,
        ...EDITOR_OWN_HEADERS.map((name) => `  ! ${name}`),
        ...editorSecurityHeaders(config, editor)
          .filter(([name]) => EDITOR_OWN_HEADERS.includes(name))
          .map(line),
      ]
    : []
  return `# Generated by build/csp-plugin.ts from the build configuration: see deploy/README.md.\n/*\n${[...site, ...editorRule].join('\n')}\n`
}

/**
 * zod 4 probes whether it may compile parsers with `new Function` the first time a schema is built; the policy has no
 * 'unsafe-eval', so the probe is blocked and reported as a violation (harmlessly caught by zod, but noise in every
 * CSP report). `jitless` skips the probe. It must be set before the first schema is built, and schemas are built
 * while the bundle's chunks are evaluated, so it is set here, by a tiny classic script that runs before the module
 * scripts (deferred scripts run in document order). zod reads its configuration from this global (zod/v4/core).
 */
const ZOD_NO_EVAL_SOURCE =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })\n'
const ZOD_NO_EVAL_FILE = `assets/zod-no-eval-${createHash('sha256').update(ZOD_NO_EVAL_SOURCE).digest('hex').slice(0, 8)}.js`

/** `<script>` elements without a `src`: an inline script the policy would block. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>/gi

/** Content-Security-Policy for the built site (security issue): injected into index.html at build time. */
export function cspPlugin(config: AppConfig): Plugin {
  let outDir = 'dist'
  let base = '/'
  let root = process.cwd()
  return {
    name: 'csp',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir)
      base = resolved.base
      root = resolved.root
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ZOD_NO_EVAL_FILE, source: ZOD_NO_EVAL_SOURCE })
      // The full header set with this build's backend origin, for hosts that read `_headers` (deploy/README.md), and
      // the content editor's (build/decap-plugin.ts).
      const editor = editorSourcesOf(readEditorSettings(root))
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(config, editor) })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const meta =
          `${policyMetaTag(contentSecurityPolicy(config))}\n` +
          `    <script defer src="${escapeHtmlAttribute(base + ZOD_NO_EVAL_FILE)}"></script>`
        // Right after the charset declaration, before any script or stylesheet.
        const charset = /<meta charset="[^"]*"\s*\/?>/i
        return charset.test(html)
          ? html.replace(charset, (tag) => `${tag}\n    ${meta}`)
          : html.replace('<head>', `<head>\n    ${meta}`)
      },
    },
    // The policy has no 'unsafe-inline' for scripts: a build whose index.html carries an inline script would break.
    writeBundle() {
      let html: string
      try {
        html = readFileSync(resolve(outDir, 'index.html'), 'utf8')
      } catch {
        return
      }
      const inline = html.match(INLINE_SCRIPT)
      if (inline) {
        this.error(`index.html has an inline script, which the Content-Security-Policy blocks: ${inline.join(', ')}`)
      }
    },
  }
}
