// The image resizer of deploy/ as a throwaway host on this machine, for check-nginx-resizer.mjs: the site's nginx
// (image-resizer.nginx.conf in its http block, the /img/ location inside the school's own server block,
// deploy/site.nginx.conf as scripts/nginx-host.mjs serves it), the resizer's own nginx under its service's memory
// cap, and a local backend that logs every request it gets. Every rule is served as the deploy files have it; only
// what belongs to one host changes: the backend's origin, the resizer's address, the folders.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { localServerBlock, nginxMainConfig, SECURITY_HEADERS_INCLUDE } from './nginx-host-config.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The resizer's own nginx as the deploy files place it; moved next to the check's ports (two checks may run at once). */
const DEPLOY_RESIZER_ADDRESS = '127.0.0.1:8091'
/** The backend origin the deploy files are written for; swapped for the local backend. */
const EXAMPLE_BACKEND_HOST = 'content.example.org'

/** The review's decompression bomb: 20000×20000 pixels of one grey, 1.2 MB as PNG, about 2.7 GB once decoded. */
const BOMB_SIDE = 20_000
const BOMB_FILE = join(ROOT, 'node_modules', '.cache', 'school-photos', `bomb-${BOMB_SIDE}x${BOMB_SIDE}.png`)
/** The largest photo the resizer must still take: 50 megapixels (a 50-MP phone's full-size JPEG). */
export const LARGE_PHOTO = { width: 8_660, height: 5_774 }

/** The host's three local addresses: the site's nginx on `sitePort`, the backend and the resizer on the next two. */
export interface ResizerHostAddresses {
  sitePort: number
  backendPort: number
  /** The backend's origin, `http://127.0.0.1:<backendPort>`. */
  backend: string
  /** The resizer's own nginx, `127.0.0.1:<port>`. */
  resizer: string
}

export function resizerHostAddresses(sitePort: number): ResizerHostAddresses {
  return {
    sitePort,
    backendPort: sitePort + 1,
    backend: `http://127.0.0.1:${sitePort + 1}`,
    resizer: `127.0.0.1:${sitePort + 2}`,
  }
}

/** Starts a process; resolves once it has run for half a second, rejects (with its output) if it exits. */
export function startProcess(command: string, args: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    process.once('exit', () => child.kill())
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text))
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      output += text
      if (process.env.DEBUG) process.stderr.write(text)
    })
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)))
    setTimeout(() => resolve(child), 500)
  })
}

/** A photo at the pixel limit (one colour: small in bytes, as large as any once decoded). */
export async function largePhoto(): Promise<Buffer> {
  return sharp({ create: { ...LARGE_PHOTO, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer()
}

/** The bomb, generated once per machine (sharp, about 15 s) and kept next to the real-size photos. */
export async function bomb(): Promise<Buffer> {
  if (existsSync(BOMB_FILE)) return readFileSync(BOMB_FILE)
  const png = await sharp({
    create: { width: BOMB_SIDE, height: BOMB_SIDE, channels: 3, background: '#808080' },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer()
  mkdirSync(dirname(BOMB_FILE), { recursive: true })
  writeFileSync(BOMB_FILE, png)
  return png
}

/** What the local backend serves: real-size photos (`photo-N.jpg`), the bomb (`bomb.png`) and `large.jpg`. */
interface BackendFiles {
  photos: Buffer[]
  bombPng: Buffer
  largeJpeg: Buffer
}

/**
 * The backend: `/api/image?url=photo-N.jpg` a real-size photo, `?url=bomb.png` the bomb, anything else a 404 that
 * asks to be cached for a year (a backend's mistake the resizer must not pass on). Every request line goes to `log`.
 */
export function startBackend(
  addresses: ResizerHostAddresses,
  { photos, bombPng, largeJpeg }: BackendFiles,
  log: string[],
): Promise<Server> {
  const server = createServer((request, response) => {
    const raw = request.url ?? ''
    log.push(raw)
    const name = new URL(raw, addresses.backend).searchParams.get('url') ?? ''
    const photo = /(?:^|\/)photo-(\d+)\.jpg$/.exec(name)
    if (photo)
      return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photos[Number(photo[1]) % photos.length])
    if (name === 'bomb.png') return response.writeHead(200, { 'Content-Type': 'image/png' }).end(bombPng)
    if (name === 'large.jpg') return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(largeJpeg)
    response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=31536000' }).end('no')
  })
  return new Promise((resolve) => server.listen(addresses.backendPort, '127.0.0.1', () => resolve(server)))
}

/** A deploy file with the example backend swapped for the local one (regex and plain spellings). */
function withLocalBackend(file: string, { backend, backendPort }: ResizerHostAddresses): string {
  const conf = readFileSync(join(ROOT, 'deploy', file), 'utf8')
    .replaceAll(`https:/+${EXAMPLE_BACKEND_HOST.replaceAll('.', '\\.')}`, `http:/+127\\.0\\.0\\.1:${backendPort}`)
    .replaceAll(`https://${EXAMPLE_BACKEND_HOST.replaceAll('.', '\\.')}`, `http://127\\.0\\.0\\.1:${backendPort}`)
    .replaceAll(`https://${EXAMPLE_BACKEND_HOST}`, backend)
    .replace(/^\s*resolver .*$/m, '')
    // The local backend speaks plain HTTP: no certificate to check (the check reads the deploy file's lines itself).
    .replace(/^\s*proxy_ssl_\w+ .*$/gm, '')
  if (conf.replace(/#.*$/gm, '').includes(EXAMPLE_BACKEND_HOST)) throw new Error(`${file}: the backend was not swapped`)
  return conf
}

/** A deploy file with the resizer's address moved to this host's. */
function withLocalResizer(conf: string, file: string, { resizer }: ResizerHostAddresses): string {
  if (!conf.includes(`${DEPLOY_RESIZER_ADDRESS};`)) throw new Error(`${file}: no ${DEPLOY_RESIZER_ADDRESS}`)
  return conf.replaceAll(`${DEPLOY_RESIZER_ADDRESS};`, `${resizer};`)
}

/** The resizer's own nginx (image-resizer-worker.nginx.conf) with its pid and log in the scratch folder. */
export function resizerConfig(dir: string, addresses: ResizerHostAddresses): string {
  const file = 'image-resizer-worker.nginx.conf'
  return withLocalResizer(withLocalBackend(file, addresses), file, addresses)
    .replace(/^pid .*$/m, `pid ${join(dir, 'resizer.pid')};`)
    .replace(/^error_log .*$/m, 'error_log stderr warn;')
    .replace(
      /^(\s*)access_log off;$/m,
      `$1access_log off;\n$1client_body_temp_path ${join(dir, 'resizer-body')};\n$1proxy_temp_path ${join(dir, 'resizer-proxy')};`,
    )
}

/** The memory cap of image-resizer.service (LimitAS=), in bytes: the resizer runs under it here as there. */
export function resizerMemoryCap(): number {
  const line = /^LimitAS=(\d+)([KMG]?)$/m.exec(readFileSync(join(ROOT, 'deploy', 'image-resizer.service'), 'utf8'))
  if (!line) throw new Error('image-resizer.service has no LimitAS= line')
  const unit = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[line[2] ?? ''] ?? 1
  return Number(line[1]) * unit
}

/**
 * The site's nginx as on the school's host: image-resizer.nginx.conf in its http block, and the school's own server
 * block (deploy/site.nginx.conf, as scripts/nginx-host.mjs serves it) with the /img/ location included in it, over a
 * small site folder (a page, /about, and a photo of its own).
 */
export function siteConfig(dir: string, sitePhoto: Buffer, addresses: ResizerHostAddresses): string {
  const resizer = withLocalBackend('image-resizer.nginx.conf', addresses).replace(
    '/var/cache/nginx/school-images',
    join(dir, 'cache'),
  )
  writeFileSync(join(dir, 'image-resizer.conf'), resizer)
  const securityHeaders = join(ROOT, 'deploy', 'security-headers.conf')
  const location = readFileSync(join(ROOT, 'deploy', 'image-resizer-location.nginx.conf'), 'utf8')
  if (!location.includes(`include ${SECURITY_HEADERS_INCLUDE};`)) {
    throw new Error(`image-resizer-location.nginx.conf should include ${SECURITY_HEADERS_INCLUDE}`)
  }
  writeFileSync(
    join(dir, 'location.conf'),
    withLocalResizer(location, 'image-resizer-location.nginx.conf', addresses).replaceAll(
      `include ${SECURITY_HEADERS_INCLUDE};`,
      `include "${securityHeaders}";`,
    ),
  )
  mkdirSync(join(dir, 'site', 'images'), { recursive: true })
  writeFileSync(join(dir, 'site', 'about.html'), '<!doctype html><title>About</title><p>About the school.</p>\n')
  writeFileSync(join(dir, 'site', '404.html'), '<!doctype html><title>Not found</title><p>Not found.</p>\n')
  writeFileSync(join(dir, 'site', 'images', 'school.jpg'), sitePhoto)
  const serverBlock = localServerBlock(readFileSync(join(ROOT, 'deploy', 'site.nginx.conf'), 'utf8'), {
    port: addresses.sitePort,
    root: join(dir, 'site'),
    securityHeaders,
    serverIncludes: [join(dir, 'location.conf')],
  })
  const asRoot = process.getuid?.() === 0
  // One worker a core, as Debian's nginx.conf.
  return nginxMainConfig({
    prefix: dir,
    serverBlock,
    asRoot,
    httpIncludes: [join(dir, 'image-resizer.conf')],
    workerProcesses: 'auto',
  })
}
