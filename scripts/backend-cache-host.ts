// deploy/backend-cache*.nginx.conf as a throwaway nginx on this machine, inside the school's own server block
// (deploy/site.nginx.conf as scripts/nginx-host.mjs serves it), for the checks that run them with Debian's nginx
// (check-nginx-backend-cache.mjs, check-nginx-api-rules.mjs). Every rule is served as the deploy files have it; only
// what belongs to one host changes: the backend's origin, the cache's folder, the site's folder.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localServerBlock, nginxMainConfig, SECURITY_HEADERS_INCLUDE } from './nginx-host-config.ts'

const DEPLOY = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy')
const read = (file: string) => readFileSync(join(DEPLOY, file), 'utf8')

/** The backend the deploy files are written for, which a host replaces with its own. */
const EXAMPLE_BACKEND = 'https://content.example.org'
const EXAMPLE_BACKEND_HOST = 'proxy_set_header Host content.example.org;'
/** The deploy file's cache folder. */
const DEPLOY_CACHE_FOLDER = '/var/cache/nginx/school-backend'

export interface BackendCacheHost {
  /** A throwaway folder: the configuration, the cache, pid and temp files. */
  dir: string
  /** nginx's port on 127.0.0.1. */
  port: number
  /** The backend's port on 127.0.0.1. */
  backendPort: number
  /** The site's folder; unless told, a folder of two pages (about, not found) in `dir`. */
  root?: string
  /** Changes to the location file, each [as the deploy file has it, as this host serves it]. */
  locationChanges?: Array<[string, string]>
}

/**
 * The whole nginx.conf of the host (written into `dir` with the files it includes): the three backend-cache files of
 * deploy/ in their places, pointed at the local backend.
 */
export function backendCacheHostConfig({
  dir,
  port,
  backendPort,
  root,
  locationChanges = [],
}: BackendCacheHost): string {
  const httpIncludes = ['backend-cache.nginx.conf', 'backend-cache-api-rules.nginx.conf'].map((file) => {
    const path = join(dir, file)
    const text = read(file)
    if (file === 'backend-cache.nginx.conf' && !text.includes(DEPLOY_CACHE_FOLDER)) {
      throw new Error(`${file} should keep its answers in ${DEPLOY_CACHE_FOLDER}`)
    }
    writeFileSync(path, text.replace(DEPLOY_CACHE_FOLDER, join(dir, 'cache')))
    return path
  })
  const securityHeaders = join(DEPLOY, 'security-headers.conf')
  const changes: Array<[string, string]> = [
    [EXAMPLE_BACKEND, `http://127.0.0.1:${backendPort}`],
    [EXAMPLE_BACKEND_HOST, `proxy_set_header Host 127.0.0.1:${backendPort};`],
    ...locationChanges,
  ]
  let location = read('backend-cache-location.nginx.conf')
  for (const [deployed, served] of changes) {
    if (!location.includes(deployed)) throw new Error(`backend-cache-location.nginx.conf should hold ${deployed}`)
    location = location.replace(deployed, () => served)
  }
  if (!location.includes(`include ${SECURITY_HEADERS_INCLUDE};`)) {
    throw new Error(`backend-cache-location.nginx.conf should include ${SECURITY_HEADERS_INCLUDE}`)
  }
  writeFileSync(join(dir, 'location.conf'), location.replaceAll(SECURITY_HEADERS_INCLUDE, securityHeaders))
  let siteRoot = root
  if (siteRoot === undefined) {
    siteRoot = join(dir, 'site')
    mkdirSync(siteRoot, { recursive: true })
    writeFileSync(join(siteRoot, 'about.html'), '<!doctype html><title>About</title><p>About the school.</p>\n')
    writeFileSync(join(siteRoot, '404.html'), '<!doctype html><title>Not found</title><p>Not found.</p>\n')
  }
  const serverBlock = localServerBlock(read('site.nginx.conf'), {
    port,
    root: siteRoot,
    securityHeaders,
    serverIncludes: [join(dir, 'location.conf')],
  })
  return nginxMainConfig({
    prefix: dir,
    serverBlock,
    asRoot: process.getuid?.() === 0,
    httpIncludes,
    workerProcesses: 'auto',
  })
}
