import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublishedItem } from '../../../server/push/new-items'
import { createPushSender, type SendPush } from '../../../server/push/push-sender'
import { openPushStore, storeTroubleReporter, PUSH_DATABASE_FILE } from '../../../server/push/push-store'
import { pushRoutes } from '../../../server/push/push-subscriptions'
import { startWatching, type PublishedLists } from '../../../server/push/push-watcher'

/**
 * DATA_DIR full or not writable: the web admin reads one clear line naming the file and the variable (not a line a
 * request), a parent reads words (a 503), and once there is space again nothing queued is lost or sent twice. The
 * disk is a real one: a small tmpfs mounted for the test (CI and this workplace run as root).
 */

const mounts: string[] = []
afterEach(() => {
  for (const dir of mounts.splice(0)) execFileSync('umount', [dir])
})

function smallDisk(options: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'push-disk-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir])
  mounts.push(dir)
  return dir
}

const keys = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') }
}
const daytime = () => Date.parse('2026-12-07T12:00:00+05:30')
const notice = (key: string): PublishedItem => ({ topic: 'news', key, title: `Notice ${key}`, text: '', path: '/News' })
const until = async (done: () => boolean, ms = 5_000) => {
  const started = Date.now()
  while (!done()) {
    if (Date.now() - started > ms) throw new Error('waited too long')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('a full or unwritable DATA_DIR', () => {
  it('fails loudly once, answers parents in words, and loses or doubles nothing once space is back', async () => {
    const disk = smallDisk('size=2m')
    const dataDir = join(disk, 'data')
    const store = openPushStore(dataDir, daytime)
    const file = join(dataDir, PUSH_DATABASE_FILE)
    const lines: string[] = []
    const trouble = storeTroubleReporter((line) => lines.push(line), file)
    const app = pushRoutes({
      store,
      extraHosts: [],
      clientOf: () => '203.0.113.5',
      onStoreError: trouble.failed,
      onStoreWrite: trouble.wrote,
    })
    const put = (n: number) =>
      app.request('/push/subscription', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          subscription: { endpoint: `https://fcm.googleapis.com/${n}`, keys: keys() },
          topics: ['news'],
        }),
      })
    for (let n = 0; n < 7; n += 1) expect((await put(n)).status).toBe(200)

    const sent: string[] = []
    const send: SendPush = async (entry) => {
      sent.push(`${entry.endpoint} ${entry.message.tag}`)
      return { status: 201 }
    }
    let news = [notice('a')]
    const lists: PublishedLists = {
      news: async () => news,
      events: async () => [],
      results: async () => [],
      albums: async () => [],
    }
    const sender = createPushSender(store, send, { now: daytime, onStoreError: trouble.failed })
    const stop = startWatching(store, lists, sender, {
      intervalMs: 50,
      log: (line) => lines.push(line),
      onStoreError: trouble.failed,
      onRound: trouble.wrote,
      now: daytime,
    })
    await until(() => lines.some((line) => line.startsWith('[push] news 0 new')))

    // The disk fills up (another program's file), and a notice is published.
    const filler = join(disk, 'filler')
    try {
      writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024))
    } catch {
      // Written as far as it fits: the disk is full.
    }
    news = [notice('b'), notice('a')]
    const refused = await Promise.all(Array.from({ length: 40 }, (_, n) => put(100 + n)))
    for (const answer of refused) {
      expect(answer.status).toBe(503)
      expect(await answer.json()).toEqual({ message: expect.stringMatching(/cannot save notifications just now/) })
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    const troubleLines = lines.filter((line) => line.includes('cannot be written'))
    expect(troubleLines).toEqual([expect.stringContaining(`${file} (its folder is DATA_DIR) cannot be written`)])
    console.info(troubleLines[0])
    expect(troubleLines[0]).toMatch(/full/)
    expect(lines.join('\n')).not.toMatch(/cannot rollback/)
    expect(sent).toEqual([])

    // Space again: the notice goes to each of the 7 parents once, and the log says the trouble is over.
    rmSync(filler)
    await until(() => sent.length === 7)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(new Set(sent).size).toBe(7)
    expect(sent.every((line) => line.endsWith('news:b'))).toBe(true)
    expect(lines.filter((line) => line.includes('can be written again'))).toHaveLength(1)
    expect((await put(500)).status).toBe(200)
    stop()
    store.close()
  }, 30_000)

  it('names the file and DATA_DIR when the folder cannot be written at all', () => {
    const readOnly = smallDisk('size=1m,ro')
    expect(() => openPushStore(join(readOnly, 'data'))).toThrow(
      new RegExp(`${join(readOnly, 'data', PUSH_DATABASE_FILE)} \\(its folder is DATA_DIR\\) cannot be written`),
    )
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'push-file-')), 'file')
    writeFileSync(notAFolder, '')
    expect(() => openPushStore(notAFolder)).toThrow(/DATA_DIR/)
  })
})
