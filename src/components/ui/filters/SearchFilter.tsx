import { useId } from 'react'
import { SEARCH_TEXT_MAX_LENGTH } from '@/config/constants'

interface SearchFilterProps {
  /** Visible label and accessible name, e.g. "Search Here..." (it must contain "Search"). */
  label: string
  value: string
  placeholder?: string
  onChange: (value: string) => void
}

/**
 * A labelled search box. The page keeps the text in the URL (`?q=`); it should navigate with `replace: true`
 * so that typing does not add a history entry per keystroke.
 */
export function SearchFilter({ label, value, placeholder, onChange }: SearchFilterProps) {
  const id = useId()
  return (
    <div className="filter filter--search">
      <label htmlFor={id} className="filter__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="filter__control"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        // The address keeps this much of a search (list-search-params.ts): the box holds no more than it can keep.
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
