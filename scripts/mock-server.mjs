#!/usr/bin/env node
// The mock backend over HTTP (issue 9): the same MSW handlers as the demo build and the tests, answered by a
// plain node:http server on 127.0.0.1 with CORS, so a live build (VITE_API_BASE_URL=http://127.0.0.1:PORT) can
// be exercised and measured without the mock worker. The handlers are TypeScript: Vite (already a dependency)
// loads them with ssrLoadModule, no extra tooling.
//
// Usage: npm run mock:server -- [--port=8787] [--scenario=demo|large|hostile] [--delay=0]
//   --delay=ms  wait this long before every answer (to see loading states, or test "render from cache first")
//
// A backend whose data changes (for the browser tests of the live build): `PUT /__mock/answers?path=/api/...` with a
// JSON body makes every later GET of that path answer it instead; `DELETE /__mock/answers` forgets them all.
import { createServer as createHttpServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Readable } from 'node:stream'
import { createServer as createViteServer } from 'vite'
import { getResponse } from 'msw'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

function parseArgs(argv) {
  const options = { port: 8787, scenario: 'demo', delay: 0, host: '127.0.0.1' }
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2)
    const value = inline ?? argv[i + 1]
    const takeNext = inline === undefined
    switch (flag) {
      case '--port':
        options.port = Number(value)
        break
      case '--scenario':
        options.scenario = value
        break
      case '--delay':
        options.delay = Number(value)
        break
      case '--host':
        options.host = value
        break
      default:
        continue
    }
    if (takeNext) i += 1
  }
  if (!Number.isInteger(options.port) || options.port < 0) throw new Error(`bad --port ${options.port}`)
  if (!Number.isFinite(options.delay) || options.delay < 0) throw new Error(`bad --delay ${options.delay}`)
  return options
}

/** Load the TypeScript handlers through a throwaway Vite server (no config file, no plugins). */
async function loadHandlers(scenarioName) {
  const vite = await createViteServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const [{ createHandlers }, { contentTypeOf, DEMO_FILES_FOLDER }, { MOCK_SCENARIOS, mockScenarioNamed }] =
      await Promise.all([
        vite.ssrLoadModule('/mocks/handlers.ts'),
        vite.ssrLoadModule('/mocks/demo-files.ts'),
        vite.ssrLoadModule('/mocks/scenarios/index.ts'),
      ])
    if (!(scenarioName in MOCK_SCENARIOS)) {
      throw new Error(`unknown --scenario=${scenarioName}; one of: ${Object.keys(MOCK_SCENARIOS).join(', ')}`)
    }
    const filesDir = join(ROOT, 'public', DEMO_FILES_FOLDER)
    const readDemoFile = async (name) => {
      try {
        const bytes = await readFile(join(filesDir, name))
        return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': contentTypeOf(name) } })
      } catch {
        return new Response(null, { status: 404 })
      }
    }
    return createHandlers({ readFile: readDemoFile, scenario: mockScenarioNamed(scenarioName) })
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Start the server; resolves with { url, close }. Everything that needs it (npm run mock:server, scripts/perf.mjs,
 * the live Playwright config) runs this file as a process of its own.
 */
async function startMockServer({ port = 8787, scenario = 'demo', delay = 0, host = '127.0.0.1' } = {}) {
  const handlers = await loadHandlers(scenario)
  /** Answers set through /__mock/answers, by path. */
  const changedAnswers = new Map()
  const server = createHttpServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS).end()
        return
      }
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
      if (url.pathname === '/__mock/answers') {
        if (req.method === 'DELETE') changedAnswers.clear()
        else
          changedAnswers.set(
            url.searchParams.get('path'),
            Buffer.from(await new Response(Readable.toWeb(req)).arrayBuffer()),
          )
        res.writeHead(204, CORS_HEADERS).end()
        return
      }
      const changed = req.method === 'GET' ? changedAnswers.get(url.pathname) : undefined
      if (changed) {
        res.writeHead(200, { 'Content-Type': 'application/json', ...CORS_HEADERS }).end(changed)
        return
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const request = new Request(url, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
        ),
        body: hasBody ? Readable.toWeb(req) : undefined,
        duplex: hasBody ? 'half' : undefined,
      })
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
    server.listen(port, host, resolve)
  })
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

const options = parseArgs(process.argv.slice(2))
const { url, close } = await startMockServer(options)
// scripts/perf.mjs waits for this line before it measures.
console.log(`Mock backend (${options.scenario}${options.delay ? `, ${options.delay} ms delay` : ''}) at ${url}`)
const stop = () => void close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
