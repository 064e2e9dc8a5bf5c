import { describe, expect, it } from 'vitest'

import { createKeptAnswers, type KeptAnswersOptions } from '../../server/kept-answers'

const FRESH_MS = 1000
const STALE_MS = 500
const STALE_IF_ERROR_MS = 5000

/** A mechanism on a clock the test moves, with the backend cache's three windows unless told otherwise. */
function keptOnClock(options: Partial<KeptAnswersOptions<string>> = {}) {
  const clock = { now: 0 }
  const kept = createKeptAnswers<string>({
    freshMs: FRESH_MS,
    staleMs: STALE_MS,
    staleIfErrorMs: STALE_IF_ERROR_MS,
    failed: (answer) => answer.startsWith('failed'),
    maxEntries: 10,
    maxBytes: 1000,
    bytesOf: (answer) => answer.length,
    now: () => clock.now,
    ...options,
  })
  return { clock, kept }
}

/** A computation that answers the texts given, one a call, and counts its calls. */
function answers(...texts: string[]) {
  const made = { calls: 0, compute: async () => texts[made.calls++] ?? 'more than expected' }
  return made
}

/** Lets a refresh running behind a stale answer end. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the one mechanism for kept answers', () => {
  it('answers the copy while fresh, and computes again from the very millisecond its freshness ends', async () => {
    const { clock, kept } = keptOnClock({ staleMs: 0, staleIfErrorMs: 0 })
    const made = answers('first', 'second')
    expect(await kept.serve('/news', made.compute)).toEqual({ answer: 'first', how: 'computed', ageMs: 0 })
    clock.now = FRESH_MS - 1
    expect(await kept.serve('/news', made.compute)).toEqual({ answer: 'first', how: 'fresh', ageMs: FRESH_MS - 1 })
    clock.now = FRESH_MS
    expect(await kept.serve('/news', made.compute)).toMatchObject({ answer: 'second', how: 'computed' })
    expect(made.calls).toBe(2)
  })

  it('answers a stale copy at once while one refresh runs behind it, however many ask', async () => {
    const { clock, kept } = keptOnClock()
    const made = answers('first', 'second')
    await kept.answer('/news', made.compute)
    clock.now = FRESH_MS + 1
    const [one, two] = await Promise.all([kept.serve('/news', made.compute), kept.serve('/news', made.compute)])
    expect([one, two]).toEqual([
      { answer: 'first', how: 'stale', ageMs: FRESH_MS + 1 },
      { answer: 'first', how: 'stale', ageMs: FRESH_MS + 1 },
    ])
    await settled()
    expect(made.calls).toBe(2)
    expect(await kept.serve('/news', made.compute)).toEqual({ answer: 'second', how: 'fresh', ageMs: 0 })
  })

  it('keeps the stale copy when its refresh fails or gives an answer not to keep', async () => {
    const { clock, kept } = keptOnClock()
    await kept.answer('/news', answers('first').compute)
    clock.now = FRESH_MS + 1
    await kept.answer('/news', () => Promise.reject(new Error('backend down')))
    await settled()
    await kept.answer('/news', answers('loading').compute, (answer) => answer !== 'loading')
    await settled()
    expect(await kept.serve('/news', answers('not asked').compute)).toMatchObject({ answer: 'first', how: 'stale' })
  })

  it('gives the answer of a refresh nobody waits for to onUnwaited, to let go of what it holds', async () => {
    const unwaited: string[] = []
    const { clock, kept } = keptOnClock({ onUnwaited: (answer) => unwaited.push(answer) })
    await kept.answer('/file', answers('first').compute)
    clock.now = FRESH_MS + 1
    await kept.answer('/file', answers('second').compute)
    await settled()
    expect(unwaited).toEqual(['second'])
  })

  it('answers a copy in place of a failure within the stale-if-error window, and the failure past it', async () => {
    const { clock, kept } = keptOnClock()
    await kept.answer('/news', answers('first').compute)
    clock.now = FRESH_MS + STALE_MS
    expect(await kept.serve('/news', answers('failed: 502').compute)).toEqual({
      answer: 'first',
      how: 'stale-if-error',
      ageMs: FRESH_MS + STALE_MS,
    })
    clock.now = FRESH_MS + STALE_IF_ERROR_MS
    expect(await kept.serve('/news', answers('failed: 504').compute)).toEqual({
      answer: 'failed: 504',
      how: 'computed',
      ageMs: undefined,
    })
    // Past every window the copy is gone: a second failure has nothing to stand in for it.
    expect(kept.stats().entries).toBe(0)
  })

  it('keeps only what keep accepts, and a copy forgotten is computed again', async () => {
    const { kept } = keptOnClock()
    const keepDone = (answer: string) => answer !== 'loading'
    expect(await kept.serve('/page', answers('loading').compute, keepDone)).toMatchObject({ ageMs: undefined })
    expect(await kept.answer('/page', answers('done').compute, keepDone)).toBe('done')
    expect(await kept.answer('/page', answers('not asked').compute, keepDone)).toBe('done')
    kept.forget('/page')
    expect(await kept.answer('/page', answers('again').compute, keepDone)).toBe('again')
  })

  it('counts each copy by bytesOf its answer and key, and keeps none larger than its byte bound', async () => {
    const { kept } = keptOnClock({ maxBytes: 20, bytesOf: (answer, key) => answer.length + key.length })
    await kept.answer('/a', answers('12345678').compute)
    expect(kept.stats()).toMatchObject({ entries: 1, bytes: 10 })
    expect(await kept.answer('/b', answers('x'.repeat(19)).compute)).toHaveLength(19)
    expect(kept.stats()).toMatchObject({ entries: 1, bytes: 10 })
  })
})
