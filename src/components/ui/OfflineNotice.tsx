import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import './offline-notice.css'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine
// Before hydration / outside a browser: assume online (no notice).
const isOnlineOnServer = () => true

/** Whether the browser says it has a network connection; follows the online/offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer)
}

/**
 * A small notice while the browser is offline (offline reading): pages seen before come from the
 * saved query cache and the offline worker; this says so, as a status message. Nothing at all is rendered while
 * online, so the pages' own status regions stay the only ones.
 */
export function OfflineNotice() {
  const online = useOnline()
  if (online) return null
  return (
    <p role="status" className="offline-notice">
      <Trans>Offline, showing saved content</Trans>
    </p>
  )
}
