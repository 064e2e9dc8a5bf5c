import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { PageShell } from '@/components/layout/PageShell'
import { QuerySection } from '@/components/ui/QuerySection'
import { ShareControl } from '@/components/ui/ShareControl'
import { pageTitleIn } from '@/config/page-titles'
import { pageOf } from '@/config/site-map'
import { FilteredList } from './FilteredList'
import type { ListPageDescription } from './list-page'
import { listTextIn } from './list-text'
import type { ListSearch } from './use-list-search'

/**
 * A list page (Photo Gallery, Video Gallery, Events, News, the topper pages): its title, then its records with
 * their loading and error states, filtered as its description says (and a Share control where it says so).
 */
export function ListPage<Item, Search extends ListSearch>({ page }: { page: ListPageDescription<Item, Search> }) {
  const { i18n } = useLingui()
  const query = useQuery({ ...page.query(), select: page.select })
  const sitePage = pageOf(page.route)
  return (
    <PageShell>
      {page.sharePage ? <ShareControl title={sitePage ? pageTitleIn(i18n, sitePage) : ''} /> : null}
      <QuerySection query={query} label={listTextIn(i18n, page.queryLabel)}>
        {(records) => <FilteredList page={page} records={records} />}
      </QuerySection>
    </PageShell>
  )
}
