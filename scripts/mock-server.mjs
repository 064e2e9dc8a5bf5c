#!/usr/bin/env node
// @ts-check
// The mock backend over HTTP: the same MSW handlers as the demo build and the tests, answered by a
// plain node:http server on 127.0.0.1 with CORS, so a live build (VITE_API_BASE_URL=http://127.0.0.1:PORT) can
// be exercised and measured without the mock worker. The handlers are TypeScript: Vite (already a dependency)
// loads them with ssrLoadModule, no extra tooling.
//
// Usage: npm run mock:server -- [--port=8787] [--scenario=demo|large|hostile] [--delay=0] [--photos=real]
//   --delay=ms  wait this long before every answer (to see loading states, or test "render from cache first")
//   --photos=real  every photo is a phone's 4000×3000 JPEG of about 2.5 MB (scripts/real-photos.mjs), as the school
//                  uploads them, instead of the small demo pictures
//
// It is also an image resizer, with sharp: `/__resize?url={url}&w={width}` (build/image-resizer.ts);
// build with VITE_IMAGE_RESIZER=http://127.0.0.1:PORT/__resize?url={url}&w={width} to use it.
//
// A backend whose data changes (for the browser tests of the live build): `PUT /__mock/answers?path=/api/...` with a
// JSON body makes every later GET of that path answer it instead; `DELETE /__mock/answers` forgets them all.
// A backend that misbehaves: `&type=text/html` answers the body as that type instead of JSON, and a path
// with its query (`path=/api/image%3Furl%3Da.html`) answers only that address.
import { createServer as createHttpServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Readable } from 'node:stream'
import { parseArgs } from 'node:util'
import { createServer as createViteServer } from 'vite'
import { getResponse } from 'msw'
import { createResizer, RESIZE_PATH } from '../build/image-resizer.ts'
import { realPhotoFor, realPhotos } from './real-photos.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The command line's options (node:util's parseArgs: `--port=8787` or `--port 8787`).
 * @param {string[]} argv
 */
function optionsOf(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8787' },
      scenario: { type: 'string', default: 'demo' },
      delay: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      photos: { type: 'string', default: 'demo' },
    },
    strict: false,
  })
  const options = {
    port: Number(values.port),
    scenario: String(values.scenario),
    delay: Number(values.delay),
    host: String(values.host),
    photos: String(values.photos),
  }
  if (!Number.isInteger(options.port) || options.port < 0) throw new Error(`bad --port ${values.port}`)
  if (!Number.isFinite(options.delay) || options.delay < 0) throw new Error(`bad --delay ${values.delay}`)
  if (options.photos !== 'demo' && options.photos !== 'real')
    throw new Error(`bad --photos ${options.photos}: demo or real`)
  return options
}

/**
 * Load the TypeScript handlers through a throwaway Vite server (no config file, no plugins).
 * @param {string} scenarioName
 * @param {string} photos
 * @returns {Promise<import('msw').RequestHandler[]>}
 */
async function loadHandlers(scenarioName, photos) {
  const vite = await createViteServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const [{ createHandlers }, { contentTypeOf }, { readDemoFile }, { MOCK_SCENARIOS, mockScenarioNamed }] =
      await Promise.all([
        vite.ssrLoadModule('/mocks/handlers.ts'),
        vite.ssrLoadModule('/mocks/demo-files.ts'),
        vite.ssrLoadModule('/mocks/demo-files-disk.ts'),
        vite.ssrLoadModule('/mocks/scenarios/index.ts'),
      ])
    if (!(scenarioName in MOCK_SCENARIOS)) {
      throw new Error(`unknown --scenario=${scenarioName}; one of: ${Object.keys(MOCK_SCENARIOS).join(', ')}`)
    }
    /** @param {string} name */
    const readFile = async (name) => {
      if (photos === 'real' && contentTypeOf(name).startsWith('image/')) {
        return new Response(new Uint8Array(await realPhotoFor(name)), { headers: { 'Content-Type': 'image/jpeg' } })
      }
      return readDemoFile(name)
    }
    return createHandlers({ readFile, scenario: mockScenarioNamed(scenarioName) })
  } finally {
    await vite.close()
  }
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
}

/** @param {number} ms */
/**
 * A request's body as a web stream. The cast: perf.mjs brings the DOM's types into this type-check, and its
 * ReadableStream and Node's differ in name only.
 * @param {import('node:http').IncomingMessage} req
 * @returns {ReadableStream}
 */
const webBodyOf = (req) => /** @type {ReadableStream} */ (/** @type {unknown} */ (Readable.toWeb(req)))

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Start the server; resolves with { url, close }. Everything that needs it (npm run mock:server, scripts/perf.mjs,
 * the live Playwright config) runs this file as a process of its own.
 * @param {ReturnType<typeof optionsOf>} options
 */
async function startMockServer({ port, scenario, delay, host, photos }) {
  const handlers = await loadHandlers(scenario, photos)
  // Made before the first request, not during it (the first run on a machine takes about half a minute).
  if (photos === 'real') await realPhotos()
  /** The port it listens on (known once listening: --port=0 picks a free one). */
  let listeningPort = port
  /** This server's answer to a GET, as bytes, when it is a success (the resizer's source). */
  /** @param {URL} url */
  const ownAnswer = async (url) => {
    const response = await getResponse(handlers, new Request(url))
    return response?.ok ? Buffer.from(await response.arrayBuffer()) : undefined
  }
  const resize = createResizer(async (source) => {
    const url = new URL(source)
    if (url.host === `${host}:${listeningPort}`) return ownAnswer(url)
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
    return response?.ok ? Buffer.from(await response.arrayBuffer()) : undefined
  })
  /** @type {Map<string | null, { type: string, body: Buffer }>} Answers set through /__mock/answers, by path. */
  const changedAnswers = new Map()
  const server = createHttpServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS).end()
        return
      }
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
      if (url.pathname === RESIZE_PATH) {
        const copy = await resize(url, req.headers.accept ?? '')
        if (delay > 0) await sleep(delay)
        res.writeHead(copy.status, { 'Content-Type': copy.type, ...copy.headers, ...CORS_HEADERS }).end(copy.body)
        return
      }
      if (url.pathname === '/__mock/answers') {
        if (req.method === 'DELETE') changedAnswers.clear()
        else
          changedAnswers.set(url.searchParams.get('path'), {
            type: url.searchParams.get('type') ?? 'application/json',
            body: Buffer.from(await new Response(webBodyOf(req)).arrayBuffer()),
          })
        res.writeHead(204, CORS_HEADERS).end()
        return
      }
      const changed =
        req.method === 'GET'
          ? (changedAnswers.get(`${url.pathname}${url.search}`) ?? changedAnswers.get(url.pathname))
          : undefined
      if (changed) {
        res.writeHead(200, { 'Content-Type': changed.type, ...CORS_HEADERS }).end(changed.body)
        return
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      // `duplex` (needed for a streamed body) is Node's, not in the DOM's RequestInit.
      const init = /** @type {RequestInit} */ ({
        method: req.method,
        headers: Object.entries(req.headers).flatMap(
          /** @returns {Array<[string, string]>} */ ([name, value]) =>
            value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
        ),
        body: hasBody ? webBodyOf(req) : undefined,
        duplex: hasBody ? 'half' : undefined,
      })
      const request = new Request(url, init)
      const response = (await getResponse(handlers, request)) ?? new Response('Not found', { status: 404 })
      if (delay > 0) await sleep(delay)
      const headers = { ...Object.fromEntries(response.headers), ...CORS_HEADERS }
      const body = Buffer.from(await response.arrayBuffer())
      res.writeHead(response.status, headers).end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      console.error('[mock-server]', error)
      if (!res.headersSent) res.writeHead(500, CORS_HEADERS)
      res.end()
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  listeningPort = typeof address === 'object' && address ? address.port : port
  const url = `http://${host}:${listeningPort}`
  return { url, close: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve()))) }
}

const options = optionsOf(process.argv.slice(2))
const { url, close } = await startMockServer(options)
// scripts/perf.mjs waits for this line before it measures.
console.log(
  `Mock backend (${options.scenario}${options.photos === 'real' ? ', real-size photos' : ''}${options.delay ? `, ${options.delay} ms delay` : ''}) at ${url}`,
)
const stop = () => void close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
