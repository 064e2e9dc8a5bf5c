import { Trans, useLingui } from '@lingui/react/macro'
import type { ListWindowControls } from './use-list-window'
import './show-more.css'

interface ShowMoreProps {
  /** From useListWindow. */
  list: Pick<
    ListWindowControls<unknown>,
    'start' | 'end' | 'total' | 'hasMore' | 'hasEarlier' | 'showMore' | 'showEarlier'
  >
  /** What the cards are, plural, in the page's language: "news items", "events", "albums". */
  noun: string
  /**
   * `after` (under the list): the status line and "Show more". `before` (above the list): "Show earlier", only
   * once the window has slid past the first cards.
   */
  placement?: 'before' | 'after'
}

/** Counts grouped the Indian way, in Latin digits in either language: 5,000 and 1,00,000. */
const INDIAN_GROUPING = new Intl.NumberFormat('en-IN')

/**
 * The buttons of a list page (FilteredList). The list stays short (at most MAX_CARDS_IN_DOM cards), the status line
 * says which part is shown, and keyboard focus stays on the button that was pressed.
 */
export function ShowMore({ list, noun, placement = 'after' }: ShowMoreProps) {
  if (placement === 'before') {
    if (!list.hasEarlier) return null
    return (
      <div className="show-more show-more--before">
        <button type="button" className="button" onClick={list.showEarlier}>
          <Trans>Show earlier {noun}</Trans>
        </button>
      </div>
    )
  }
  return (
    <div className="show-more">
      <p className="show-more__status" role="status" aria-live="polite">
        <WindowStatus list={list} noun={noun} />
      </p>
      {list.hasMore ? (
        <button type="button" className="button" onClick={list.showMore}>
          <Trans>Show more {noun}</Trans>
        </button>
      ) : null}
    </div>
  )
}

/**
 * "Showing 1–20 of 5,000 news items", in the page's language (the words of selectors/list-window.ts's
 * windowStatusText).
 */
function WindowStatus({ list, noun }: Pick<ShowMoreProps, 'list' | 'noun'>) {
  const { t } = useLingui()
  if (list.total === 0) return t`No ${noun}`
  const total = INDIAN_GROUPING.format(list.total)
  if (list.start === 0 && list.end === list.total) return t`Showing all ${total} ${noun}`
  const first = INDIAN_GROUPING.format(list.start + 1)
  const last = INDIAN_GROUPING.format(list.end)
  return t`Showing ${first}–${last} of ${total} ${noun}`
}
