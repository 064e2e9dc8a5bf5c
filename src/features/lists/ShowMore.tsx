import { windowStatusText } from '@/selectors/list-window'
import type { ListWindowControls } from './use-list-window'
import './show-more.css'

interface ShowMoreProps {
  /** From useListWindow. */
  list: Pick<
    ListWindowControls<unknown>,
    'start' | 'end' | 'total' | 'hasMore' | 'hasEarlier' | 'showMore' | 'showEarlier'
  >
  /** What the cards are, plural: "news items", "events", "albums". */
  noun: string
  /**
   * `after` (under the list): the status line and "Show more". `before` (above the list): "Show earlier", only
   * once the window has slid past the first cards.
   */
  placement?: 'before' | 'after'
}

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
          Show earlier {noun}
        </button>
      </div>
    )
  }
  return (
    <div className="show-more">
      <p className="show-more__status" role="status" aria-live="polite">
        {windowStatusText(list, noun)}
      </p>
      {list.hasMore ? (
        <button type="button" className="button" onClick={list.showMore}>
          Show more {noun}
        </button>
      ) : null}
    </div>
  )
}
