import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState } from 'react'
import type { PushTopic } from '@/config/push-topics'
import { pushKeyQuery } from './push-client'
import './notify.css'

const NotifyPanel = lazy(() => import('./NotifyPanel'))

interface NotifyMeProps {
  /** The topic of the page it is on, ticked first for a parent who has none yet. */
  suggested?: PushTopic
}

/**
 * "Notify me" (issue 51): a button that opens the choice of topics (NotifyPanel, loaded when opened). Shown only
 * where the site's server sends notifications (it answers its key); on a static host, nothing.
 */
export function NotifyMe({ suggested }: NotifyMeProps) {
  const key = useQuery(pushKeyQuery())
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (!key.data) return null
  return (
    <div className="notify">
      <button
        type="button"
        className="button notify__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Notify me
      </button>
      {open ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <NotifyPanel id={panelId} publicKey={key.data.publicKey} suggested={suggested} />
        </Suspense>
      ) : null}
    </div>
  )
}
