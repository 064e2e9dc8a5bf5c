import { useLingui } from '@lingui/react'
import { useMatch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pageOf, type PagePath } from '@/config/site-map'
import { NotifyMe } from '@/components/notify/NotifyMe'
import { pageTitleIn } from '@/config/page-titles'

interface PageShellProps {
  /** The page's path in the site map: by default its route's own; a magazine issue's is its year's (/Magazine2024). */
  path?: PagePath
  children?: ReactNode
}

/**
 * A page's heading (its title from the site map) and body; on a page whose route names a notification topic
 * (`staticData.notifyTopic`), "Notify me" beside the heading (out of the flow: it appears only where the server sends
 * notifications, once the page runs, and moves nothing).
 * On a Hindi page, the school's fixed text is in Hindi where its Hindi file has it (src/content/data-hi/); only what
 * is shown in English for lack of Hindi says it is English (`lang="en"`), so a screen reader reads that with an
 * English voice and the rest in Hindi. A data page's body is the backend's text, in whatever language the staff typed
 * it, and is not marked.
 */
export function PageShell({ path, children }: PageShellProps) {
  const { i18n } = useLingui()
  const match = useMatch({ strict: false })
  const pagePath = path ?? match.fullPath
  const page = pageOf(pagePath)
  const title = page ? pageTitleIn(i18n, page) : ''
  const notifyTopic = match.staticData.notifyTopic
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
