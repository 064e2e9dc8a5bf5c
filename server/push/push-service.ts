import webpush from 'web-push'
import { Hono, type Context } from 'hono'
import { join } from 'node:path'
import { PUBLISHED_LISTS } from '../../src/entry-server'
import { albumItems, eventItems, newsItems, resultItems } from './new-items'
import { pushRequests } from './push-request'
import { createPushSender } from './push-sender'
import { openPushStore, PUSH_DATABASE_FILE, storeErrorOf, storeTroubleReporter, type PushStore } from './push-store'
import { pushRoutes, storeTroubleAnswer, withPushKeyInPages, type PageHandler } from './push-subscriptions'
import { DEFAULT_PUSH_INTERVAL_S, startWatching, type PublishedLists } from './push-watcher'
import { ServerConfigError } from '../server-config'
import { PUSH_SUBSCRIPTION_PATH } from '../../src/config/push-topics'

/**
 * Notifications to parents' phones from `npm start`: the settings, the keys, the store, the addresses, the watcher
 * and the sender, put together. The payload's encryption and the VAPID signature come from the `web-push` package;
 * the request itself is push-request.ts's.
 */

/** DATA_DIR's default: the push store's folder, beside where the server is started. */
const DEFAULT_DATA_DIR = './data'

export interface PushSettings {
  dataDir: string
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, when both are set. */
  keys: { publicKey: string; privateKey: string } | undefined
  subject: string
  /** PUSH_SERVICE_HOSTS: push services accepted beside the known ones (lower case). */
  extraHosts: string[]
  intervalMs: number
}

/** DATA_DIR, VAPID_*, PUSH_SERVICE_HOSTS and PUSH_INTERVAL_S as the server reads them at start-up. */
export function parsePushSettings(env: Readonly<Record<string, string | undefined>>, siteUrl: string): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ServerConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither.')
  }
  const subject =
    env.VAPID_SUBJECT?.trim() ||
    (siteUrl.startsWith('https://') ? siteUrl : `mailto:webmaster@${new URL(siteUrl).hostname}`)
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new ServerConfigError(`VAPID_SUBJECT must be a mailto: or https: address; it is ${JSON.stringify(subject)}.`)
  }
  const rawInterval = env.PUSH_INTERVAL_S?.trim() || String(DEFAULT_PUSH_INTERVAL_S)
  const interval = /^\d+(\.\d+)?$/.test(rawInterval) ? Number(rawInterval) : NaN
  if (!(interval >= 0.1 && interval <= 86_400)) {
    throw new ServerConfigError(
      `PUSH_INTERVAL_S must be seconds from 0.1 to 86400; it is ${JSON.stringify(env.PUSH_INTERVAL_S)}.`,
    )
  }
  return {
    dataDir: env.DATA_DIR?.trim() || DEFAULT_DATA_DIR,
    keys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject,
    extraHosts: (env.PUSH_SERVICE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    intervalMs: interval * 1000,
  }
}

/** The VAPID keys: from the settings, else the pair kept in the store, else a new pair, kept there. */
function vapidKeys(settings: PushSettings, store: PushStore, log: (line: string) => void) {
  if (settings.keys) return settings.keys
  const kept = store.setting('vapid-keys')
  if (kept) return JSON.parse(kept) as { publicKey: string; privateKey: string }
  store.saveSetting('vapid-keys', JSON.stringify(webpush.generateVAPIDKeys()))
  log(
    `[push] Generated the site's VAPID keys and kept them in ${settings.dataDir}/${PUSH_DATABASE_FILE}: keep that ` +
      'file (or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), or every parent must subscribe again.',
  )
  return JSON.parse(store.setting('vapid-keys')!) as { publicKey: string; privateKey: string }
}

/** The lists the watcher reads, as published items (new-items.ts). */
const PUBLISHED_ITEMS: PublishedLists = {
  news: async () => newsItems(await PUBLISHED_LISTS.news()),
  events: async () => eventItems(await PUBLISHED_LISTS.events()),
  results: async () => resultItems(await PUBLISHED_LISTS.toppers()),
  albums: async () => albumItems(await PUBLISHED_LISTS.gallery()),
}

export interface PushService {
  /** The subscription's address, a part of the server to mount (push-subscriptions.ts). */
  routes: Hono
  /** The server's handler with the public key in its pages (withPushKeyInPages). */
  withKeyInPages(handler: PageHandler): PageHandler
  stop(): void
}

/** Notifications off: a store that cannot be opened. The control's address answers why, and pages show no control. */
function storeUnavailable(): PushService {
  return {
    routes: new Hono().on(['PUT', 'DELETE'], PUSH_SUBSCRIPTION_PATH, storeTroubleAnswer),
    withKeyInPages: (handler) => handler,
    stop() {},
  }
}

/** Opens the store, settles the keys and starts the watcher and the sender; the server mounts `routes`. */
export function startPushService({
  settings,
  icon,
  clientOf,
  log,
}: {
  settings: PushSettings
  /** The school's icon, shown with each notification. */
  icon: string
  clientOf: (c: Context) => string
  log: (line: string) => void
}): PushService {
  const file = join(settings.dataDir, PUSH_DATABASE_FILE)
  let store: PushStore
  let keys: { publicKey: string; privateKey: string }
  try {
    store = openPushStore(settings.dataDir)
    keys = vapidKeys(settings, store, log)
  } catch (error) {
    log(`[push] Notifications are off: ${storeErrorOf(error, file).message} Restart the server once it can.`)
    return storeUnavailable()
  }
  const trouble = storeTroubleReporter(log, file)
  const send = pushRequests({ vapid: { subject: settings.subject, ...keys }, extraHosts: settings.extraHosts, icon })
  const sender = createPushSender(store, send, { onStoreError: trouble.failed })
  const stopWatching = startWatching(store, PUBLISHED_ITEMS, sender, {
    intervalMs: settings.intervalMs,
    log,
    onStoreError: trouble.failed,
    onRound: trouble.wrote,
  })
  log(
    `[push] Notifications on: ${store.subscriptionCount()} subscription(s), a round every ${settings.intervalMs / 1000} s`,
  )
  return {
    routes: pushRoutes({
      store,
      extraHosts: settings.extraHosts,
      clientOf,
      onStoreError: trouble.failed,
      onStoreWrite: trouble.wrote,
    }),
    withKeyInPages: (handler) => withPushKeyInPages(handler, keys.publicKey),
    stop() {
      stopWatching()
      store.close()
    },
  }
}
