import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { isPushTopic, type PushTopic } from '../../src/config/push-topics'
import type { PushMessage } from './new-items'

/**
 * The push notifications' one store (issue 51): a SQLite file in DATA_DIR, through Node's built-in `node:sqlite`
 * (no native module to build). It holds the parents' subscriptions (the push address, its two keys, the topics and
 * two times: nothing else about anyone), the items already seen, and the outbox of notifications not yet sent, so
 * that a restart resumes sending and sends nothing twice.
 */

export const PUSH_DATABASE_FILE = 'push.sqlite'

export interface StoredSubscription {
  endpoint: string
  p256dh: string
  auth: string
  topics: PushTopic[]
}

/** One push to make: a notification to one subscription. */
export interface OutboxEntry {
  id: number
  endpoint: string
  p256dh: string
  auth: string
  message: PushMessage
  attempts: number
}

export type PushStore = ReturnType<typeof openPushStore>

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS subscriptions (
    endpoint TEXT PRIMARY KEY,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    topics TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS seen_items (
    topic TEXT NOT NULL,
    item TEXT NOT NULL,
    PRIMARY KEY (topic, item)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS watched_topics (topic TEXT PRIMARY KEY, since INTEGER NOT NULL) STRICT;
  CREATE TABLE IF NOT EXISTS notifications (
    id INTEGER PRIMARY KEY,
    topic TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY,
    notification INTEGER NOT NULL REFERENCES notifications (id),
    endpoint TEXT NOT NULL,
    sending INTEGER NOT NULL DEFAULT 0,
    attempts INTEGER NOT NULL DEFAULT 0,
    due_at INTEGER NOT NULL,
    UNIQUE (notification, endpoint)
  ) STRICT;
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (sending, due_at);
  CREATE INDEX IF NOT EXISTS outbox_endpoint ON outbox (endpoint);
  CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
`

const topicsOf = (text: string): PushTopic[] => text.split(',').filter(isPushTopic)

export function openPushStore(dataDir: string, now: () => number = Date.now) {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(join(dataDir, PUSH_DATABASE_FILE))
  // WAL: the watcher's and the sender's writes do not block each other's reads; NORMAL is durable across a crash
  // of the process (the case here), and each commit stays cheap.
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  )
  db.exec(SCHEMA)

  function inTransaction<T>(work: () => T): T {
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      db.exec('COMMIT')
      return result
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }

  const statements = {
    setting: db.prepare('SELECT value FROM settings WHERE name = ?'),
    saveSetting: db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING'),
    saveSubscription: db.prepare(`
      INSERT INTO subscriptions (endpoint, p256dh, auth, topics, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, topics = excluded.topics,
        updated_at = excluded.updated_at`),
    hasSubscription: db.prepare('SELECT 1 FROM subscriptions WHERE endpoint = ?'),
    deleteSubscription: db.prepare('DELETE FROM subscriptions WHERE endpoint = ?'),
    deleteOutboxOf: db.prepare('DELETE FROM outbox WHERE endpoint = ?'),
    countSubscriptions: db.prepare('SELECT count(*) AS count FROM subscriptions'),
    subscription: db.prepare('SELECT endpoint, p256dh, auth, topics FROM subscriptions WHERE endpoint = ?'),
    watched: db.prepare('SELECT 1 FROM watched_topics WHERE topic = ?'),
    watch: db.prepare('INSERT OR IGNORE INTO watched_topics (topic, since) VALUES (?, ?)'),
    seen: db.prepare('SELECT 1 FROM seen_items WHERE topic = ? AND item = ?'),
    markSeen: db.prepare('INSERT OR IGNORE INTO seen_items (topic, item) VALUES (?, ?)'),
    addNotification: db.prepare('INSERT INTO notifications (topic, message, created_at) VALUES (?, ?, ?)'),
    fanOut: db.prepare(`
      INSERT INTO outbox (notification, endpoint, due_at)
      SELECT ?, endpoint, ? FROM subscriptions WHERE ',' || topics || ',' LIKE '%,' || ? || ',%'`),
    due: db.prepare(`
      SELECT outbox.id, outbox.endpoint, outbox.attempts, subscriptions.p256dh, subscriptions.auth,
        notifications.message
      FROM outbox
      JOIN subscriptions ON subscriptions.endpoint = outbox.endpoint
      JOIN notifications ON notifications.id = outbox.notification
      WHERE outbox.sending = 0 AND outbox.due_at <= ?
      ORDER BY outbox.due_at, outbox.id
      LIMIT ?`),
    claim: db.prepare('UPDATE outbox SET sending = 1 WHERE id = ?'),
    done: db.prepare('DELETE FROM outbox WHERE id = ?'),
    retry: db.prepare('UPDATE outbox SET sending = 0, attempts = attempts + 1, due_at = ? WHERE id = ?'),
    abandoned: db.prepare('DELETE FROM outbox WHERE sending = 1'),
    orphans: db.prepare('DELETE FROM outbox WHERE endpoint NOT IN (SELECT endpoint FROM subscriptions)'),
    sentNotifications: db.prepare('DELETE FROM notifications WHERE id NOT IN (SELECT notification FROM outbox)'),
    waiting: db.prepare('SELECT count(*) AS count FROM outbox'),
    nextDue: db.prepare('SELECT min(due_at) AS at FROM outbox WHERE sending = 0'),
  }

  return {
    /** A setting kept in the store (the VAPID keys); the first value saved stays. */
    setting(name: string): string | undefined {
      const row = statements.setting.get(name) as { value: string } | undefined
      return row?.value
    },
    saveSetting(name: string, value: string) {
      statements.saveSetting.run(name, value)
    },

    /** Saves a subscription, or its new topics and keys. */
    saveSubscription({ endpoint, p256dh, auth, topics }: StoredSubscription) {
      const at = now()
      statements.saveSubscription.run(endpoint, p256dh, auth, topics.join(','), at, at)
    },
    hasSubscription: (endpoint: string) => statements.hasSubscription.get(endpoint) !== undefined,
    subscription(endpoint: string): StoredSubscription | undefined {
      const row = statements.subscription.get(endpoint) as Record<string, string> | undefined
      return row && { endpoint: row.endpoint!, p256dh: row.p256dh!, auth: row.auth!, topics: topicsOf(row.topics!) }
    },
    /** A parent who stopped, or an address the push service says is gone: deleted at once, with what it was due. */
    deleteSubscription(endpoint: string): boolean {
      return inTransaction(() => {
        statements.deleteOutboxOf.run(endpoint)
        return Number(statements.deleteSubscription.run(endpoint).changes) > 0
      })
    },
    subscriptionCount: () => Number((statements.countSubscriptions.get() as { count: number }).count),

    /**
     * One round of the watcher for one topic, in one transaction: the items not seen before are marked seen, and
     * their notifications (made by `messagesFor` from them) go into the outbox for every subscriber of the topic,
     * due at `dueAt`. The first round of a topic only marks what is there as seen. Returns the new items' count and
     * how many pushes were queued.
     */
    recordRound<Item extends { key: string }>(
      topic: PushTopic,
      items: readonly Item[],
      messagesFor: (fresh: Item[]) => PushMessage[],
      dueAt: number,
    ): { fresh: number; queued: number } {
      return inTransaction(() => {
        const firstRound = statements.watched.get(topic) === undefined
        const fresh = items.filter((item) => statements.seen.get(topic, item.key) === undefined)
        const unique = [...new Map(fresh.map((item) => [item.key, item])).values()]
        for (const item of unique) statements.markSeen.run(topic, item.key)
        statements.watch.run(topic, now())
        if (firstRound || unique.length === 0) return { fresh: firstRound ? 0 : unique.length, queued: 0 }
        let queued = 0
        for (const message of messagesFor(unique)) {
          const { lastInsertRowid } = statements.addNotification.run(topic, JSON.stringify(message), now())
          queued += Number(statements.fanOut.run(lastInsertRowid, dueAt, topic).changes)
        }
        return { fresh: unique.length, queued }
      })
    },

    /**
     * Up to `limit` pushes due now, each marked as being sent in the same transaction: a push marked so is never
     * taken again, even after a crash (abandonInterrupted).
     */
    claimDue(limit: number): OutboxEntry[] {
      return inTransaction(() => {
        const rows = statements.due.all(now(), limit) as Array<Record<string, string | number>>
        for (const row of rows) statements.claim.run(row.id!)
        return rows.map((row) => ({
          id: Number(row.id),
          endpoint: String(row.endpoint),
          p256dh: String(row.p256dh),
          auth: String(row.auth),
          attempts: Number(row.attempts),
          message: JSON.parse(String(row.message)) as PushMessage,
        }))
      })
    },
    /** The push was made (or given up): out of the outbox. */
    finished(id: number) {
      statements.done.run(id)
    },
    /** The push service asked to wait (429, 5xx): back in the outbox, due at `dueAt`. */
    retryAt(id: number, dueAt: number) {
      statements.retry.run(dueAt, id)
    },
    /**
     * At start: pushes that were being sent when the process stopped may have reached the push service; they are not
     * sent again (a missed notification is better than a double). Returns how many.
     */
    abandonInterrupted(): number {
      return inTransaction(() => {
        statements.orphans.run()
        const abandoned = Number(statements.abandoned.run().changes)
        statements.sentNotifications.run()
        return abandoned
      })
    },
    /** Notifications whose pushes are all made, removed. */
    forgetSent() {
      statements.sentNotifications.run()
    },
    waitingCount: () => Number((statements.waiting.get() as { count: number }).count),
    /** When the next waiting push is due (ms since the epoch), if any. */
    nextDueAt(): number | undefined {
      const row = statements.nextDue.get() as { at: number | null }
      return row.at ?? undefined
    },
    close: () => db.close(),
  }
}
