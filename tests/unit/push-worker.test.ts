import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

/**
 * public/push-worker.js, the offline worker's notifications, run as the browser runs it (a classic script with `self`)
 * in a context of its own, with a stand-in for the worker's `self`: what a push shows and what a tap opens, for
 * payloads a forger writes. Only addresses of the site itself may ever be shown or opened (tests/e2e-server/
 * notify.spec.ts drives the same worker in Chromium).
 */

const WORKER = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'push-worker.js'), 'utf8')
const SITE = 'https://www.example-school.org'

interface Shown {
  title: string
  options: { icon: string; data: { url: string } }
}

/** The worker's script started in a fresh context; its `push` and `notificationclick` as a browser fires them. */
function startWorker() {
  const listeners = new Map<string, (event: unknown) => void>()
  const shown: Shown[] = []
  const opened: string[] = []
  const self = {
    location: new URL(`${SITE}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Shown['options']) => void shown.push({ title, options }),
    },
    clients: { matchAll: async () => [], openWindow: async (address: string) => void opened.push(address) },
  }
  runInNewContext(WORKER, { self, URL })
  /** Fires an event and waits for what it asked the browser to wait for. */
  const fire = async (type: string, event: object) => {
    const waits: Array<Promise<unknown>> = []
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) })
    await Promise.all(waits)
  }
  return {
    /** What a push of `message` (the server's JSON) shows. */
    async push(message: unknown): Promise<Shown> {
      await fire('push', { data: { json: () => message } })
      const last = shown.at(-1)
      if (!last) throw new Error('the push showed nothing')
      return last
    },
    /** What a tap on a notification whose data names `url` opens (no tab of the site open). */
    async tap(url: unknown): Promise<string> {
      await fire('notificationclick', { notification: { close: () => undefined, data: { url } } })
      const last = opened.at(-1)
      if (last === undefined) throw new Error('the tap opened nothing')
      return last
    },
  }
}

/** Addresses a forged payload may carry, as `url` or `icon`: each must stay on the site, whatever it says. */
const HOSTILE_ADDRESSES: unknown[] = [
  '/.//evil.example',
  '/.//evil.example/login?next=1#top',
  '/..//evil.example',
  '/././/evil.example',
  '/.///evil.example',
  '/%2e//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/./\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  '/%2F%2Fevil.example',
  '/.%2F/evil.example',
  `${SITE}//evil.example`,
  `${SITE}/.//evil.example`,
  'https://evil.example',
  'http://evil.example/icon.png',
  'https:evil.example',
  'https:/evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'blob:https://evil.example/1',
  'ftp://evil.example',
  42,
  null,
  {},
]

/** An address as the notification system or a window reads it: relative to the site's own address. */
const originOf = (address: string) => new URL(address, SITE).origin

describe('the offline worker: a forged push never leads off the site', () => {
  it.each(HOSTILE_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    '%s as the icon and the address: the icon, the data and the window opened are on the site',
    async (_name, address) => {
      const worker = startWorker()
      const { options } = await worker.push({ title: 'Sports day moved', url: address, icon: address })
      for (const shownAddress of [options.icon, options.data.url]) {
        expect(shownAddress).toMatch(/^\/(?![/\\])/)
        expect(originOf(shownAddress)).toBe(SITE)
      }
      const opened = await worker.tap(options.data.url)
      expect(new URL(opened).origin).toBe(SITE)
      // A tap on data the worker did not write itself (another version's) is held to the site as well.
      expect(new URL(await worker.tap(address)).origin).toBe(SITE)
    },
  )

  it("keeps the site's own addresses as the server writes them", async () => {
    const worker = startWorker()
    const { options } = await worker.push({
      title: 'Sports day moved',
      url: '/Events?year=2026&item=event-e1',
      icon: '/icons/icon-192.png',
    })
    expect(options.data.url).toBe('/Events?year=2026&item=event-e1')
    expect(options.icon).toBe('/icons/icon-192.png')
    expect(await worker.tap(options.data.url)).toBe(`${SITE}/Events?year=2026&item=event-e1`)
  })
})
