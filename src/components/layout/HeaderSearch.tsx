import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { SEARCH_TEXT_MAX_LENGTH } from '@/config/constants'
import { publicPathOf } from '@/config/languages'
import { useLang } from './use-lang'

/** The site search's box in the header's menu bar: its input's id, for its label. */
const SEARCH_INPUT_ID = 'header-search-q'

interface HeaderSearchProps {
  /** Called when the search is opened (the phone's menu folds itself away, as after any menu link). */
  onNavigate?: () => void
}

/**
 * The header's way into the site search: a Search button in the menu bar, one tap on a phone, opening
 * /search; at 1200 px and wider a search box beside it (site-header.css). A plain GET form to /search, so the address is
 * right even without JavaScript (the results need it); with JavaScript the router navigates (no page load). The
 * search's own code loads only on /search.
 */
export function HeaderSearch({ onNavigate }: HeaderSearchProps) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('q')
    // Cut as the search page's address keeps it (a longer `?q=` was once dropped: an empty search page).
    const words = typeof text === 'string' ? text.slice(0, SEARCH_TEXT_MAX_LENGTH).trim() : ''
    onNavigate?.()
    void navigate({ to: '/search', search: { q: words === '' ? undefined : words } })
  }
  return (
    <form
      role="search"
      aria-label={t`Site search`}
      action={publicPathOf('/search', lang)}
      method="get"
      className="header-search"
      onSubmit={submit}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {t`Search the site`}
      </label>
      <input
        id={SEARCH_INPUT_ID}
        name="q"
        type="search"
        className="header-search__input"
        placeholder={t`Search the site`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
      />
      <button type="submit" className="header-search__button">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 20 20"
          />
        </svg>
        {t`Search`}
      </button>
    </form>
  )
}
