import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { getJson, usableToken } from '@/api/backend-request'
import { deadlineOf, DeadlineExceededError, isDeadlineExceeded, withinDeadline } from '@/api/deadline'
import { API_RETRY_COUNT, REQUEST_DEADLINE_MS } from '@/config/constants'
import { createQueryClient } from '@/query-client'
import { server } from '../../mocks/node'
import { API } from '../render-route'

/** A body that sends its first bytes at once and then nothing more, as a backend that trickles or stalls. */
function tricklingBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('[{"title":'))
    },
  })
}

/** A signal whose load started long enough ago that `leftMs` of its deadline remain. */
function signalWithTimeLeft(leftMs: number): AbortSignal {
  const signal = new AbortController().signal
  deadlineOf(signal, Date.now() - REQUEST_DEADLINE_MS + leftMs)
  return signal
}

afterEach(() => {
  window.localStorage.removeItem('token')
})

describe('one deadline for the whole request, body included', () => {
  it('a backend that sends its headers and then trickles its body fails at the deadline', async () => {
    server.use(
      http.get(
        `${API}/news/all/:code`,
        () => new HttpResponse(tricklingBody(), { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    const started = Date.now()
    const error: unknown = await getJson('news/all/DEMO01', { signal: signalWithTimeLeft(400) }).catch(
      (e: unknown) => e,
    )
    expect(isDeadlineExceeded(error)).toBe(true)
    expect(error).toHaveProperty('message', `The backend did not answer within ${REQUEST_DEADLINE_MS / 1000} s`)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('the retries of one load share its deadline: once it has passed, an attempt fails at once', async () => {
    const signal = new AbortController().signal
    const first = deadlineOf(signal, 1_000)
    expect(deadlineOf(signal, 9_000)).toBe(first)
    expect(first).toBe(1_000 + REQUEST_DEADLINE_MS)
    await expect(withinDeadline(Date.now() - 1, signal, () => Promise.resolve('late'))).rejects.toBeInstanceOf(
      DeadlineExceededError,
    )
  })

  it("an answer within the deadline is simply the answer, and the query's own abort still aborts", async () => {
    await expect(withinDeadline(Date.now() + 1_000, undefined, () => Promise.resolve([1]))).resolves.toEqual([1])
    const controller = new AbortController()
    const pending = withinDeadline(Date.now() + 5_000, controller.signal, (signal) =>
      fetch(`${API}/news/all/DEMO01`, { signal }).then(() => new Promise(() => undefined)),
    )
    controller.abort(new Error('unmounted'))
    await expect(pending).rejects.toThrow('unmounted')
  })

  it('the query client retries a failed attempt, but never one that ran out of time', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry
    expect(typeof retry).toBe('function')
    const shouldRetry = retry as (failureCount: number, error: Error) => boolean
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetry(API_RETRY_COUNT, new TypeError('Failed to fetch'))).toBe(false)
    expect(shouldRetry(0, new DeadlineExceededError())).toBe(false)
  })
})

describe('a token the browser cannot send is treated as absent', () => {
  it("usableToken agrees with the browser's own header rules", () => {
    const cases = [
      'abc123',
      '  padded  ',
      'with\nnewline',
      'with\rreturn',
      'nul\u0000',
      'café',
      'токен',
      '😀',
      '',
      '   ',
    ]
    for (const raw of cases) {
      let browserAccepts: boolean
      try {
        new Headers({ Authorization: `Bearer ${raw.trim()}` })
        browserAccepts = raw.trim() !== ''
      } catch {
        browserAccepts = false
      }
      expect(usableToken(raw) !== undefined, JSON.stringify(raw)).toBe(browserAccepts)
    }
  })

  it.each(['line\nbreak', 'не-латиница'])(
    'an (auth) section still loads with the token %j, without the header',
    async (token) => {
      const seen: (string | null)[] = []
      server.use(
        http.get(`${API}/video/all/:code`, ({ request }) => {
          seen.push(request.headers.get('authorization'))
          return HttpResponse.json([])
        }),
      )
      window.localStorage.setItem('token', token)
      await expect(getJson('video/all/DEMO01', { auth: true })).resolves.toEqual([])
      expect(seen).toEqual([null])
    },
  )
})
