#!/usr/bin/env node
// @ts-check
// Checks deploy/image-resizer.nginx.conf in Debian's real nginx with its image filter module (issue 18): the
// mock backend serves a real-size photo (4000×3000, --photos=real), nginx proxies and shrinks it as the README's
// template `/img/{width}/{url}` asks, caches the copy, and refuses other widths and other hosts.
// Needs: apt-get install nginx libnginx-mod-http-image-filter (CI installs them). Usage: node scripts/check-nginx-resizer.mjs
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const IMAGE_FILTER_MODULE = '/usr/lib/nginx/modules/ngx_http_image_filter_module.so'
const SITE_PORT = 4295
const BACKEND_PORT = 4296

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} [readyText] started once its output says this (else after half a second)
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
function startProcess(command, args, readyText) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    process.once('exit', () => child.kill())
    let output = ''
    /** @param {string} text */
    const onData = (text) => {
      output += text
      if (readyText === undefined || output.includes(readyText)) resolve(child)
    }
    child.stdout.setEncoding('utf8').on('data', onData)
    child.stderr.setEncoding('utf8').on('data', (text) => {
      output += text
      if (process.env.DEBUG) process.stderr.write(text)
    })
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)))
    if (readyText === undefined) setTimeout(() => resolve(child), 500)
  })
}

/**
 * The deploy files with the example backend swapped for the local mock backend, and paths in a scratch folder.
 * @param {string} dir
 */
function nginxConfig(dir) {
  const backend = `http://127.0.0.1:${BACKEND_PORT}`
  const resizer = readFileSync(join(ROOT, 'deploy', 'image-resizer.nginx.conf'), 'utf8')
    .replaceAll('https://content\\.example\\.org', backend.replaceAll('.', '\\.'))
    .replaceAll('https://content.example.org', backend)
    .replace('/var/cache/nginx/school-images', join(dir, 'cache'))
    .replace(/^\s*resolver .*$/m, '')
    .replace(/^\s*proxy_ssl_server_name .*$/m, '')
  writeFileSync(join(dir, 'image-resizer.conf'), resizer)
  writeFileSync(join(dir, 'location.conf'), readFileSync(join(ROOT, 'deploy', 'image-resizer-location.nginx.conf')))
  return `load_module ${IMAGE_FILTER_MODULE};
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events {}
http {
    access_log off;
    client_body_temp_path ${join(dir, 'body')};
    proxy_temp_path ${join(dir, 'proxy')};
    fastcgi_temp_path ${join(dir, 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'uwsgi')};
    scgi_temp_path ${join(dir, 'scgi')};
    include ${join(dir, 'image-resizer.conf')};
    server {
        listen 127.0.0.1:${SITE_PORT};
        include ${join(dir, 'location.conf')};
    }
}
`
}

/** @type {string[]} */
const failures = []
/**
 * @param {boolean} condition
 * @param {string} message
 */
function check(condition, message) {
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${message}`)
  if (!condition) failures.push(message)
}

const dir = mkdtempSync(join(tmpdir(), 'nginx-resizer-'))
// nginx's workers run as an unprivileged user when started by root (as in CI): they write the cache here too.
chmodSync(dir, 0o777)
let backend
let nginx
try {
  backend = await startProcess(
    process.execPath,
    ['scripts/mock-server.mjs', `--port=${BACKEND_PORT}`, '--photos=real'],
    'Mock backend',
  )
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir))
  nginx = await startProcess(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir])
  const photo = `http://127.0.0.1:${BACKEND_PORT}/api/image?url=${encodeURIComponent('gallery/sports-day-2026-1.svg')}`
  /** @param {number} width */
  const copyUrl = (width, source = photo) => `http://127.0.0.1:${SITE_PORT}/img/${width}/${encodeURIComponent(source)}`

  const original = Buffer.from(await (await fetch(photo)).arrayBuffer())
  const first = await fetch(copyUrl(640))
  const copy = Buffer.from(await first.arrayBuffer())
  const meta = first.ok ? await sharp(copy).metadata() : undefined
  check(first.status === 200, `a copy is served (status ${first.status})`)
  check(meta?.width === 640, `it is 640 px wide (got ${meta?.width}×${meta?.height}, original 4000×3000)`)
  check(
    copy.length < original.length / 10,
    `it is a small part of the original (${Math.round(copy.length / 1024)} KB of ${Math.round(original.length / 1024)} KB)`,
  )
  const second = await fetch(copyUrl(640))
  await second.arrayBuffer()
  check(
    second.headers.get('x-image-cache') === 'HIT',
    `the second ask is a cache hit (${second.headers.get('x-image-cache')})`,
  )
  const odd = await fetch(copyUrl(641))
  check(odd.status === 404, `a width the site never asks for is refused (status ${odd.status})`)
  const elsewhere = await fetch(copyUrl(640, 'http://127.0.0.1:9/secret.jpg'))
  check(elsewhere.status === 404, `a photo on another host is refused (status ${elsewhere.status})`)
} finally {
  nginx?.kill()
  backend?.kill()
  rmSync(dir, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`)
  process.exit(1)
}
console.log('\nThe nginx image resizer of deploy/ works.')
process.exit(0)
