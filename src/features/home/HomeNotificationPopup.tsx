import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { notificationsQuery } from '@/api/notification.queries'
import { NOTIFICATIONS_CLOSED_STORAGE_KEY } from '@/content/home'
import { HomeNotificationDialog } from './HomeNotificationDialog'

function wasClosedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(NOTIFICATIONS_CLOSED_STORAGE_KEY) === '1'
  } catch {
    return false // Storage blocked: the popup may show again, which is harmless.
  }
}

function rememberClosed(): void {
  try {
    window.sessionStorage.setItem(NOTIFICATIONS_CLOSED_STORAGE_KEY, '1')
  } catch {
    // Storage blocked: nothing to remember it in.
  }
}

/**
 * The notification popup: opens by itself when notifications exist, unless it was already closed in this visit
 * (so it does not reopen on every way back to Home). A failed call shows nothing (spec section 8).
 */
export function HomeNotificationPopup() {
  const query = useQuery(notificationsQuery())
  const [closed, setClosed] = useState(wasClosedThisVisit)
  // Rendered in the background, in slices (as QuerySection does): the popup opens just after the first screen.
  const notifications = useDeferredValue(query.data) ?? []
  if (closed || notifications.length === 0) return null
  return (
    <HomeNotificationDialog
      notifications={notifications}
      onClose={() => {
        rememberClosed()
        setClosed(true)
      }}
    />
  )
}
