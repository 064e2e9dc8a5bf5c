import type { Lang } from '@/config/languages'
import { listView } from '@/selectors/list-filters'
import { schoolYearOf } from '@/selectors/session-year'
import { monthFromOption, monthOptionOf, monthOptions, yearFromOption, yearOptions } from './filter-options'
import type { ListView } from './list-page'
import type { FilterWord } from './list-text'
import { ALL, type DatedListSearch } from '@/shared/list-search-params'

/**
 * The filter rules of Events and News (spec sections 4 and 5), on the record's date field `dateOf`: a year select
 * that defaults to the current calendar year ("All Years" is `?year=all`, and the current year is always offered),
 * a month select of the months present in that year, and the title search; newest first. Changing the year resets
 * the month to All. Records without a date pass only under All Years and All months. `lang` names the months.
 */
export function datedListFilters<Item extends { title: string }>(dateOf: (item: Item) => string | undefined) {
  return (
    records: readonly Item[],
    search: DatedListSearch,
    today: Date,
    lang: Lang = 'en',
  ): ListView<Item, DatedListSearch> => {
    const currentYear = schoolYearOf(today)
    const year = search.year === ALL ? undefined : (search.year ?? currentYear)
    const view = listView(records, dateOf, { year, month: search.month, q: search.q }, [currentYear])
    return {
      items: view.items,
      year: year === undefined ? ALL : String(year),
      selects: [
        {
          label: 'Year' satisfies FilterWord,
          value: year === undefined ? ALL : String(year),
          options: yearOptions(view.years),
          change: (value) => ({ year: yearFromOption(value) ?? ALL, month: undefined }),
        },
        {
          label: 'Month' satisfies FilterWord,
          value: monthOptionOf(search.month),
          options: monthOptions(view.months, lang),
          change: (value) => ({ month: monthFromOption(value) }),
        },
      ],
    }
  }
}
