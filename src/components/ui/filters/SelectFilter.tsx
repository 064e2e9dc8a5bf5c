import { useId } from 'react'

export interface FilterOption {
  value: string
  label: string
}

interface SelectFilterProps {
  /** Visible label; it is also the control's accessible name (e.g. "Session Year", "Month"). */
  label: string
  value: string
  options: readonly FilterOption[]
  onChange: (value: string) => void
}

/** A labelled select for a list page's filter bar. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const id = useId()
  return (
    <div className="filter">
      <label htmlFor={id} className="filter__label">
        {label}
      </label>
      <select id={id} className="filter__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
