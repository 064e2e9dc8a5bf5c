import { useMemo } from 'react'
import type { TopperClass } from '@/api/topper.schema'
import { ListPage } from '@/features/lists/ListPage'
import { topperListPage, type TopperRoute } from './topper-list-page'

interface TopperPageProps {
  route: TopperRoute
  /** The class whose toppers the page lists: X (ICSE), XII (ISC) or OtherToppers (class toppers). */
  topperClass: TopperClass
}

/** The ICSE, ISC and class topper pages: one list page each, told apart by route and class. */
export function TopperPage({ route, topperClass }: TopperPageProps) {
  const page = useMemo(() => topperListPage(route, topperClass), [route, topperClass])
  return <ListPage page={page} />
}
