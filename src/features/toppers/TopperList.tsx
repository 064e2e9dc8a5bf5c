import { LeadImage } from '@/first-visit/lead-image'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Topper, TopperClass } from '@/api/topper.schema'
import { TOPPER_CLASSES } from '@/api/topper.schema'
import { toppersQuery } from '@/api/topper.queries'
import { QuerySection } from '@/components/ui/QuerySection'
import { FilterBar } from '@/components/ui/filters/FilterBar'
import { SearchFilter } from '@/components/ui/filters/SearchFilter'
import { SelectFilter, type FilterOption } from '@/components/ui/filters/SelectFilter'
import {
  ALL_TOPPER_YEARS,
  defaultTopperYear,
  searchToppers,
  selectedTopperYear,
  sortByMarks,
  topperYearOptions,
  topperYears,
  toppersOfClass,
  toppersOfYear,
} from '@/selectors/toppers'
import { TopperCard } from './TopperCard'
import type { TopperSearch } from './topper-search'
import './toppers.css'

interface TopperListProps {
  topperClass: TopperClass
  search: TopperSearch
  /** Change the URL's search params; `replace` for typing, so each keystroke does not add a history entry. */
  onSearchChange: (patch: Partial<TopperSearch>, options: { replace: boolean }) => void
}

/**
 * A topper page's body: year select, name search and the topper cards of the selected year, highest marks first.
 * All three topper pages read the one shared topper query and keep their own class.
 */
export function TopperList({ topperClass, search, onSearchChange }: TopperListProps) {
  const selectClass = useCallback((toppers: Topper[]) => toppersOfClass(toppers, topperClass), [topperClass])
  const query = useQuery({ ...toppersQuery(), select: selectClass })
  return (
    <QuerySection query={query} label="the toppers">
      {(toppers) => (
        <TopperResults topperClass={topperClass} toppers={toppers} search={search} onSearchChange={onSearchChange} />
      )}
    </QuerySection>
  )
}

interface TopperResultsProps extends TopperListProps {
  toppers: readonly Topper[]
}

function TopperResults({ topperClass, toppers, search, onSearchChange }: TopperResultsProps) {
  const allowAll = topperClass === TOPPER_CLASSES.classToppers
  const years = topperYears(toppers)
  const year = selectedTopperYear(search.year, years, defaultTopperYear(topperClass, years, new Date()), allowAll)
  const shown = sortByMarks(searchToppers(toppersOfYear(toppers, year), search.q))
  const searching = (search.q ?? '').trim() !== ''

  const options: FilterOption[] = [
    ...(allowAll ? [{ value: ALL_TOPPER_YEARS, label: 'All' }] : []),
    ...topperYearOptions(years, year).map((value) => ({ value, label: value })),
  ]
  const yearLabel = year === ALL_TOPPER_YEARS ? 'any year' : year

  return (
    <>
      <FilterBar summary={`Total Toppers: ${shown.length}`}>
        <SelectFilter
          label="Year"
          value={year}
          options={options.length > 0 ? options : [{ value: '', label: 'No years listed' }]}
          onChange={(value) => onSearchChange({ year: value }, { replace: false })}
        />
        <SearchFilter
          label="Search by name"
          value={search.q ?? ''}
          placeholder="Student name"
          onChange={(text) => onSearchChange({ q: text.trim() === '' ? undefined : text }, { replace: true })}
        />
      </FilterBar>
      {shown.length > 0 ? (
        <ul
          className="card-grid topper-grid"
          aria-label={year === ALL_TOPPER_YEARS ? 'Toppers of every year' : `Toppers ${year}`}
        >
          {shown.map((topper, index) => (
            <li key={`${topper._id ?? topper.name}-${index}`}>
              <LeadImage lead={index === 0}>
                <TopperCard topper={topper} showYear={year === ALL_TOPPER_YEARS} />
              </LeadImage>
            </li>
          ))}
        </ul>
      ) : (
        <p className="topper-empty">
          {toppers.length === 0
            ? 'No toppers have been listed yet.'
            : searching
              ? `No toppers named like "${(search.q ?? '').trim()}" in ${yearLabel}.`
              : `No toppers have been listed for ${yearLabel}.`}
        </p>
      )}
    </>
  )
}
