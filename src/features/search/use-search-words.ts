import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { SEARCH_TEXT_MAX_LENGTH } from '@/config/constants'
import { searchValue } from '@/features/lists/filter-options'

/**
 * How long typing must pause before the words go into the address (`?q=`). Writing the address is a router
 * navigation, and on the large scenario each one re-rendered every link of the header, menu and footer: a keystroke
 * then took 40 to 70 ms to show its results, against the 50 ms (README, "Site search").
 */
const SEARCH_ADDRESS_DELAY_MS = 300

/**
 * The site search's words: the box's text, which each keystroke searches at once, and `?q=` in the address, written
 * once the typing pauses (with `replace`, so Back leaves the search rather than stepping through its letters), so a
 * search can still be shared or bookmarked. `writeNow` writes them at once: the page calls it when the box loses focus,
 * which it does before a tap or click on a result, so Back from the result finds the words as typed. An address
 * changed from elsewhere (the header's search box, Back, a link) brings its words into the box.
 */
export function useSearchWords(): { words: string; type: (text: string) => void; writeNow: () => void } {
  const { q } = useSearch({ from: '/search' })
  const navigate = useNavigate({ from: '/search' })
  const [words, setWords] = useState(q ?? '')
  /** The last `?q=` this hook wrote or took in: an address change that is not one of those came from elsewhere. */
  const known = useRef(q)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (q === known.current) return
    known.current = q
    window.clearTimeout(timer.current)
    // Another address's words (Back, the header's box): the box follows the address, like any synced field.
    setWords(q ?? '')
  }, [q])

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const write = (text: string) => {
    window.clearTimeout(timer.current)
    timer.current = undefined
    // As the address keeps it (list-search-params.ts), so the address read back is these words, not another's.
    const next = searchValue(text.slice(0, SEARCH_TEXT_MAX_LENGTH))
    if (next === known.current) return
    known.current = next
    void navigate({ search: { q: next }, replace: true })
  }
  const type = (text: string) => {
    setWords(text)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => write(text), SEARCH_ADDRESS_DELAY_MS)
  }
  const writeNow = () => {
    if (timer.current !== undefined) write(words)
  }
  return { words, type, writeNow }
}
