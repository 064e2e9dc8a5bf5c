import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { FilterBar } from '@/components/ui/filters/FilterBar'
import { SelectFilter } from '@/components/ui/filters/SelectFilter'
import { DEFAULT_OFFICE_BEARER_YEAR, isOfficeBearerYear, OFFICE_BEARER_YEARS } from '@/content/office-bearer-years'
import { OFFICE_BEARERS } from '@/content/office-bearers'
import { OfficeBearerCard } from './OfficeBearerCard'
import './static-pages.css'

const route = getRouteApi('/OfficeBearers')

const YEAR_OPTIONS = OFFICE_BEARER_YEARS.map((year) => ({ value: year, label: year }))

/** The year select (kept in the URL as ?year=) and the cards of that year's office bearers. */
export function OfficeBearerList() {
  const { year: searchYear } = route.useSearch()
  const navigate = route.useNavigate()
  const year = searchYear ?? DEFAULT_OFFICE_BEARER_YEAR
  const bearers = OFFICE_BEARERS[year] ?? []
  const count = bearers.length
  const { t } = useLingui()
  return (
    <>
      <FilterBar summary={t`Office bearers ${year}: ${count}`}>
        <SelectFilter
          label={t`Year`}
          value={year}
          options={YEAR_OPTIONS}
          onChange={(value) => {
            if (isOfficeBearerYear(value)) void navigate({ search: { year: value }, replace: true })
          }}
        />
      </FilterBar>
      <ul className="card-grid compact-card-grid" aria-label={t`Office bearers ${year}`}>
        {bearers.map((bearer) => (
          <li key={bearer.post}>
            <OfficeBearerCard bearer={bearer} />
          </li>
        ))}
      </ul>
    </>
  )
}
