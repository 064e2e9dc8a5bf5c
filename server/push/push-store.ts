import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { isPushTopic, type PushTopic } from '../../src/config/push-topics'
import type { Lang } from '../../src/config/languages'
import { messageIn, type StoredMessage } from './new-items'
import type { PushMessage } from './new-items'

/**
 * The push notifications' one store: a SQLite file in DATA_DIR, through Node's built-in `node:sqlite` (no native
 * module to build). It holds the parents' subscriptions (the push address, its two keys, the topics, the language and three times:
 * made, changed, first reached; nothing else about anyone), the items already seen, and the outbox of notifications
 * not yet sent, so that a restart resumes sending and sends nothing twice.
 */

export const PUSH_DATABASE_FILE = 'push.sqlite'

export interface StoredSubscription {
  endpoint: string
  p256dh: string
  auth: string
  topics: PushTopic[]
  /** The language of the page it was made on: its notifications are written in it (English when not given). */
  lang?: Lang
}

/** A push due now, as the sender first reads it: which service it goes to, and whether it is a retry. */
export interface DueEntry {
  id: number
  endpoint: string
  attempts: number
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
    lang TEXT NOT NULL DEFAULT 'en',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    delivered_at INTEGER
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
    created_at INTEGER NOT NULL,
    due_at INTEGER,
    fan_out_from INTEGER
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

/**
 * Columns added after the first release, with what a store made before them gets: its subscriptions count as
 * delivered (they are parents who subscribed before the flood bound existed), its notifications as fanned out.
 */
const ADDED_COLUMNS = [
  { table: 'subscriptions', column: 'delivered_at', type: 'INTEGER', fill: 'updated_at' },
  { table: 'subscriptions', column: 'lang', type: "TEXT NOT NULL DEFAULT 'en'", fill: "'en'" },
  { table: 'notifications', column: 'due_at', type: 'INTEGER', fill: 'NULL' },
  { table: 'notifications', column: 'fan_out_from', type: 'INTEGER', fill: 'NULL' },
]
const INDEXES = `
  CREATE INDEX IF NOT EXISTS subscriptions_undelivered ON subscriptions (created_at) WHERE delivered_at IS NULL;
`

/** Subscriptions read in one step of a fan-out: a few milliseconds of the thread, however many parents there are. */
const FAN_OUT_STEP = 2_000

/**
 * The store's file could not be opened or written (a full disk, a folder the server may not write): says which
 * file and which variable sets its folder, and keeps SQLite's own words.
 */
export class PushStoreError extends Error {
  override name = 'PushStoreError'
}

/** The store's words for `error`, naming its file and DATA_DIR. */
export function storeErrorOf(error: unknown, file: string): PushStoreError {
  if (error instanceof PushStoreError) return error
  const reason = error instanceof Error ? error.message : String(error)
  return new PushStoreError(
    `The notifications' store ${file} (its folder is DATA_DIR) cannot be written: ${reason}. ` +
      'Free space there, or set DATA_DIR to a folder the server may write.',
    { cause: error },
  )
}

const topicsOf = (text: string): PushTopic[] => text.split(',').filter(isPushTopic)

/**
 * The store's trouble (a full disk, a folder the server may not write), told to the web admin once, with the file
 * and the variable, and once more when it is over: not a line per request or per round.
 */
export function storeTroubleReporter(log: (line: string) => void, file: string) {
  let troubled = false
  return {
    failed(error: unknown) {
      if (troubled) return
      troubled = true
      log(`[push] ${storeErrorOf(error, file).message} Notifications wait, and nothing queued is lost.`)
    },
    wrote() {
      if (!troubled) return
      troubled = false
      log(`[push] The notifications' store ${file} can be written again.`)
    },
  }
}

/** The store's database, made or brought up to date; a PushStoreError naming the file when it cannot be. */
function openDatabase(dataDir: string, file: string): DatabaseSync {
  let db: DatabaseSync | undefined
  try {
    mkdirSync(dataDir, { recursive: true })
    db = new DatabaseSync(file)
    // WAL: the watcher's and the sender's writes do not block each other's reads; NORMAL is durable across a crash
    // of the process (the case here), and each commit stays cheap.
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
    )
    db.exec(SCHEMA)
    for (const { table, column, type, fill } of ADDED_COLUMNS) {
      const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as Array<{ name: string }>
      if (columns.some(({ name }) => name === column)) continue
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}; UPDATE ${table} SET ${column} = ${fill};`)
    }
    db.exec(INDEXES)
    return db
  } catch (error) {
    db?.close()
    throw storeErrorOf(error, file)
  }
}

export function openPushStore(dataDir: string, now: () => number = Date.now) {
  const file = join(dataDir, PUSH_DATABASE_FILE)
  const db = openDatabase(dataDir, file)

  function inTransaction<T>(work: () => T): T {
    try {
      db.exec('BEGIN IMMEDIATE')
      try {
        const result = work()
        db.exec('COMMIT')
        return result
      } catch (error) {
        // SQLite ends the transaction itself on some errors (a full disk): a ROLLBACK then would hide the cause.
        if (db.isTransaction) db.exec('ROLLBACK')
        throw error
      }
    } catch (error) {
      throw storeErrorOf(error, file)
    }
  }
  /** One statement outside a transaction, its error naming the store. */
  function writing<T>(work: () => T): T {
    try {
      return work()
    } catch (error) {
      throw storeErrorOf(error, file)
    }
  }

  const statements = {
    setting: db.prepare('SELECT value FROM settings WHERE name = ?'),
    saveSetting: db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING'),
    saveSubscription: db.prepare(`
      INSERT INTO subscriptions (endpoint, p256dh, auth, topics, lang, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, topics = excluded.topics,
        lang = excluded.lang, updated_at = excluded.updated_at`),
    oldestUndelivered: db.prepare(
      'SELECT endpoint FROM subscriptions WHERE delivered_at IS NULL ORDER BY created_at, rowid LIMIT 1',
    ),
    delivered: db.prepare('UPDATE subscriptions SET delivered_at = ? WHERE endpoint = ?'),
    hasSubscription: db.prepare('SELECT 1 FROM subscriptions WHERE endpoint = ?'),
    deleteSubscription: db.prepare('DELETE FROM subscriptions WHERE endpoint = ?'),
    deleteOutboxOf: db.prepare('DELETE FROM outbox WHERE endpoint = ?'),
    countSubscriptions: db.prepare('SELECT count(*) AS count FROM subscriptions'),
    subscription: db.prepare('SELECT endpoint, p256dh, auth, topics, lang FROM subscriptions WHERE endpoint = ?'),
    watched: db.prepare('SELECT 1 FROM watched_topics WHERE topic = ?'),
    watch: db.prepare('INSERT OR IGNORE INTO watched_topics (topic, since) VALUES (?, ?)'),
    seen: db.prepare('SELECT 1 FROM seen_items WHERE topic = ? AND item = ?'),
    markSeen: db.prepare('INSERT OR IGNORE INTO seen_items (topic, item) VALUES (?, ?)'),
    addNotification: db.prepare(
      'INSERT INTO notifications (topic, message, created_at, due_at, fan_out_from) VALUES (?, ?, ?, ?, 0)',
    ),
    fanningOut: db.prepare(
      'SELECT id, topic, due_at, fan_out_from FROM notifications WHERE fan_out_from IS NOT NULL ORDER BY id LIMIT 1',
    ),
    fanOut: db.prepare(`
      INSERT OR IGNORE INTO outbox (notification, endpoint, due_at)
      SELECT ?, endpoint, ? FROM subscriptions
      WHERE rowid >= ? AND rowid < ? AND ',' || topics || ',' LIKE '%,' || ? || ',%'`),
    lastSubscriptionRow: db.prepare('SELECT max(rowid) AS last FROM subscriptions'),
    fannedOutTo: db.prepare('UPDATE notifications SET fan_out_from = ? WHERE id = ?'),
    dueAfter: db.prepare(`
      SELECT id, endpoint, attempts FROM outbox
      WHERE id > ? AND sending = 0 AND due_at <= ?
      ORDER BY id
      LIMIT ?`),
    claim: db.prepare('UPDATE outbox SET sending = 1 WHERE id = ? AND sending = 0'),
    claimed: db.prepare(`
      SELECT outbox.id, outbox.endpoint, outbox.attempts, subscriptions.p256dh, subscriptions.auth,
        subscriptions.lang, notifications.message
      FROM outbox
      JOIN subscriptions ON subscriptions.endpoint = outbox.endpoint
      JOIN notifications ON notifications.id = outbox.notification
      WHERE outbox.id = ?`),
    done: db.prepare('DELETE FROM outbox WHERE id = ?'),
    retry: db.prepare('UPDATE outbox SET sending = 0, attempts = attempts + 1, due_at = ? WHERE id = ?'),
    abandoned: db.prepare('DELETE FROM outbox WHERE sending = 1'),
    orphans: db.prepare('DELETE FROM outbox WHERE endpoint NOT IN (SELECT endpoint FROM subscriptions)'),
    sentNotifications: db.prepare(
      'DELETE FROM notifications WHERE fan_out_from IS NULL AND id NOT IN (SELECT notification FROM outbox)',
    ),
    waiting: db.prepare('SELECT count(*) AS count FROM outbox'),
    nextDue: db.prepare('SELECT min(due_at) AS at FROM outbox WHERE sending = 0'),
  }

  const entryOf = (row: Record<string, string | number>): OutboxEntry => ({
    id: Number(row.id),
    endpoint: String(row.endpoint),
    p256dh: String(row.p256dh),
    auth: String(row.auth),
    attempts: Number(row.attempts),
    // The notification in the subscription's language.
    message: messageIn(JSON.parse(String(row.message)) as StoredMessage, row.lang === 'hi' ? 'hi' : 'en'),
  })

  function deleteSubscription(endpoint: string): boolean {
    return inTransaction(() => {
      statements.deleteOutboxOf.run(endpoint)
      return Number(statements.deleteSubscription.run(endpoint).changes) > 0
    })
  }

  return {
    /** The store's file, for messages to the web admin. */
    file,
    /** A setting kept in the store (the VAPID keys); the first value saved stays. */
    setting(name: string): string | undefined {
      const row = statements.setting.get(name) as { value: string } | undefined
      return row?.value
    },
    saveSetting(name: string, value: string) {
      writing(() => statements.saveSetting.run(name, value))
    },

    /** Saves a subscription, or its new topics and keys. */
    saveSubscription({ endpoint, p256dh, auth, topics, lang = 'en' }: StoredSubscription) {
      const at = now()
      writing(() => statements.saveSubscription.run(endpoint, p256dh, auth, topics.join(','), lang, at, at))
    },
    hasSubscription: (endpoint: string) => statements.hasSubscription.get(endpoint) !== undefined,
    subscription(endpoint: string): StoredSubscription | undefined {
      const row = statements.subscription.get(endpoint) as Record<string, string> | undefined
      return (
        row && {
          endpoint: row.endpoint!,
          p256dh: row.p256dh!,
          auth: row.auth!,
          topics: topicsOf(row.topics!),
          lang: row.lang === 'hi' ? 'hi' : 'en',
        }
      )
    },
    /** A parent who stopped, or an address the push service says is gone: deleted at once, with what it was due. */
    deleteSubscription,
    /**
     * Makes room for a newcomer: the oldest subscription that no push has ever reached is deleted (a flood's
     * addresses never receive one; a parent's first notification confirms theirs). False when every subscription
     * has been reached: then the store is full of parents.
     */
    evictOldestUndelivered(): boolean {
      const row = statements.oldestUndelivered.get() as { endpoint: string } | undefined
      return row !== undefined && deleteSubscription(row.endpoint)
    },
    subscriptionCount: () => Number((statements.countSubscriptions.get() as { count: number }).count),

    /**
     * One round of the watcher for one topic, in one transaction: the items not seen before are marked seen, and
     * their notifications (made by `messagesFor` from them) are recorded, due at `dueAt`, to be fanned out to the
     * topic's subscribers by fanOutStep. The first round of a topic only marks what is there as seen. Returns the
     * new items' count and how many notifications were recorded.
     */
    recordRound<Item extends { key: string }>(
      topic: PushTopic,
      items: readonly Item[],
      messagesFor: (fresh: Item[]) => StoredMessage[],
      dueAt: number,
    ): { fresh: number; notifications: number } {
      return inTransaction(() => {
        const firstRound = statements.watched.get(topic) === undefined
        const fresh = items.filter((item) => statements.seen.get(topic, item.key) === undefined)
        const unique = [...new Map(fresh.map((item) => [item.key, item])).values()]
        for (const item of unique) statements.markSeen.run(topic, item.key)
        statements.watch.run(topic, now())
        if (firstRound || unique.length === 0) return { fresh: firstRound ? 0 : unique.length, notifications: 0 }
        const messages = messagesFor(unique)
        for (const message of messages) statements.addNotification.run(topic, JSON.stringify(message), now(), dueAt)
        return { fresh: unique.length, notifications: messages.length }
      })
    },

    /**
     * The next step of a notification's fan-out: its pushes for the next FAN_OUT_STEP subscriptions (by row) put in
     * the outbox, and how far it got, in one transaction. A restart goes on where the last step ended. Returns the
     * pushes queued, or undefined when no notification is being fanned out.
     */
    fanOutStep(step: number = FAN_OUT_STEP): number | undefined {
      return inTransaction(() => {
        const fanning = statements.fanningOut.get() as
          { id: number; topic: string; due_at: number | null; fan_out_from: number } | undefined
        if (!fanning) return undefined
        const from = Number(fanning.fan_out_from)
        const to = from + step
        const queued = Number(
          statements.fanOut.run(fanning.id, fanning.due_at ?? now(), from, to, fanning.topic).changes,
        )
        const last = Number((statements.lastSubscriptionRow.get() as { last: number | null }).last ?? 0)
        statements.fannedOutTo.run(to > last ? null : to, fanning.id)
        return queued
      })
    },

    /** Up to `limit` pushes due by `dueBy`, not being sent, after the one with id `after`, in the order queued. */
    dueAfter(after: number, dueBy: number, limit: number): DueEntry[] {
      const rows = statements.dueAfter.all(after, dueBy, limit) as Array<Record<string, string | number>>
      return rows.map((row) => ({ id: Number(row.id), endpoint: String(row.endpoint), attempts: Number(row.attempts) }))
    },
    /**
     * The push `id`, marked as being sent, when no one has taken it yet: a push marked so is never taken again,
     * even after a crash (abandonInterrupted), nor by another server on the same store.
     */
    claim(id: number): OutboxEntry | undefined {
      return inTransaction(() => {
        if (Number(statements.claim.run(id).changes) === 0) return undefined
        const row = statements.claimed.get(id) as Record<string, string | number> | undefined
        if (!row) {
          statements.done.run(id)
          return undefined
        }
        return entryOf(row)
      })
    },
    /** The push was made (or given up): out of the outbox; a push the service took confirms its subscription. */
    finished(id: number, deliveredTo?: string) {
      inTransaction(() => {
        statements.done.run(id)
        if (deliveredTo !== undefined) statements.delivered.run(now(), deliveredTo)
      })
    },
    /** The push service asked to wait (429, 5xx): back in the outbox, due at `dueAt`. */
    retryAt(id: number, dueAt: number) {
      writing(() => statements.retry.run(dueAt, id))
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
    /** Notifications fanned out whose pushes are all made, removed. */
    forgetSent() {
      writing(() => statements.sentNotifications.run())
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
