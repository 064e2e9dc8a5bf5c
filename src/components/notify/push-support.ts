/**
 * Whether this browser can receive the school's notifications, from what it has: pure, so each case is
 * tested. iOS and iPadOS deliver web notifications only to a site added to the home screen and opened from there
 * (Safari 16.4 and later); elsewhere a browser needs a service worker, the Push API and notifications.
 */
export type PushSupport = 'supported' | 'denied' | 'ios-not-installed' | 'unsupported'

export interface BrowserFacts {
  hasServiceWorker: boolean
  hasPushManager: boolean
  hasNotifications: boolean
  /** Notification.permission */
  permission: NotificationPermission | undefined
  isIos: boolean
  /** Opened from the home screen (display-mode: standalone, or iOS's navigator.standalone). */
  isInstalled: boolean
}

export function pushSupportOf(facts: BrowserFacts): PushSupport {
  if (facts.isIos && !facts.isInstalled) return 'ios-not-installed'
  if (!facts.hasServiceWorker || !facts.hasPushManager || !facts.hasNotifications) return 'unsupported'
  if (facts.permission === 'denied') return 'denied'
  return 'supported'
}

/** The facts of the browser the page runs in. */
export function browserFacts(): BrowserFacts {
  const { userAgent, maxTouchPoints } = navigator
  // iPadOS presents itself as a Mac; a Mac has no touch screen.
  const isIos = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return {
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotifications: 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : undefined,
    isIos,
    isInstalled: standalone || window.matchMedia?.('(display-mode: standalone)').matches === true,
  }
}
