import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Topper, TopperClass } from '@/api/topper.schema'
import { toppersQuery } from '@/api/topper.queries'
import type { ListPageDescription, ListView } from '@/features/lists/list-page'
import { type ListRoute, listRoute } from '@/features/lists/use-list-search'
import {
  ALL_TOPPER_YEARS,
  defaultTopperYear,
  offersAllYears,
  searchToppers,
  selectedTopperYear,
  sortByMarks,
  topperYearOptions,
  topperYears,
  toppersOfClass,
  toppersOfYear,
} from '@/selectors/toppers'
import { TopperCard } from './TopperCard'
import type { TopperSearch } from '@/shared/topper-search'
import './toppers.css'

/** The three topper pages. */
export type TopperRoute = Extract<ListRoute, '/topperX' | '/topperXII' | '/classTopper'>

/**
 * A topper page's filter rules (spec sections 4 and 5): the year select lists the class's session years newest
 * first and opens on the class's default (ICSE and ISC: the newest; class toppers: "(current year - 1)-(current
 * year)", plus an All option); the name search; cards by marks, highest first.
 */
function topperFilters(topperClass: TopperClass) {
  const allowAll = offersAllYears(topperClass)
  return (toppers: readonly Topper[], search: TopperSearch, today: Date): ListView<Topper, TopperSearch> => {
    const years = topperYears(toppers)
    const year = selectedTopperYear(search.year, years, defaultTopperYear(topperClass, years, today), allowAll)
    const options = [
      ...(allowAll ? [{ value: ALL_TOPPER_YEARS, label: 'All' }] : []),
      ...topperYearOptions(years, year).map((value) => ({ value, label: value })),
    ]
    return {
      items: sortByMarks(searchToppers(toppersOfYear(toppers, year), search.q)),
      year,
      selects: [
        {
          label: 'Year',
          value: year,
          options: options.length > 0 ? options : [{ value: '', label: 'No years listed' }],
          change: (value) => ({ year: value }),
        },
      ],
    }
  }
}

/** What a topper page says when no card passes: nothing listed at all, no name like the search, or none that year. */
function TopperEmptyText({ toppers, year, q }: { toppers: readonly Topper[]; year: string; q: string | undefined }) {
  const { t } = useLingui()
  const anyYear = year === ALL_TOPPER_YEARS
  const name = (q ?? '').trim()
  if (toppers.length === 0) return t`No toppers have been listed yet.`
  if (name !== '') {
    return anyYear ? t`No toppers named like "${name}" in any year.` : t`No toppers named like "${name}" in ${year}.`
  }
  return anyYear ? t`No toppers have been listed for any year.` : t`No toppers have been listed for ${year}.`
}

/**
 * The description of one topper page: the toppers of `topperClass` (all three pages share the one topper query and
 * filter it by class on the client), with its year select, name search and cards.
 */
export function topperListPage(
  route: TopperRoute,
  topperClass: TopperClass,
): ListPageDescription<Topper, TopperSearch> {
  return {
    ...listRoute(route),
    query: toppersQuery,
    select: (toppers) => toppersOfClass(toppers, topperClass),
    queryLabel: msg`the toppers`,
    filters: topperFilters(topperClass),
    searchBox: { label: msg`Search by name`, placeholder: msg`Student name` },
    countLabel: msg`Total Toppers`,
    noun: msg`toppers`,
    listLabel: ({ year }) => (year === ALL_TOPPER_YEARS ? msg`Toppers of every year` : msg`Toppers ${year}`),
    listClassName: 'card-grid topper-grid',
    keyOf: (topper) => topper._id ?? topper.name,
    renderCard: (topper, view) => <TopperCard topper={topper} showYear={view.year === ALL_TOPPER_YEARS} />,
    sharePage: true,
    renderEmpty: ({ view, records, q }) => (
      <p className="topper-empty">
        <TopperEmptyText toppers={records} year={view.year} q={q} />
      </p>
    ),
  }
}
