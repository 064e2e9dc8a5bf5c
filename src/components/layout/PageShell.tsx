import { useLingui } from '@lingui/react'
import { useMatch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pageOf, type PagePath } from '@/config/site-map'
import { NotifyMe } from '@/components/notify/NotifyMe'
import { pageTitleIn } from '@/config/page-titles'
import { ROUTE_PAGES } from '@/config/route-pages.gen'
import { useLang } from './use-lang'

interface PageShellProps {
  /** The page's path in the site map: by default its route's own; a magazine issue's is its year's (/Magazine2024). */
  path?: PagePath
  children?: ReactNode
}

/**
 * The routes whose pages are the school's fixed text (no backend call; not /search, whose results are records):
 * not yet in the catalogue, so English.
 */
const FIXED_TEXT_ROUTES: ReadonlySet<string> = new Set(
  ROUTE_PAGES.filter((page) => page.firstCalls.length === 0 && page.standalone).map((page) => page.path),
)

/**
 * A page's heading (its title from the site map) and body; on a page whose route names a notification topic
 * (`staticData.notifyTopic`), "Notify me" beside the heading (out of the flow: it appears only where the server sends
 * notifications, once the page runs, and moves nothing).
 * On a Hindi page whose body is the school's fixed English text (not yet translated), the body says it is English
 * (`lang="en"`), so a screen reader reads it with an English voice; a data page's body is the backend's text, in
 * whatever language the staff typed it, and is not marked.
 */
export function PageShell({ path, children }: PageShellProps) {
  const { i18n } = useLingui()
  const match = useMatch({ strict: false })
  const pagePath = path ?? match.fullPath
  const page = pageOf(pagePath)
  const title = page ? pageTitleIn(i18n, page) : ''
  const notifyTopic = match.staticData.notifyTopic
  const englishBody = useLang() === 'hi' && FIXED_TEXT_ROUTES.has(match.fullPath)
  return (
    <div className="container page">
      {notifyTopic ? (
        <div className="page-notify">
          <NotifyMe suggested={notifyTopic} />
        </div>
      ) : null}
      <h1 className="page-title">{title}</h1>
      {englishBody ? (
        <div lang="en" className="untranslated">
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  )
}
