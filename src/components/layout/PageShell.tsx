import { useMatch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { PushTopic } from '@/config/push-topics'
import { pageOf, type PagePath } from '@/config/site-map'
import { NotifyMe } from '@/components/notify/NotifyMe'

interface PageShellProps {
  /** The page's path in the site map: by default its route's own; a magazine issue's is its year's (/Magazine2024). */
  path?: PagePath
  children?: ReactNode
}

/** The pages where a parent looks for "Notify me", with the topic each suggests. */
const NOTIFY_TOPIC_OF_PAGE: Partial<Record<string, PushTopic>> = {
  '/News': 'news',
  '/Events': 'events',
  '/topperX': 'results',
  '/topperXII': 'results',
  '/classTopper': 'results',
}

/**
 * A page's heading (its title from the site map) and body; on the pages above, "Notify me" beside the heading
 * (out of the flow: it appears only where the server sends notifications, once the page runs, and moves nothing).
 */
export function PageShell({ path, children }: PageShellProps) {
  const match = useMatch({ strict: false })
  const pagePath = path ?? match.fullPath
  const title = pageOf(pagePath)?.title ?? ''
  const notifyTopic = NOTIFY_TOPIC_OF_PAGE[pagePath]
  return (
    <div className="container page">
      {notifyTopic ? (
        <div className="page-notify">
          <NotifyMe suggested={notifyTopic} />
        </div>
      ) : null}
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  )
}
