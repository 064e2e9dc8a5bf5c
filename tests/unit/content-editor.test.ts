import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { editorContentSecurityPolicy, editorSourcesOf, type EditorSources } from '../../build/cms-config'
import { contentSecurityPolicy, editorSecurityHeaders, headersFile, securityHeaders } from '../../build/csp-plugin'
import { readEditorSettings } from '../../build/cms-config-file'
import { editorPage, isEditorFile } from '../../build/decap-plugin'
import { robotsTxt, sitemapXml } from '../../build/site-files-plugin'
import { EDITOR_PATH, headersForPath, headersOfHeadersFile } from '../../policy/headers'
import { EDITOR_SECURITY_HEADERS_INCLUDE, localServerBlock } from '../../scripts/nginx-host-config.ts'

/**
 * The content editor at /admin/: its own policy wherever the site's headers are written (the build's
 * `_headers`, the nginx snippets), the site's policy unchanged everywhere else, and nothing of it in what search
 * engines read.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

const liveBuild = { apiBaseUrl: 'https://content.example.org', mediaOrigins: [], siteUrl: 'https://school.example' }
const editor: EditorSources = editorSourcesOf(readEditorSettings(ROOT))

/** A policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

/** The `add_header` lines of an nginx file, as [name, value]. */
const addedHeaders = (conf: string): Array<[string, string]> =>
  [...conf.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((match) => [match[1] ?? '', match[2] ?? ''])

describe('the editor’s policy', () => {
  it('lets Decap run (eval, inline styles, blob: uploads) and reach decap-server and GitLab, nothing else', () => {
    const policy = directives(editorContentSecurityPolicy(editor))
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'http://localhost:8081', 'https://gitlab.com'])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.has('frame-ancestors')).toBe(false)
  })

  it('is the site’s nowhere else: the site keeps its policy without eval', () => {
    expect(directives(contentSecurityPolicy(liveBuild)).get('script-src')).toEqual(["'self'"])
  })

  it('follows the backend the configuration names (a self-hosted Gitea)', () => {
    const gitea = editorSourcesOf({
      local_backend: { url: 'http://127.0.0.1:8082/api/v1' },
      backend: { name: 'gitea', api_root: 'https://git.school.example/api/v1', base_url: 'https://git.school.example' },
    })
    expect(gitea.connect).toEqual(['http://127.0.0.1:8082', 'https://git.school.example'])
    expect(() =>
      editorSourcesOf({ backend: { name: 'gitlab', base_url: 'https://a.example; script-src *' } }),
    ).toThrow()
  })
})

describe('a build’s _headers with the editor', () => {
  const file = headersFile(liveBuild, editor)

  it('gives every page the site’s headers, as before', () => {
    expect(headersOfHeadersFile(file)).toEqual(securityHeaders(liveBuild))
    expect(headersForPath(file, '/about')).toEqual(securityHeaders(liveBuild))
    expect(headersForPath(file, '/')).toEqual(securityHeaders(liveBuild))
  })

  it('gives /admin/ and its files the editor’s policy in place of the site’s, the other headers as they are', () => {
    for (const path of [EDITOR_PATH, `${EDITOR_PATH}decap/decap-cms.js`, `${EDITOR_PATH}config.yml`]) {
      expect(new Map(headersForPath(file, path)), path).toEqual(new Map(editorSecurityHeaders(liveBuild, editor)))
    }
    const sent = new Map(headersForPath(file, EDITOR_PATH))
    expect(sent.get('Content-Security-Policy')).toContain("'unsafe-eval'")
    expect(sent.get('Content-Security-Policy')).toContain('upgrade-insecure-requests')
    expect(sent.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')
    // Cloudflare Pages joins the values of every matching rule: the editor's rule detaches the site's first.
    expect(file).toContain(`${EDITOR_PATH}*\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n`)
  })
})

describe('nginx (deploy/)', () => {
  const siteConf = read('deploy/site.nginx.conf')
  const editorConf = read('deploy/admin-security-headers.conf')

  it('serves /admin/ with the editor’s headers, every one of them (nginx inherits none into a block with its own)', () => {
    const location = /location \^~ \/admin\/ \{([^}]*)\}/.exec(siteConf)?.[1] ?? ''
    expect(location).toContain(`include ${EDITOR_SECURITY_HEADERS_INCLUDE};`)
    expect(location).not.toContain('include /etc/nginx/snippets/security-headers.conf;')
    expect(siteConf).toMatch(/location = \/admin \{[^}]*return 301 \/admin\/;/)
    const site = new Map(addedHeaders(read('deploy/security-headers.conf')))
    const own = new Map(addedHeaders(editorConf))
    expect([...own.keys()]).toEqual([...site.keys()])
    for (const [name, value] of own) {
      if (name === 'Content-Security-Policy') {
        expect(value).toBe(editorContentSecurityPolicy(editor, { forHeader: true }))
      } else if (name === 'Cross-Origin-Opener-Policy') {
        expect(value).toBe('same-origin-allow-popups')
      } else {
        expect(value, name).toBe(site.get(name))
      }
    }
  })

  it('a local host includes the build’s editor headers in place of the deployment’s', () => {
    const served = localServerBlock(siteConf, {
      port: 4390,
      root: '/tmp/build',
      securityHeaders: '/tmp/host/security-headers.conf',
      editorSecurityHeaders: '/tmp/host/admin-security-headers.conf',
    })
    expect(served).toContain('include "/tmp/host/admin-security-headers.conf";')
    expect(served).not.toContain(EDITOR_SECURITY_HEADERS_INCLUDE)
  })
})

describe('the editor’s page and files', () => {
  it('is a page of its own: its policy, noindex, plain words, the configuration and Decap’s script, no inline script', () => {
    const page = editorPage(editorContentSecurityPolicy(editor))
    expect(page).toContain('<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;;')
    expect(page).toContain('<meta name="robots" content="noindex" />')
    expect(page).toContain('<title>Content manager</title>')
    expect(page).toContain('<link href="config.yml" type="text/yaml" rel="cms-config-url" />')
    expect(page).toContain('<script src="decap/decap-cms.js"></script>')
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  })

  it('copies Decap’s script, its chunks, WebAssembly and licence, not the source maps or the old cms.js', () => {
    for (const name of ['decap-cms.js', '1077.decap-cms.js', 'f728dc876b39e5273411.wasm', 'decap-cms.js.LICENSE.txt']) {
      expect(isEditorFile(name), name).toBe(true)
    }
    for (const name of ['decap-cms.js.map', '1077.decap-cms.js.map', 'cms.js', '103.cms.js', 'cms.css', '../x.js']) {
      expect(isEditorFile(name), name).toBe(false)
    }
  })

  it('is kept out of search engines: robots.txt and the sitemap', () => {
    expect(robotsTxt('https://school.example')).toContain(`Disallow: ${EDITOR_PATH}\n`)
    expect(sitemapXml('https://school.example')).not.toContain('/admin')
  })
})
