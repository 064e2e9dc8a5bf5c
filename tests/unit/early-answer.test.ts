import { HTTPError } from 'ky'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readEarlyJson, takeEarlyResponse } from '@/first-visit/early-answer'
import { EARLY_DATA_GLOBAL } from '@/first-visit/first-calls'
import { DATA_STALE_TIME_MS } from '@/config/constants'

const URL_A = 'https://content.example.org/api/news/all/DEMO01'

function leaveEarlyAnswers(answers: Record<string, Promise<Response>>) {
  Reflect.set(window, EARLY_DATA_GLOBAL, answers)
}

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_DATA_GLOBAL)
  vi.useRealTimers()
})

describe('takeEarlyResponse', () => {
  it('gives nothing when the early-fetch script left no answers (tests, mock builds, later navigations)', () => {
    expect(takeEarlyResponse(URL_A, 10)).toBeUndefined()
    leaveEarlyAnswers({})
    expect(takeEarlyResponse(URL_A, 10)).toBeUndefined()
  })

  it('gives the answer once: the next request for the same URL goes to the network', async () => {
    const response = new Response('[]')
    leaveEarlyAnswers({ [URL_A]: Promise.resolve(response) })
    await expect(takeEarlyResponse(URL_A, 10)).resolves.toBe(response)
    expect(takeEarlyResponse(URL_A, 20)).toBeUndefined()
  })

  it('turns a failed early call into "ask again" (undefined), not an error', async () => {
    leaveEarlyAnswers({ [URL_A]: Promise.reject(new TypeError('Failed to fetch')) })
    await expect(takeEarlyResponse(URL_A, 10)).resolves.toBeUndefined()
  })

  it('ignores an answer older than the freshness window', () => {
    leaveEarlyAnswers({ [URL_A]: Promise.resolve(new Response('[]')) })
    expect(takeEarlyResponse(URL_A, DATA_STALE_TIME_MS + 1)).toBeUndefined()
    // and drops it
    expect(Object.keys(Reflect.get(window, EARLY_DATA_GLOBAL) as object)).toEqual([])
  })
})

describe('getJson and the early answers', () => {
  it('takes the early answer for a call without a token, and never for a call sent with one', async () => {
    const { getJson, apiUrl } = await import('@/api/backend-request')
    const path = 'PrincipalMessage/DEMO01'
    const early = () => Promise.resolve(Response.json([{ early: true }]))
    leaveEarlyAnswers({ [apiUrl(path)]: early() })
    await expect(getJson(path, { auth: true })).resolves.toEqual([{ early: true }])

    window.localStorage.setItem('token', 'staff-token')
    leaveEarlyAnswers({ [apiUrl(path)]: early() })
    const answer = await getJson(path, { auth: true })
    expect(answer).not.toEqual([{ early: true }])
    expect(Array.isArray(answer)).toBe(true)
  })
})

describe('readEarlyJson reads an early answer as the HTTP client reads its own', () => {
  const settle = (answer: Promise<unknown>) =>
    answer.then(
      (value) => ({ value }),
      (error: unknown) => ({ error: error instanceof Error ? error.name : String(error) }),
    )

  it.each([
    ['JSON', () => Response.json([{ id: 1, title: 'Sports Day' }])],
    ['no content (204)', () => new Response(null, { status: 204 })],
    ['an empty body', () => new Response('', { status: 200 })],
    ['an HTML page sent with status 200', () => new Response('<!doctype html><p>Sign in</p>', { status: 200 })],
  ])('%s', async (_answer, make) => {
    const { http } = await import('@/api/http')
    const client = http.get(URL_A, { hooks: { beforeRequest: [() => make()] } }).json<unknown>()
    expect(await settle(readEarlyJson(make()))).toEqual(await settle(client))
  })
})

describe('getJson and the HTTP client', () => {
  afterEach(() => {
    vi.doUnmock('../../src/api/http')
    vi.resetModules()
  })

  it('reads a successful early answer without loading the HTTP client', async () => {
    vi.resetModules()
    let loaded = false
    vi.doMock('@/api/http', async (importOriginal) => {
      loaded = true
      return importOriginal()
    })
    const { getJson, apiUrl } = await import('@/api/backend-request')
    const path = 'news/all/DEMO01'
    leaveEarlyAnswers({ [apiUrl(path)]: Promise.resolve(Response.json([{ early: true }])) })
    await expect(getJson(path)).resolves.toEqual([{ early: true }])
    expect(loaded).toBe(false)
    // A call with no early answer loads it.
    await expect(getJson('events/All/DEMO01')).resolves.toEqual(expect.any(Array))
    expect(loaded).toBe(true)
  })

  it('turns an early error answer into the same HTTPError as a call of its own', async () => {
    const { getJson, apiUrl } = await import('@/api/backend-request')
    const path = 'subGallery?id=gone'
    leaveEarlyAnswers({ [apiUrl(path)]: Promise.resolve(new Response('Not found', { status: 404 })) })
    const failure = await getJson(path).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(HTTPError)
    expect((failure as HTTPError).response.status).toBe(404)
  })
})
