import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectNoViolations } from '../a11y/axe'
import { startFakePushService, type FakePushService, type FakeSubscriber } from '../push/fake-push-service'

/**
 * "Notify me" and the offline worker's notifications, in Chromium on the server (`npm start` behind
 * nginx, whose PUSH_SERVICE_HOSTS names this machine: playwright.server.config.ts). Chromium's own push service is not
 * reachable here, so `PushManager.subscribe` is stood in for by a subscription of the fake push service (real keys,
 * which the server checks); everything else is the browser's: the permission, the offline worker, the notification
 * shown from a push (delivered with the DevTools protocol's ServiceWorker.deliverPushMessage) and its click handler
 * (a `notificationclick` dispatched in the worker, as Chromium cannot click a system notification for a test).
 */

let pushService: FakePushService

test.beforeAll(async () => {
  pushService = await startFakePushService()
})
test.afterAll(async () => {
  await pushService.close()
})

/** A context where notifications are allowed (as after the prompt), its worker free to run. */
async function contextWithNotifications(newContext: () => Promise<BrowserContext>) {
  const context = await newContext()
  await context.grantPermissions(['notifications'])
  return context
}

/** The page once the offline worker controls it. */
async function controlledPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(path)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  return page
}

/** Stands in for the browser's push service (an init script): subscribe() gives `subscription`; asks are counted. */
function standInForPushService(subscription: FakeSubscriber['subscription']) {
  if (!location.protocol.startsWith('http')) return
  const asks = { count: 0 }
  Object.defineProperty(window, '__permissionAsks', { get: () => asks.count })
  const ask = Notification.requestPermission.bind(Notification)
  Notification.requestPermission = () => {
    asks.count += 1
    return ask()
  }
  const KEY = 'test:subscribed'
  const made = () => ({
    endpoint: subscription.endpoint,
    toJSON: () => subscription,
    unsubscribe: async () => {
      sessionStorage.removeItem(KEY)
      return true
    },
  })
  PushManager.prototype.subscribe = async function subscribe() {
    sessionStorage.setItem(KEY, '1')
    return made() as unknown as PushSubscription
  }
  PushManager.prototype.getSubscription = async function getSubscription() {
    return (sessionStorage.getItem(KEY) ? made() : null) as unknown as PushSubscription | null
  }
}

test('"Notify me" moves nothing when it appears: no layout shift on a phone', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 412, height: 823 },
    isMobile: true,
  })
  for (const path of ['/News', '/Events', '/topperX', '/Gallery']) {
    const page = await context.newPage()
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByRole('button', { name: 'Notify me' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible()
    // Every shift so far (the observer's buffer), read once the next frame has been painted.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value
          }).observe({ type: 'layout-shift', buffered: true })
          requestAnimationFrame(() => setTimeout(() => resolve(sum), 100))
        }),
    )
    expect(shifts, `layout shift on ${path}`).toBeLessThan(0.01)
    await page.close()
  }
  await context.close()
})

test('a parent turns notifications on for a topic, sees the state, changes nothing on load, and stops', async ({
  browser,
}, testInfo) => {
  const context = await contextWithNotifications(() =>
    browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 900 } }),
  )
  const subscriber = pushService.subscriber()
  await context.addInitScript(standInForPushService, subscriber.subscription)
  const page = await controlledPage(context, '/News')
  const main = page.getByRole('main')
  const notifyMe = main.getByRole('button', { name: 'Notify me' })
  await expect(notifyMe).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks)).toBe(0)

  // By keyboard: the button opens the panel.
  await notifyMe.focus()
  await page.keyboard.press('Enter')
  await expect(notifyMe).toHaveAttribute('aria-expanded', 'true')
  const panel = main.getByRole('region', { name: 'Notifications from the school' })
  await expect(panel.getByRole('status')).toHaveText('Notifications are off.')
  await expect(panel.getByRole('checkbox', { name: 'Notices and news' })).toBeChecked()
  await panel.getByRole('checkbox', { name: 'Results' }).check()
  expect(await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks)).toBe(0)
  await expectNoViolations(page, '/News with "Notify me" open')

  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/push/subscription') && answer.request().method() === 'PUT',
  )
  await panel.getByRole('button', { name: 'Turn on notifications' }).click()
  expect((await saved).status()).toBe(200)
  await expect(panel.getByRole('status')).toHaveText('Notifications are on for: Notices and news, Results.')
  expect(await page.evaluate(() => (window as unknown as { __permissionAsks: number }).__permissionAsks)).toBe(1)

  // The state survives a reload.
  await page.reload()
  await main.getByRole('button', { name: 'Notify me' }).click()
  await expect(panel.getByRole('status')).toHaveText('Notifications are on for: Notices and news, Results.')

  const stopped = page.waitForResponse(
    (answer) => answer.url().endsWith('/push/subscription') && answer.request().method() === 'DELETE',
  )
  await panel.getByRole('button', { name: 'Stop notifications' }).click()
  expect((await stopped).status()).toBe(204)
  await expect(panel.getByRole('status')).toHaveText('Notifications are off.')
  await context.close()
})

test('a push is shown by the offline worker; its tap opens the item on the site, never elsewhere', async ({
  browser,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL)
  const context = await contextWithNotifications(() => browser.newContext({ baseURL }))
  const page = await controlledPage(context, '/News')
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL.startsWith(baseURL) && !entry.isDeleted)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registration
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        data: notification.data as unknown,
      })),
    )
  const deliver = (message: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL).origin,
      registrationId,
      data: typeof message === 'string' ? message : JSON.stringify(message),
    })

  await deliver({
    title: '<b>Sports day</b> moved',
    body: 'Now on Friday.',
    url: '/Events?year=2026&item=event-e1',
    tag: 'events:e1',
    icon: '/icons/icon-192.png',
  })
  await expect.poll(shown).toEqual([
    {
      title: '<b>Sports day</b> moved',
      body: 'Now on Friday.',
      tag: 'events:e1',
      data: { url: '/Events?year=2026&item=event-e1' },
    },
  ])
  // The same item again replaces its notification.
  await deliver({ title: 'Sports day moved', body: 'Now on Saturday.', url: '/Events', tag: 'events:e1' })
  await expect.poll(async () => (await shown()).map((n) => n.body)).toEqual(['Now on Saturday.'])

  // A tap: the worker's notificationclick, on the notification it shows.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  const tap = (tag: string) =>
    worker.evaluate(async (wanted) => {
      // The worker's own globals (the tests are typed for pages, not workers).
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration
        dispatchEvent: (event: Event) => boolean
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const notifications = await scope.registration.getNotifications({ tag: wanted })
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notifications[0]! }))
    }, tag)
  await tap('events:e1')
  await expect(page).toHaveURL(`${new URL(baseURL).origin}/Events`)
  await expect.poll(shown).toEqual([])

  // Not the server's JSON, or an address elsewhere: a plain line, and the tap opens the site's home page.
  await deliver('not json')
  await expect.poll(async () => (await shown()).map((n) => n.title)).toEqual(['News from the school'])
  await deliver({ title: 'Phish', url: 'https://evil.example/login', tag: 'x' })
  // Its own notification (tag x) shown before the tap: the plain line's carries the same address.
  // The server suite runs the push benchmark beside this spec: a shown notification may take more than 5 s.
  await expect
    .poll(async () => (await shown()).find((n) => n.tag === 'x')?.data, { timeout: 15_000 })
    .toEqual({ url: '/' })
  await tap('x')
  await expect(page).toHaveURL(`${new URL(baseURL).origin}/`)
  await context.close()
})
