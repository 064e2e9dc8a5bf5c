/**
 * A burst of requests and, meanwhile, a probe of the addresses that must keep answering, from a process of its
 * own: the server under test keeps its thread to itself, as it would with visitors
 * on other machines. The probes run on a thread of their own too, so that reading the burst's answers (60 calendars
 * are 77 MB) never delays a probe's clock. Used by tests/server/hostile/expensive-answers.test.ts, and by hand
 * against a running server:
 *
 *   node tests/server/hostile/burst-client.mjs --base=http://127.0.0.1:4790 --path='/events.ics?x={i}' \
 *     --total=60 --concurrency=10 --probe=/healthz --probe=/about
 *
 * `{i}` in the path is the request's number. Prints one line of JSON: the burst's times (p50, p95, in ms), statuses,
 * how many distinct bodies it got and failed connections; each probe's times. A probe asks again PROBE_INTERVAL_MS
 * after its last answer, one request at a time, as a load balancer's health check does.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

const PROBE_INTERVAL_MS = 10
/** Requests a probe makes before the burst, not counted: the client's first connections and compilation. */
const WARM_UP_REQUESTS = 5

const percentile = (times, p) => {
  if (times.length === 0) return null
  const sorted = [...times].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
}
const summary = (times) => ({
  count: times.length,
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  max: percentile(times, 100),
})

async function timed(url) {
  const started = performance.now()
  try {
    await (await fetch(url)).arrayBuffer()
    return performance.now() - started
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/** The probe thread: warms up, says so, probes until told to stop, then answers with its times. */
async function probeThread({ base, paths }) {
  for (const path of paths) {
    for (let warm = 0; warm < WARM_UP_REQUESTS; warm += 1) await timed(`${base}${path}`)
  }
  let probing = true
  parentPort.once('message', () => {
    probing = false
  })
  parentPort.postMessage('ready')
  const results = await Promise.all(
    paths.map(async (path) => {
      const times = []
      while (probing) {
        times.push(await timed(`${base}${path}`))
        await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS))
      }
      return [path, summary(times)]
    }),
  )
  parentPort.postMessage(Object.fromEntries(results))
}

async function burst({ base, path, total, concurrency }) {
  const times = []
  const statuses = {}
  const bodies = new Set()
  let errors = 0
  let next = 0
  async function worker() {
    while (next < total) {
      const index = next++
      const started = performance.now()
      try {
        const answer = await fetch(`${base}${path.replaceAll('{i}', String(index))}`)
        const body = await answer.arrayBuffer()
        times.push(performance.now() - started)
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        bodies.add(createHash('sha256').update(new Uint8Array(body)).digest('hex'))
      } catch {
        errors += 1
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  return {
    ...summary(times),
    ms: Math.round(performance.now() - started),
    statuses,
    distinctBodies: bodies.size,
    errors,
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      path: { type: 'string' },
      total: { type: 'string', default: '60' },
      concurrency: { type: 'string', default: '10' },
      probe: { type: 'string', multiple: true, default: [] },
    },
  })
  const probes = new Worker(fileURLToPath(import.meta.url), { workerData: { base: values.base, paths: values.probe } })
  const messages = []
  const nextMessage = () =>
    new Promise((resolve, reject) => {
      probes.once('message', resolve)
      probes.once('error', reject)
    })
  messages.push(await nextMessage())
  const result = await burst({
    base: values.base,
    path: values.path,
    total: Number(values.total),
    concurrency: Number(values.concurrency),
  })
  const probeTimes = nextMessage()
  probes.postMessage('stop')
  process.stdout.write(`${JSON.stringify({ burst: result, probes: await probeTimes })}\n`)
  await probes.terminate()
}

if (isMainThread) await main()
else await probeThread(workerData)
