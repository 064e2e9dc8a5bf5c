import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react'
import type { PushTopic } from '@/config/push-topics'
import { pushPublicKey } from './push-client'
import './notify.css'

const NotifyPanel = lazy(() => import('./NotifyPanel'))

/** The key is in the page from the start and never changes. */
const subscribeToNothing = () => () => undefined
const noKeyBeforeHydration = () => undefined

interface NotifyMeProps {
  /** The topic of the page it is on, ticked first for a parent who has none yet. */
  suggested?: PushTopic
}

/**
 * "Notify me": a button that opens the choice of topics (NotifyPanel, loaded when opened). Shown only
 * where the site's server sends notifications (its key is in the page); on a static host, nothing.
 */
export function NotifyMe({ suggested }: NotifyMeProps) {
  // None in the render that hydrates the page (its HTML, prerendered or the server's, has no control); then the page's.
  const publicKey = useSyncExternalStore(subscribeToNothing, pushPublicKey, noKeyBeforeHydration)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (!publicKey) return null
  return (
    <div className="notify">
      <button
        type="button"
        className="button notify__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Trans>Notify me</Trans>
      </button>
      {open ? (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <NotifyPanel id={panelId} publicKey={publicKey} suggested={suggested} />
        </Suspense>
      ) : null}
    </div>
  )
}
