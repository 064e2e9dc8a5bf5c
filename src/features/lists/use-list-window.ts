import { useCallback, useState } from 'react'
import {
  firstWindow,
  showEarlier,
  showMore,
  viewOf,
  windowAt,
  type ListWindow,
  type ListWindowOptions,
  type ListWindowView,
} from '@/selectors/list-window'

export interface ListWindowControls<T> extends ListWindowView<T> {
  showMore: () => void
  showEarlier: () => void
  /** Show the page that holds item `index` (stable while the list is the same, for an effect's dependencies). */
  showAt: (index: number) => void
}

/**
 * The window of a long list that is on screen (see selectors/list-window.ts). `resetKey` is whatever defines the
 * list (the filter values): when it changes, the window goes back to the first page, without an effect.
 */
export function useListWindow<T>(
  items: readonly T[],
  resetKey: string,
  options: ListWindowOptions = {},
): ListWindowControls<T> {
  const [state, setState] = useState<{ key: string; window: ListWindow }>(() => ({
    key: resetKey,
    window: firstWindow(items.length, options),
  }))
  const current = state.key === resetKey ? state.window : firstWindow(items.length, options)
  const view = viewOf(items, current, options)
  const total = items.length
  const { pageSize, maxInDom } = options
  const showAt = useCallback(
    (index: number) => setState({ key: resetKey, window: windowAt(index, total, { pageSize, maxInDom }) }),
    [resetKey, total, pageSize, maxInDom],
  )
  return {
    ...view,
    showMore: () => setState({ key: resetKey, window: showMore(current, items.length, options) }),
    showEarlier: () => setState({ key: resetKey, window: showEarlier(current, items.length, options) }),
    showAt,
  }
}
