import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile, securityHeaders } from '../../build/csp-plugin'
import { pageFileOf as prerenderedFileOf } from '../../src/shared/page-markup'
import { headersOfHeadersFile } from '../../policy/headers'
import {
  BROTLI_FILTER_MODULE,
  BROTLI_STATIC_MODULE,
  contentSecurityPolicyOf,
  EDITOR_SECURITY_HEADERS_INCLUDE,
  localFrontConfig,
  localServerBlock,
  nginxMainConfig,
  overTls,
  pageFileOf,
  SECURITY_HEADERS_INCLUDE,
  securityHeadersWithPolicy,
} from '../../scripts/nginx-host-config.ts'
import { COMPRESSED_TYPES, HTML_TYPE } from '../../policy/compression'
import {
  FRESH_SECONDS,
  IMMUTABLE_FILE_CACHE_CONTROL,
  NAMED_FILE_CACHE_CONTROL,
  PHOTO_COPY_CACHE_CONTROL,
  PHOTO_COPY_SECONDS,
  sharedCacheControl,
} from '../../policy/caching'
import { COPY_WIDTHS } from '../../server/resized-photos'
import { PAGES } from '@/config/site-map'

const ROOT = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')
const SITE_CONF = read('deploy/site.nginx.conf')
const SECURITY_HEADERS_CONF = read('deploy/security-headers.conf')

const liveBuild = { apiBaseUrl: 'http://127.0.0.1:4391', mediaOrigins: ['https://media.example.org'] }
/** The backend deploy/security-headers.conf is written for. */
const exampleBuild = { apiBaseUrl: 'https://content.example.org', mediaOrigins: [] }
const LOCAL_HOST = { port: 4390, root: '/tmp/build', securityHeaders: '/tmp/host/security-headers.conf' }

/** The lines nginx reads (not its comments). */
const directives = (conf: string) => conf.replace(/#.*$/gm, '')

/** The `add_header` lines of an nginx file, as [name, value]. */
function addedHeaders(conf: string) {
  return [...conf.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((match) => [match[1], match[2]])
}

describe('a build’s _headers', () => {
  it('reads back every header the build wrote, in order', () => {
    expect(headersOfHeadersFile(headersFile(liveBuild))).toEqual(securityHeaders(liveBuild))
  })

  it('gives the build’s own policy, with the directives only a header carries', () => {
    expect(contentSecurityPolicyOf(headersFile(liveBuild))).toBe(contentSecurityPolicy(liveBuild, { forHeader: true }))
  })

  it('reads the headers for every path only, and fails without a policy', () => {
    const file = '/assets/*\n  Content-Security-Policy: other\n/*\n  X-Frame-Options: SAMEORIGIN\n'
    expect(headersOfHeadersFile(file)).toEqual([['X-Frame-Options', 'SAMEORIGIN']])
    expect(() => contentSecurityPolicyOf(file)).toThrow(/no Content-Security-Policy/)
  })
})

describe('deploy/security-headers.conf', () => {
  it('is the header set of build/csp-plugin.ts (its policy for the example backend)', () => {
    expect(addedHeaders(SECURITY_HEADERS_CONF)).toEqual(securityHeaders(exampleBuild))
  })

  it('takes a build’s policy in place of the example one, the other headers as they are', () => {
    const policy = contentSecurityPolicy(liveBuild, { forHeader: true })
    const served = securityHeadersWithPolicy(SECURITY_HEADERS_CONF, policy)
    expect(addedHeaders(served)).toEqual(securityHeaders(liveBuild))
    expect(directives(served)).not.toContain('content.example.org')
  })

  it('refuses a policy nginx would misread', () => {
    expect(() => securityHeadersWithPolicy(SECURITY_HEADERS_CONF, `img-src "self"`)).toThrow(/cannot carry/)
    expect(() => securityHeadersWithPolicy(SECURITY_HEADERS_CONF, 'img-src $host')).toThrow(/cannot carry/)
  })
})

describe('deploy/site.nginx.conf as a local host', () => {
  const served = localServerBlock(SITE_CONF, LOCAL_HOST)

  it('listens on the loopback over plain HTTP and serves the build’s folder', () => {
    expect(served).toMatch(/^\s*listen 127\.0\.0\.1:4390;$/m)
    expect(served).toMatch(/^\s*root "\/tmp\/build";$/m)
    expect(served.match(/^\s*(?:listen|root)\s/gm)).toHaveLength(2)
    expect(directives(served)).not.toMatch(/ssl|443|server_name|\/var\/www/)
    expect(served).not.toMatch(/#\s*HOST\s*$/m)
  })

  it('serves every rule of the file as written, with the build’s headers wherever the file includes them', () => {
    const includes = SITE_CONF.split(`include ${SECURITY_HEADERS_INCLUDE};`).length - 1
    expect(includes).toBeGreaterThan(1)
    expect(served.split('include "/tmp/host/security-headers.conf";').length - 1).toBe(includes)
    const rules = SITE_CONF.split('\n').filter(
      (line) =>
        !line.includes('# HOST') &&
        !line.includes(SECURITY_HEADERS_INCLUDE) &&
        !line.includes(EDITOR_SECURITY_HEADERS_INCLUDE),
    )
    expect(served.split('\n')).toEqual(expect.arrayContaining(rules))
  })

  it('answers 404 for the build’s records, unless a browser test host asks for them', () => {
    expect(served).toMatch(/location \^~ \/\.vite\/ \{\s*return 404;\s*\}/)
    const underTest = localServerBlock(SITE_CONF, { ...LOCAL_HOST, buildRecords: true })
    expect(underTest).not.toMatch(/location \^~ \/\.vite\/ \{\s*return 404;/)
    expect(underTest).toMatch(/location \^~ \/\.vite\/ \{[^}]*try_files \$uri =404;/)
    expect(underTest.replace(/ *location \^~ \/\.vite\/ \{[^}]*\}/, '')).toBe(
      served.replace(/ *location \^~ \/\.vite\/ \{[^}]*\}/, ''),
    )
    expect(() =>
      localServerBlock(
        SITE_CONF.replace('return 404;\n    }\n    location = /_headers', 'deny all;\n    }\n    location = /_headers'),
        {
          ...LOCAL_HOST,
          buildRecords: true,
        },
      ),
    ).toThrow(/\/\.vite\/ rule/)
  })

  it('refuses a file whose host lines lost their mark, or with more than one server', () => {
    expect(() => localServerBlock(SITE_CONF.replace('listen 443 ssl; # HOST', 'listen 443 ssl;'), LOCAL_HOST)).toThrow(
      /without their # HOST mark/,
    )
    expect(() => localServerBlock(`${SITE_CONF}\nserver {\n}\n`, LOCAL_HOST)).toThrow(/one server block/)
    expect(() => localServerBlock(SITE_CONF, { ...LOCAL_HOST, root: '/tmp/a"b' })).toThrow(/cannot read/)
  })

  it('keeps what nginx writes in the scratch folder, and runs its workers as root only when started by root', () => {
    const asUser = nginxMainConfig({ prefix: '/tmp/host', serverBlock: served, asRoot: false })
    expect(asUser).toContain('pid "/tmp/host/nginx.pid";')
    expect(asUser).toContain('client_body_temp_path "/tmp/host/client_body";')
    expect(asUser).toContain(served)
    expect(asUser).not.toMatch(/^user /m)
    expect(nginxMainConfig({ prefix: '/tmp/host', serverBlock: served, asRoot: true })).toMatch(/^user root;$/m)
  })

  it('includes a host’s own locations inside the server block, after its rules (the image resizer’s /img/)', () => {
    const withResizer = localServerBlock(SITE_CONF, { ...LOCAL_HOST, serverIncludes: ['/tmp/host/location.conf'] })
    const lines = withResizer.split('\n')
    const include = lines.indexOf('    include "/tmp/host/location.conf";')
    expect(include).toBeGreaterThan(lines.findIndex((line) => /^server\s*\{/.test(line)))
    expect(lines.slice(include + 1).filter((line) => line.trim() !== '')).toEqual(['}'])
    expect(withResizer.replace('    include "/tmp/host/location.conf";\n', '')).toBe(served)
    expect(() => localServerBlock(SITE_CONF, { ...LOCAL_HOST, serverIncludes: ['/tmp/a"b'] })).toThrow(/cannot read/)
  })

  it('includes http-level files before the server block, and runs the workers asked for', () => {
    const config = nginxMainConfig({
      prefix: '/tmp/host',
      serverBlock: served,
      asRoot: false,
      httpIncludes: ['/tmp/host/image-resizer.conf'],
      workerProcesses: 'auto',
    })
    const include = config.indexOf('    include "/tmp/host/image-resizer.conf";\n')
    expect(include).toBeGreaterThan(config.indexOf('http {'))
    expect(include).toBeLessThan(config.indexOf(served))
    expect(config).toMatch(/^worker_processes auto;$/m)
    expect(nginxMainConfig({ prefix: '/tmp/host', serverBlock: served, asRoot: false })).toMatch(
      /^worker_processes 1;$/m,
    )
  })

  it('loads Debian’s brotli_static module, which the school’s block needs for the build’s .br copies', () => {
    expect(directives(SITE_CONF)).toMatch(/^\s*brotli_static on;$/m)
    const config = nginxMainConfig({ prefix: '/tmp/host', serverBlock: served, asRoot: false })
    expect(config).toMatch(/^load_module "\/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so";$/m)
    expect(config).toContain(`load_module "${BROTLI_STATIC_MODULE}";`)
  })

  it('over TLS (the benchmark’s HTTP/2 host): HTTPS with HTTP/2, brotli for the types it gzips, every rule kept', () => {
    const tls = overTls(served, 4390, { certificate: '/tmp/host/cert.pem', key: '/tmp/host/key.pem' })
    expect(tls).toMatch(/^\s*listen 127\.0\.0\.1:4390 ssl http2;$/m)
    expect(tls).toContain('ssl_certificate_key "/tmp/host/key.pem";')
    expect(tls).toContain(`brotli_types ${/^\s*gzip_types (.*)$/m.exec(served)?.[1]}`)
    expect(tls.split('\n')).toEqual(expect.arrayContaining(served.split('\n').filter((line) => !/listen/.test(line))))
    expect(() => overTls(served, 4391, { certificate: 'c', key: 'k' })).toThrow(/one line/)
  })
})

describe('the image resizer’s /img/ in the school’s server block', () => {
  it('is a `^~` prefix location: a copy’s address ends in `.jpg`, which site.nginx.conf’s image rule would take', () => {
    expect(directives(SITE_CONF)).toMatch(/^\s*location ~\* .*jpe\?g.*\$ \{$/m)
    expect(directives(read('deploy/image-resizer-location.nginx.conf'))).toMatch(/^location \^~ \/img\/ \{$/m)
  })

  it('accepts every width the site writes (its srcset widths and the link preview’s), as the server’s /img/ does', () => {
    // A width nginx refuses is a broken photo wherever the browser picks it (800 and 1600 were once missing here).
    for (const file of ['deploy/image-resizer.nginx.conf', 'deploy/image-resizer-worker.nginx.conf']) {
      const alternatives = /\/img\/\(\?<\w+>([\d|]+)\)/.exec(read(file))?.[1]
      expect(alternatives?.split('|').map(Number), file).toEqual([...COPY_WIDTHS].sort((a, b) => a - b))
    }
  })
})

describe('deploy/’s caches, held to policy/caching.ts (nginx cannot import it)', () => {
  const seconds = (duration: string) =>
    Number(duration.slice(0, -1)) * { s: 1, m: 60, h: 3600, d: 86_400 }[duration.at(-1)!]!

  it('keeps a backend answer as long as the server’s backend cache, and says so to a CDN as the server does', () => {
    const lifetime = /proxy_cache_valid 200 404 (\d+[smhd]);/.exec(
      directives(read('deploy/backend-cache-location.nginx.conf')),
    )
    expect(seconds(lifetime?.[1] ?? '')).toBe(FRESH_SECONDS)
    const shared = /^\s*"" "([^"]+)";$/m.exec(directives(read('deploy/backend-cache.nginx.conf')))
    expect(shared?.[1]).toBe(sharedCacheControl())
  })

  it('lets browsers keep the hashed assets a year and the other public files an hour, as the server does', () => {
    /** The `Cache-Control` that the location opened by the line starting `start` adds (its block has no inner one). */
    const cacheControlOf = (start: string) => {
      const block = directives(SITE_CONF).split(`\n    ${start}`)[1]?.split('\n    }')[0] ?? ''
      return /^\s*add_header Cache-Control "([^"]+)";$/m.exec(block)?.[1]
    }
    expect(cacheControlOf('location ^~ /assets/ {')).toBe(IMMUTABLE_FILE_CACHE_CONTROL)
    expect(cacheControlOf('location ~* \\.(?:avif|')).toBe(NAMED_FILE_CACHE_CONTROL)
  })

  it('keeps a photo copy, and lets browsers keep it, as long as the server’s /img/ does', () => {
    const location = directives(read('deploy/image-resizer-location.nginx.conf'))
    expect(seconds(/proxy_cache_valid 200 (\d+[smhd]);/.exec(location)?.[1] ?? '')).toBe(PHOTO_COPY_SECONDS)
    const kept = directives(read('deploy/image-resizer.nginx.conf')).match(/^\s*(?:200|304) "([^"]+)";$/gm) ?? []
    expect(kept).toHaveLength(2)
    for (const line of kept) expect(line).toContain(`"${PHOTO_COPY_CACHE_CONTROL}"`)
  })
})

describe('the pages the host serves', () => {
  it('are the files the prerender writes, which try_files finds from the path', () => {
    expect(pageFileOf('/')).toBe('index.html')
    expect(pageFileOf('/Gallery')).toBe('Gallery.html')
    for (const { path } of PAGES) expect(pageFileOf(path)).toBe(prerenderedFileOf(path))
  })
})

describe('deploy/’s gzip, held to policy/compression.ts (the types the server compresses)', () => {
  it.each(['deploy/site.nginx.conf', 'deploy/server-front-site.nginx.conf'])(
    '%s compresses those types, HTML aside (nginx always does)',
    (file) => {
      const gzipTypes = /^\s*gzip_types ([^;]*);$/m.exec(directives(read(file)))?.[1]?.split(/\s+/)
      expect(new Set(gzipTypes)).toEqual(new Set(COMPRESSED_TYPES.filter((type) => type !== HTML_TYPE)))
      expect(gzipTypes).toHaveLength(COMPRESSED_TYPES.length - 1)
    },
  )
})

describe('deploy/server-front*.nginx.conf as a local host in front of the server', () => {
  const { httpPart, serverBlock } = localFrontConfig(
    read('deploy/server-front.nginx.conf'),
    read('deploy/server-front-site.nginx.conf'),
    { port: 4194, serverPort: 4195, cacheFolder: '/tmp/front/cache' },
  )

  it('listens on the loopback over plain HTTP, in front of the server on its own port, its cache in a throwaway folder', () => {
    expect(serverBlock).toContain('listen 127.0.0.1:4194;')
    expect(serverBlock).not.toMatch(/ssl|443|server_name/)
    expect(httpPart).toContain('server 127.0.0.1:4195;')
    expect(httpPart).toMatch(/proxy_cache_path "\/tmp\/front\/cache" levels=1:2 keys_zone=school_server:10m/)
    expect(`${httpPart}${serverBlock}`).not.toMatch(/#\s*HOST\s*$/m)
  })

  it('keeps only what the server says may be shared, and never a request with a token', () => {
    expect(serverBlock).not.toMatch(/^\s*proxy_cache_valid\s/m)
    expect(serverBlock).toContain('proxy_cache_bypass $http_authorization;')
    expect(serverBlock).toContain('proxy_no_cache $http_authorization;')
    expect(serverBlock).toContain('proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;')
  })

  it('with tls, listens over HTTPS with HTTP/2 and compresses with brotli the types it gzips (the benchmark’s host)', () => {
    const tls = { certificate: '/tmp/front/cert.pem', key: '/tmp/front/key.pem' }
    const front = localFrontConfig(
      read('deploy/server-front.nginx.conf'),
      read('deploy/server-front-site.nginx.conf'),
      { port: 4194, serverPort: 4195, cacheFolder: '/tmp/front/cache', tls },
    ).serverBlock
    expect(front).toContain('listen 127.0.0.1:4194 ssl http2;')
    expect(front).toContain('ssl_certificate "/tmp/front/cert.pem";')
    expect(front).toContain('ssl_certificate_key "/tmp/front/key.pem";')
    const gzipTypes = /^\s*gzip_types (.*)$/m.exec(front)?.[1]
    expect(front).toContain(`brotli_types ${gzipTypes}`)
    expect(serverBlock).not.toContain('brotli')
    expect(
      nginxMainConfig({ prefix: '/tmp/front', serverBlock: front, asRoot: false, modules: [BROTLI_FILTER_MODULE] }),
    ).toContain(`load_module "${BROTLI_FILTER_MODULE}";`)
  })
})
