import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { openPushStore, PUSH_DATABASE_FILE } from '../../../server/push/push-store'
import { watchRound, type PublishedLists } from '../../../server/push/push-watcher'

/**
 * A result published to 200,000 subscriptions (the store's bound) is queued in steps: the server's one thread stays
 * free for pages and /healthz between them, instead of being held for the whole fan-out.
 */

const SUBSCRIPTIONS = 200_000

describe('fanning one notification out to every subscription', () => {
  it(`never holds the thread long, with ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'push-fan-out-'))
    const daytime = () => Date.parse('2026-12-07T12:00:00+05:30')
    const store = openPushStore(dataDir, daytime)
    // The subscriptions written straight into the file, as 200,000 parents' PUTs would have left them.
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const p256dh = ecdh.getPublicKey('base64url')
    const db = new DatabaseSync(join(dataDir, PUSH_DATABASE_FILE))
    const insert = db.prepare(
      'INSERT INTO subscriptions (endpoint, p256dh, auth, topics, created_at, updated_at) VALUES (?, ?, ?, ?, 0, 0)',
    )
    db.exec('BEGIN')
    for (let n = 0; n < SUBSCRIPTIONS; n += 1) {
      insert.run(`https://fcm.googleapis.com/fcm/send/${n}`, p256dh, randomBytes(16).toString('base64url'), 'results')
    }
    db.exec('COMMIT')
    db.close()

    let results = [{ topic: 'results' as const, key: 'old', title: 'Old', text: '', path: '/topperX' }]
    const lists: PublishedLists = {
      news: async () => [],
      events: async () => [],
      albums: async () => [],
      results: async () => results,
    }
    await watchRound(store, lists, undefined, daytime)
    results = [...results, { topic: 'results', key: 'new', title: 'ISC results', text: '', path: '/topperXII' }]

    // The longest the thread is held: the largest gap between ticks of a 1 ms timer while the round runs.
    let longest = 0
    let last = performance.now()
    const ticker = setInterval(() => {
      const at = performance.now()
      longest = Math.max(longest, at - last)
      last = at
    }, 1)
    const started = performance.now()
    const round = await watchRound(store, lists, undefined, daytime)
    const took = performance.now() - started
    clearInterval(ticker)
    console.info(
      `${round.queued} pushes queued in ${Math.round(took)} ms; the thread held ${Math.round(longest)} ms at most`,
    )
    expect(round.queued).toBe(SUBSCRIPTIONS)
    expect(store.waitingCount()).toBe(SUBSCRIPTIONS)
    // In one transaction it held the thread about a second; a step is a few milliseconds (a machine loaded by other test files adds a few hundred).
    expect(longest).toBeLessThan(500)
    store.close()
  }, 120_000)
})
