import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ROUTES,
  lighthouseTable,
  median,
  parsePerfFlags,
  photoTable,
  range,
  roundRobin,
  throttlingText,
  verdictOf,
} from '../../scripts/perf/report.mjs'

describe('the speed benchmark (scripts/perf/report.mjs)', () => {
  describe('its command line', () => {
    it('builds this commit for its own backend port by default, 5 runs on both hosts with photos', () => {
      expect(parsePerfFlags([])).toMatchObject({
        runs: 5,
        ownBuild: true,
        builds: [{ name: 'this commit', dir: 'dist-perf' }],
        apiPort: 4591,
        hosts: ['h2', 'nginx'],
        routes: DEFAULT_ROUTES,
        photos: true,
        out: 'perf-report.md',
        smoke: false,
        timeBoxS: Number.POSITIVE_INFINITY,
      })
    })

    it('measures a given build for the API port it was made for', () => {
      expect(parsePerfFlags(['--dist=dist-live', '--runs=3'])).toMatchObject({
        runs: 3,
        ownBuild: false,
        builds: [{ name: 'dist-live', dir: 'dist-live' }],
        apiPort: 4191,
      })
      expect(parsePerfFlags(['--dist=dist-live', '--api-port=4300']).apiPort).toBe(4300)
    })

    it('measures several named builds in the same rounds', () => {
      expect(parsePerfFlags(['--builds=before:dist-perf-old,after:dist-perf-new']).builds).toEqual([
        { name: 'before', dir: 'dist-perf-old' },
        { name: 'after', dir: 'dist-perf-new' },
      ])
    })

    it('measures the server behind nginx beside the static hosts, real-size photos in every run when asked', () => {
      const edge = parsePerfFlags(['--dist=dist-live', '--hosts=h2,nginx,server-h2,server-nginx', '--real-photos'])
      expect(edge).toMatchObject({
        hosts: ['h2', 'nginx', 'server-h2', 'server-nginx'],
        realPhotos: true,
        photos: false,
      })
      expect(parsePerfFlags([]).realPhotos).toBe(false)
    })

    it('measures the server alone beside nginx, with the throttling applied when asked (simulated by default)', () => {
      const issue49 = parsePerfFlags(['--dist=dist-live', '--hosts=nginx,server,server-nginx', '--throttling=devtools'])
      expect(issue49).toMatchObject({ hosts: ['nginx', 'server', 'server-nginx'], throttling: 'devtools' })
      expect(parsePerfFlags([]).throttling).toBe('simulate')
      expect(() => parsePerfFlags(['--throttling=applied'])).toThrow(/--throttling wants simulate or devtools/)
    })

    it('gives the server hosts a build with its photos on the site, made here or given', () => {
      expect(parsePerfFlags([])).toMatchObject({ serverPhotos: undefined, serverDist: undefined })
      const made = parsePerfFlags(['--dist=dist-live', '--hosts=nginx,server', '--server-photos=site'])
      expect(made).toMatchObject({ serverPhotos: 'site', serverDist: undefined })
      const given = parsePerfFlags(['--dist=dist-live', '--hosts=nginx,server-nginx', '--server-dist=dist-served'])
      expect(given).toMatchObject({ serverPhotos: 'site', serverDist: 'dist-served' })
      expect(() => parsePerfFlags(['--hosts=server', '--server-photos=cdn'])).toThrow(/--server-photos wants site/)
      expect(() => parsePerfFlags(['--hosts=nginx', '--server-photos=site'])).toThrow(/for the server hosts/)
      expect(() => parsePerfFlags(['--hosts=server', '--builds=a:x,b:y', '--server-dist=z'])).toThrow(/one build/)
    })

    it('makes a smoke run one run a route on nginx, without photos, time-boxed', () => {
      const smoke = parsePerfFlags(['--smoke', '--dist=dist-live', '--api-port=4191'])
      expect(smoke).toMatchObject({ smoke: true, runs: 1, hosts: ['nginx'], photos: false, apiPort: 4191 })
      expect(smoke.timeBoxS).toBeLessThan(240)
    })

    it('refuses what it cannot mean', () => {
      expect(() => parsePerfFlags(['--runs=0'])).toThrow(/--runs/)
      expect(() => parsePerfFlags(['--runs'])).toThrow(/--runs/)
      expect(() => parsePerfFlags(['--run=3'])).toThrow(/unknown option/)
      expect(() => parsePerfFlags(['--hosts=h3'])).toThrow(/--hosts/)
      expect(() => parsePerfFlags(['--dist=a', '--builds=b:c'])).toThrow(/one or the other/)
      expect(() => parsePerfFlags(['--builds=dist-only'])).toThrow(/name:DIR/)
      expect(() => parsePerfFlags(['--builds=a:x,a:y'])).toThrow(/repeat/)
    })
  })

  it('orders the runs round-robin, the targets rotated each round', () => {
    const order = roundRobin(3, ['/', '/about'], ['A', 'B']).map(
      ({ round, route, target }) => `${round}${route}${target}`,
    )
    expect(order).toEqual([
      '0/A',
      '0/B',
      '0/aboutA',
      '0/aboutB',
      '1/B',
      '1/A',
      '1/aboutB',
      '1/aboutA',
      '2/A',
      '2/B',
      '2/aboutA',
      '2/aboutB',
    ])
  })

  it('takes the median and range of the runs measured', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([1, undefined, Number.NaN, 3])).toBe(2)
    expect(median([])).toBeNaN()
    expect(range([5, 1, 3])).toBe(4)
    expect(range([])).toBeNaN()
  })

  it('writes a markdown table a row per route, medians with the range of the timings', () => {
    const samples = [
      { score: 99, fcp: 800, lcp: 900, tbt: 40, cls: 0, bytes: 200 * 1024, bytesBeforeLcp: 100 * 1024 },
      { score: 97, fcp: 900, lcp: 1100, tbt: 60, cls: 0.01, bytes: 202 * 1024, bytesBeforeLcp: 120 * 1024 },
      { score: 98, fcp: 850, lcp: 1000, tbt: 50, cls: 0, bytes: 201 * 1024, bytesBeforeLcp: 110 * 1024 },
    ]
    expect(lighthouseTable([{ route: '/', build: 'dist', samples }], false)).toEqual([
      '| route | runs | score | FCP | LCP | TBT | CLS | bytes | KiB before LCP |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| / | 3 | 98 | 0.85 s (0.10 s) | 1.00 s (0.20 s) | 50 ms (20 ms) | 0.000 | 201 KB | 110 |',
    ])
    expect(lighthouseTable([{ route: '/TC', build: 'after', samples: [] }], true)[2]).toBe(
      '| /TC | after | 0 | – | – | – | – | – | – | – |',
    )
  })

  it("states the throttling Lighthouse's reports give", () => {
    // Lighthouse 12's mobileSlow4G: DevTools gets the request latency and bandwidths adjusted from 150 ms and 1.6 Mbps.
    const throttling = {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: 4,
    }
    expect(throttlingText({ throttlingMethod: 'devtools', throttling })).toBe(
      '`devtools`, applied while the page loads: 562.5 ms added to each request, 1474.6 Kbps down, 675 Kbps up, ' +
        'the CPU 4× slower',
    )
    expect(throttlingText({ throttlingMethod: 'simulate', throttling })).toBe(
      '`simulate`, computed from a fast load: 150 ms round trips, 1638.4 Kbps, the CPU 4× slower',
    )
    expect(throttlingText(undefined)).toBe('unknown (no run measured)')
  })

  it('writes the photo table without and with the resizer', () => {
    const without = [{ imageBytes: 3000 * 1024, bytes: 3200 * 1024, lcp: 9000, score: 60 }]
    const withResizer = [{ imageBytes: 60 * 1024, bytes: 260 * 1024, lcp: 1500, score: 99, oversizedBytes: 0 }]
    expect(photoTable([{ route: '/Gallery', build: 'dist', without, with: withResizer }], false)[2]).toBe(
      '| /Gallery | 1/1 | 3000 KB | 3200 KB | 9.00 s | 60 | 60 KB | 260 KB | 1.50 s | 99 | 0 KB |',
    )
  })

  it('judges an A/B gain only beyond the spread', () => {
    expect(verdictOf([800, 820, 810], [1400, 1420, 1410], 'lcp')).toEqual({ gain: 600, spread: 20, verdict: 'gain' })
    expect(verdictOf([800, 1400], [900, 1000], 'lcp').verdict).toBe('no difference')
    expect(verdictOf([90, 91], [99, 100], 'score').verdict).toBe('loss')
  })
})
