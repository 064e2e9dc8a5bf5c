// The offline worker's notifications, imported by it (build/pwa-plugin.ts, Workbox's importScripts):
// a push from the site's server is shown as a notification; a tap on it opens the item's page, in the site's open
// tab when there is one. The server sends JSON { title, body, url, tag, icon } (server/push/new-items.ts); anything
// else shows a plain line and opens the home page. Only addresses of the site itself are ever opened.

/** What a push that is not the server's JSON shows. */
const PLAIN_NOTIFICATION = {
  title: 'News from the school',
  body: 'The school has published something new.',
  url: '/',
  tag: 'school',
  icon: '/icons/icon-192.png',
}

/**
 * A path of the site for `url`, or the home page for anything elsewhere or unreadable. A path of the site may itself
 * begin with two slashes (`/.//evil.example` is the path `//evil.example`), which the notification's icon and the
 * window opened would read as another host's address: its leading slashes are one. Checked again as it will be read.
 */
function sitePathOf(url) {
  try {
    const address = new URL(String(url), self.location.origin)
    if (address.origin !== self.location.origin) return '/'
    const path = `${address.pathname.replace(/^\/+/, '/')}${address.search}${address.hash}`
    return new URL(path, self.location.origin).origin === self.location.origin ? path : '/'
  } catch {
    return '/'
  }
}

/** The notification a push asks for: its fields as text, its address on the site. */
function notificationOf(data) {
  let message = {}
  try {
    message = data ? data.json() : {}
  } catch {
    message = {}
  }
  if (typeof message !== 'object' || message === null || typeof message.title !== 'string' || !message.title) {
    return PLAIN_NOTIFICATION
  }
  const text = (value, fallback) => (typeof value === 'string' ? value : fallback)
  return {
    title: message.title,
    body: text(message.body, ''),
    url: sitePathOf(message.url),
    tag: text(message.tag, PLAIN_NOTIFICATION.tag),
    icon: sitePathOf(text(message.icon, PLAIN_NOTIFICATION.icon)),
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag, icon } = notificationOf(event.data)
  // The same tag replaces a notification of the same item rather than adding another.
  event.waitUntil(self.registration.showNotification(title, { body, icon, tag, data: { url } }))
})

/** Focuses the site's open tab at `path` (navigated there), or opens a new one. */
async function openOnSite(path) {
  const address = new URL(path, self.location.origin).href
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin)
  if (!tab) return self.clients.openWindow(address)
  await tab.focus().catch(() => undefined)
  return tab.navigate(address).catch(() => self.clients.openWindow(address))
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const opening = openOnSite(sitePathOf(event.notification.data && event.notification.data.url))
  event.waitUntil(opening)
})
