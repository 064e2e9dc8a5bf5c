import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotifyMe } from '@/components/notify/NotifyMe'
import { NOTIFY_UNAVAILABLE, notifyPrivacy } from '@/components/notify/NotifyPanel'
import { pushSupportOf, type BrowserFacts } from '@/components/notify/push-support'
import { PUSH_KEY_META, PUSH_SUBSCRIPTION_PATH } from '@/config/push-topics'
import { createQueryClient } from '@/query-client'
import { server } from '../../mocks/node'
import { i18nIn, renderRoute } from '../render-route'

const english = i18nIn('en')

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/test'

/** A browser that can receive notifications: a worker whose push manager gives `subscription`. */
function browserWithPush(permission: NotificationPermission = 'default') {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(async () => {
        subscription = null
        return true
      }),
    }
    return subscription
  })
  const pushManager = { getSubscription: async () => subscription, subscribe }
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission)
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  )
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  })
  return { subscribe, requestPermission }
}

/** A page as the site's server sends it: with its public key (server/push/push-subscriptions.ts). */
function pageFromTheServer() {
  const meta = document.createElement('meta')
  meta.name = PUSH_KEY_META
  meta.content = KEY
  document.head.append(meta)
}

function renderNotifyMe() {
  return render(
    <I18nProvider i18n={english}>
      <QueryClientProvider client={createQueryClient()}>
        <NotifyMe suggested="results" />
      </QueryClientProvider>
    </I18nProvider>,
  )
}

afterEach(() => {
  document.head.querySelector(`meta[name="${PUSH_KEY_META}"]`)?.remove()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('"Notify me"', () => {
  it('is not shown where the page has no key: a static host, the demo', async () => {
    const { container } = renderNotifyMe()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(container).toBeEmptyDOMElement()
  })

  it('asks the browser only after a topic is chosen and confirmed; shows the state; changes topics; stops', async () => {
    pageFromTheServer()
    const saved: unknown[] = []
    server.use(
      http.put(`*${PUSH_SUBSCRIPTION_PATH}`, async ({ request }) => {
        const body = (await request.json()) as { topics: string[] }
        saved.push(body)
        return HttpResponse.json({ topics: body.topics })
      }),
      http.delete(`*${PUSH_SUBSCRIPTION_PATH}`, async ({ request }) => {
        stopped.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const stopped: unknown[] = []
    const { subscribe, requestPermission } = browserWithPush()
    const { container } = renderNotifyMe()
    const view = within(container)
    const user = userEvent.setup()
    await user.click(await view.findByRole('button', { name: 'Notify me' }))
    const panel = await view.findByRole('region', { name: 'Notifications from the school' })
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Notifications are off.'))
    expect(within(panel).getByText(notifyPrivacy(english))).toBeInTheDocument()
    // The page's topic is suggested; nothing is asked of the browser yet.
    expect(within(panel).getByRole('checkbox', { name: 'Results' })).toBeChecked()
    expect(requestPermission).not.toHaveBeenCalled()
    await user.click(within(panel).getByRole('checkbox', { name: 'Notices and news' }))
    expect(requestPermission).not.toHaveBeenCalled()
    await user.click(within(panel).getByRole('button', { name: 'Turn on notifications' }))
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Notifications are on for: Notices and news, Results.',
      ),
    )
    expect(requestPermission).toHaveBeenCalledTimes(1)
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }))
    expect(saved).toEqual([
      {
        subscription: { endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } },
        topics: ['news', 'results'],
        lang: 'en',
      },
    ])

    await user.click(within(panel).getByRole('checkbox', { name: 'Results' }))
    await user.click(within(panel).getByRole('button', { name: 'Save topics' }))
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('Notifications are on for: Notices and news.'),
    )
    await user.click(within(panel).getByRole('button', { name: 'Stop notifications' }))
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Notifications are off.'))
    // The subscription's secret goes with its address: the server stops it only for the browser that holds it.
    expect(stopped).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }])
    expect(window.localStorage.length).toBe(0)
  })

  it("shows the server's refusal plainly", async () => {
    pageFromTheServer()
    server.use(
      http.put(`*${PUSH_SUBSCRIPTION_PATH}`, () =>
        HttpResponse.json(
          { message: 'Too many subscriptions from this network; try again in an hour.' },
          { status: 429 },
        ),
      ),
    )
    browserWithPush()
    const { container } = renderNotifyMe()
    const user = userEvent.setup()
    await user.click(await within(container).findByRole('button', { name: 'Notify me' }))
    await user.click(await within(container).findByRole('button', { name: 'Turn on notifications' }))
    expect(await within(container).findByRole('alert')).toHaveTextContent('Too many subscriptions from this network')
  })

  it('says plainly where notifications cannot come, and on iOS how to add the site to the home screen', async () => {
    pageFromTheServer()
    const { container } = renderNotifyMe()
    const user = userEvent.setup()
    await user.click(await within(container).findByRole('button', { name: 'Notify me' }))
    expect(await within(container).findByText(english._(NOTIFY_UNAVAILABLE.unsupported))).toBeInTheDocument()
    expect(within(container).queryByRole('checkbox')).toBeNull()

    const facts: BrowserFacts = {
      hasServiceWorker: true,
      hasPushManager: true,
      hasNotifications: true,
      permission: 'default',
      isIos: false,
      isInstalled: false,
    }
    expect(pushSupportOf(facts)).toBe('supported')
    expect(pushSupportOf({ ...facts, permission: 'denied' })).toBe('denied')
    expect(pushSupportOf({ ...facts, isIos: true })).toBe('ios-not-installed')
    expect(pushSupportOf({ ...facts, isIos: true, isInstalled: true })).toBe('supported')
    expect(pushSupportOf({ ...facts, hasPushManager: false })).toBe('unsupported')
    expect(english._(NOTIFY_UNAVAILABLE['ios-not-installed'])).toMatch(/Add to Home Screen/)
  })
})

it('the control is where a parent looks: /News offers it when the server sends notifications', async () => {
  pageFromTheServer()
  const { container } = renderRoute('/News')
  const main = await within(container).findByRole('main')
  expect(await within(main).findByRole('button', { name: 'Notify me' })).toBeInTheDocument()
  // And in the site menu (its phone's part).
  const menu = within(container).getByRole('navigation', { name: 'Main' })
  expect(await within(menu).findByRole('button', { name: 'Notify me' })).toBeInTheDocument()
})

it('/Gallery offers it with photo albums suggested: the page a notification of several new albums opens', async () => {
  pageFromTheServer()
  browserWithPush()
  const { container } = renderRoute('/Gallery')
  const main = await within(container).findByRole('main')
  await userEvent.setup().click(await within(main).findByRole('button', { name: 'Notify me' }))
  const panel = await within(main).findByRole('region', { name: 'Notifications from the school' })
  await waitFor(() => expect(within(panel).getByRole('checkbox', { name: 'Photo albums' })).toBeChecked())
})
