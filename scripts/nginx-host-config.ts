// The rules of scripts/nginx-host.mjs as pure functions over text (tested in tests/unit/nginx-host-config.test.ts):
// how the production server block of deploy/site.nginx.conf becomes a throwaway host on 127.0.0.1 for one build.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { headersForPath } from '../policy/headers.ts'

/** The path deploy/site.nginx.conf includes the security headers from (deploy/security-headers.conf copied there). */
export const SECURITY_HEADERS_INCLUDE = '/etc/nginx/snippets/security-headers.conf'

/** The path deploy/site.nginx.conf includes the content editor's headers from (deploy/admin-security-headers.conf). */
export const EDITOR_SECURITY_HEADERS_INCLUDE = '/etc/nginx/snippets/admin-security-headers.conf'

/** deploy/admin-security-headers.conf of this repository: its example policy fits a host that does not test /admin/. */
const REPOSITORY_EDITOR_HEADERS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'deploy',
  'admin-security-headers.conf',
)

/**
 * Debian's brotli_static module (libnginx-mod-http-brotli-static): site.nginx.conf serves the build's .br copies
 * with it. On a Debian host /etc/nginx/modules-enabled/ loads it; a throwaway host loads it itself.
 */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/**
 * Debian's brotli filter module (libnginx-mod-http-brotli-filter): compresses answers on the fly, as a CDN does. Only
 * the benchmark's HTTP/2 host in front of the server loads it (scripts/server-behind-nginx.mjs --tls).
 */
export const BROTLI_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

/** What nginx-host.mjs prints once nginx accepts connections (check-nginx-host.mjs waits for it). */
export const READY_TEXT = 'nginx-host: serving'

/** The mark of the lines of deploy/site.nginx.conf that belong to one host (address, name, certificate, folder). */
const HOST_MARK = /#\s*HOST\s*$/

/** Directives that only a HOST line may carry: a copy that forgot the mark would serve on the school's address. */
const HOST_DIRECTIVE = /^\s*(?:listen|server_name|ssl_certificate|ssl_certificate_key|root)\s/

/**
 * The Content-Security-Policy of a build for `path`, from its `_headers`: each build has its own (its backend's
 * origin), and the content editor (/admin/) its own again.
 */
export function contentSecurityPolicyOf(headersFile: string, path = '/'): string {
  const policy = headersForPath(headersFile, path).find(([name]) => name.toLowerCase() === 'content-security-policy')
  if (!policy) throw new Error(`_headers has no Content-Security-Policy for ${path}`)
  return policy[1]
}

/**
 * deploy/security-headers.conf with its example policy replaced by `policy`: the other headers stay as the
 * deployment has them.
 */
export function securityHeadersWithPolicy(securityHeadersConf: string, policy: string): string {
  // Inside nginx's double quotes, `"` ends the value and `$` starts a variable; a policy has neither.
  if (/["$\\\r\n]/.test(policy)) throw new Error(`A policy nginx cannot carry as it is: ${policy}`)
  const cspLine = /^add_header Content-Security-Policy "[^"]*" always;$/m
  const policyLines = securityHeadersConf.match(new RegExp(cspLine.source, 'gm')) ?? []
  if (policyLines.length !== 1) {
    throw new Error(`security-headers.conf should have one Content-Security-Policy line, not ${policyLines.length}`)
  }
  return securityHeadersConf.replace(cspLine, () => `add_header Content-Security-Policy "${policy}" always;`)
}

export interface LocalHost {
  /** Served on 127.0.0.1 only. */
  port: number
  /** The build's folder (absolute). */
  root: string
  /** The path of this build's security headers (securityHeadersWithPolicy). */
  securityHeaders: string
  /** The content editor's headers (/admin/); unless told, the repository's deploy/admin-security-headers.conf. */
  editorSecurityHeaders?: string
  /** Serve the build's records (/.vite/) that a live host answers 404 for. */
  buildRecords?: boolean
  /**
   * Files included at the end of the server block, as a host adds its own locations there (the image resizer's
   * /img/, deploy/image-resizer-location.nginx.conf): they then meet the block's own rules as on the school's host.
   */
  serverIncludes?: string[]
}

/** deploy/site.nginx.conf's rule for the build's records, exactly as it is written there. */
const BUILD_RECORDS_RULE = `    location ^~ /.vite/ {
        return 404;
    }`

/**
 * The same location for a host under browser test: the tests learn which chunk holds which module from the build's
 * own records, asked from the host they test (tests/e2e/bundle-facts.ts).
 */
const servedBuildRecordsRule = (securityHeaders: string) => `    location ^~ /.vite/ {
        # nginx-host.mjs --build-records: for the browser tests only, never on a live host.
        try_files $uri =404;
        add_header Cache-Control "no-cache" always;
        include ${quotedPath(securityHeaders)};
    }`

/** A path inside nginx's double quotes. */
function quotedPath(path: string): string {
  if (/["$\\\r\n]/.test(path)) throw new Error(`A path nginx cannot read as it is: ${path}`)
  return `"${path}"`
}

/**
 * The server block of deploy/site.nginx.conf for a local host: its HOST lines (HTTPS address, name, certificate,
 * folder) give way to a plain-HTTP address on the loopback and the build's folder, and its security-headers
 * include points at this build's headers. Every rule between them is served as it is written.
 */
export function localServerBlock(
  siteConf: string,
  {
    port,
    root,
    securityHeaders,
    editorSecurityHeaders = REPOSITORY_EDITOR_HEADERS,
    buildRecords = false,
    serverIncludes = [],
  }: LocalHost,
): string {
  const lines = siteConf.split('\n')
  const opening = lines.filter((line) => /^server\s*\{\s*$/.test(line))
  if (opening.length !== 1) throw new Error(`site.nginx.conf should hold one server block, not ${opening.length}`)
  const hostLines = lines.filter((line) => HOST_MARK.test(line))
  if (!hostLines.some((line) => /^\s*listen\s/.test(line)) || !hostLines.some((line) => /^\s*root\s/.test(line))) {
    throw new Error('site.nginx.conf should mark its listen and root lines with # HOST')
  }
  const unmarked = lines.filter((line) => HOST_DIRECTIVE.test(line) && !HOST_MARK.test(line))
  if (unmarked.length > 0) throw new Error(`host lines without their # HOST mark: ${unmarked.join(' | ')}`)
  if (!siteConf.includes(`include ${SECURITY_HEADERS_INCLUDE};`)) {
    throw new Error(`site.nginx.conf should include ${SECURITY_HEADERS_INCLUDE}`)
  }
  if (buildRecords && siteConf.split(BUILD_RECORDS_RULE).length !== 2) {
    throw new Error(`site.nginx.conf should hold its /.vite/ rule as nginx-host.mjs knows it:\n${BUILD_RECORDS_RULE}`)
  }
  const closing = lines.findLastIndex((line) => /^\}\s*$/.test(line))
  if (closing < lines.indexOf(opening[0] ?? '')) throw new Error('site.nginx.conf: its server block has no closing }')
  const served = lines
    .map((line, index) =>
      index === closing && serverIncludes.length > 0
        ? `${serverIncludes.map((path) => `    include ${quotedPath(path)};`).join('\n')}\n${line}`
        : line,
    )
    .filter((line) => !HOST_MARK.test(line))
    .map((line) =>
      /^server\s*\{\s*$/.test(line)
        ? `${line}\n    listen 127.0.0.1:${port};\n    root ${quotedPath(root)};`
        : line
            .replaceAll(`include ${SECURITY_HEADERS_INCLUDE};`, `include ${quotedPath(securityHeaders)};`)
            .replaceAll(`include ${EDITOR_SECURITY_HEADERS_INCLUDE};`, `include ${quotedPath(editorSecurityHeaders)};`),
    )
    .join('\n')
  return buildRecords ? served.replace(BUILD_RECORDS_RULE, () => servedBuildRecordsRule(securityHeaders)) : served
}

/** PEM files of a throwaway certificate. */
interface Tls {
  certificate: string
  key: string
}

export interface LocalFront {
  /** nginx's port on 127.0.0.1. */
  port: number
  /** The server's (npm start) port on 127.0.0.1. */
  serverPort: number
  /** Where nginx keeps its copies. */
  cacheFolder: string
  /** HTTPS with HTTP/2 and brotli (the benchmark's host, as a CDN in front would be); plain HTTP without. */
  tls?: Tls
}

/**
 * A local server block (plain HTTP on `port`) served instead over HTTPS with HTTP/2 and a throwaway certificate, and
 * compressing with brotli (Debian's brotli filter module) the types it gzips, as a CDN in front would: the benchmark's
 * HTTP/2 hosts (scripts/nginx-host.mjs --tls, scripts/server-behind-nginx.mjs --tls).
 */
export function overTls(serverBlock: string, port: number, tls: Tls): string {
  const listen = `    listen 127.0.0.1:${port};`
  if (serverBlock.split(listen).length !== 2) throw new Error(`the server block should have one line: ${listen}`)
  const tlsLines = [
    `    listen 127.0.0.1:${port} ssl http2;`,
    `    ssl_certificate ${quotedPath(tls.certificate)};`,
    `    ssl_certificate_key ${quotedPath(tls.key)};`,
  ].join('\n')
  return serverBlock
    .replace(listen, () => tlsLines)
    .replace(
      /^(\s*)gzip_types\s+(.*)$/gm,
      (line, indent, types) =>
        `${line}\n${indent}brotli on;\n${indent}brotli_comp_level 5;\n${indent}brotli_types ${types}`,
    )
}

/**
 * deploy/server-front.nginx.conf (the `http` part) and server-front-site.nginx.conf (the `server` block) for a local
 * host in front of a server on this machine: their HOST lines give way to an address on the loopback (plain HTTP, or
 * with `tls` HTTPS, HTTP/2 and brotli), the server's local port and a throwaway cache folder. Every other rule is
 * served as it is written.
 */
export function localFrontConfig(
  httpConf: string,
  siteConf: string,
  { port, serverPort, cacheFolder, tls }: LocalFront,
): { httpPart: string; serverBlock: string } {
  const httpPart = httpConf
    .split('\n')
    .map((line) => {
      if (!HOST_MARK.test(line)) return line
      if (/^\s*proxy_cache_path\s/.test(line)) {
        return line
          .replace(HOST_MARK, '')
          .replace(/proxy_cache_path\s+\S+/, `proxy_cache_path ${quotedPath(cacheFolder)}`)
      }
      if (/^\s*server\s/.test(line)) return `    server 127.0.0.1:${serverPort};`
      throw new Error(`server-front.nginx.conf: a HOST line a local host cannot fill in: ${line}`)
    })
    .join('\n')
  const siteLines = siteConf.split('\n')
  if (siteLines.filter((line) => /^server\s*\{\s*$/.test(line)).length !== 1) {
    throw new Error('server-front-site.nginx.conf should hold one server block')
  }
  const unmarked = siteLines.filter((line) => HOST_DIRECTIVE.test(line) && !HOST_MARK.test(line))
  if (unmarked.length > 0) throw new Error(`host lines without their # HOST mark: ${unmarked.join(' | ')}`)
  const serverBlock = siteLines
    .filter((line) => !HOST_MARK.test(line))
    .map((line) => (/^server\s*\{\s*$/.test(line) ? `${line}\n    listen 127.0.0.1:${port};` : line))
    .join('\n')
  return { httpPart, serverBlock: tls ? overTls(serverBlock, port, tls) : serverBlock }
}

export interface MainConfig {
  /** The throwaway folder: pid file and temp paths. */
  prefix: string
  /** localServerBlock's result. */
  serverBlock: string
  /** The master runs as root (CI). */
  asRoot: boolean
  /** Files included in the http block before the server block (deploy/image-resizer.nginx.conf). */
  httpIncludes?: string[]
  /** 1 unless told (`auto`: one per core, as Debian's nginx.conf). */
  workerProcesses?: number | 'auto'
  /** More dynamic modules to load (BROTLI_FILTER_MODULE). */
  modules?: string[]
}

/**
 * The whole nginx.conf of a throwaway host: Debian's http-level defaults that the school's server block relies on,
 * everything nginx writes kept in `prefix`, and the server block. `daemon off` comes from the command line.
 */
export function nginxMainConfig({
  prefix,
  serverBlock,
  asRoot,
  httpIncludes = [],
  workerProcesses = 1,
  modules = [],
}: MainConfig): string {
  const at = (name: string) => quotedPath(`${prefix}/${name}`)
  // Started by root, nginx's workers would run as nobody, who may not read a build inside root's home (mode 700).
  const user = asRoot ? 'user root;\n' : ''
  return `# Generated by scripts/nginx-host.mjs from deploy/site.nginx.conf: a throwaway host, not for production.
${[BROTLI_STATIC_MODULE, ...modules].map((module) => `load_module ${quotedPath(module)};\n`).join('')}${user}worker_processes ${workerProcesses};
pid ${at('nginx.pid')};
error_log stderr warn;
events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
${httpIncludes.map((path) => `    include ${quotedPath(path)};\n`).join('')}
${serverBlock}
}
`
}

/**
 * The file the build writes a page's HTML to (build/prerender-plugin.ts): `/` is index.html, `/Gallery`
 * Gallery.html. deploy/site.nginx.conf's `try_files $uri $uri.html` serves it at the page's path.
 */
export function pageFileOf(path: string): string {
  if (!path.startsWith('/')) throw new Error(`A page path starts with "/": ${path}`)
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
