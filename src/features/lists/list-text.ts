import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The words of a list page's description (list-page.ts): a message of the catalogue (`` msg`Events` ``), shown in
 * the page's language, or a plain string, shown as it is (a year, a session: data, not words).
 */
export type ListText = MessageDescriptor | string

/** `text` in `i18n`'s language. */
export function listTextIn(i18n: I18n, text: ListText): string {
  return typeof text === 'string' ? text : i18n._(text)
}

/**
 * The fixed words of the filter bar's selects, by their English. The filter rules (dated-list-filters.ts, the pages'
 * `filters`) keep their labels in English, plain data that the first-screen check compares and the unit tests read;
 * FilteredList shows each in the page's language (filterWordIn). A label of `FilterWord` without its message here
 * is a type error.
 */
const FILTER_WORDS = {
  Year: msg`Year`,
  'Session Year': msg`Session Year`,
  Month: msg`Month`,
  All: msg`All`,
  'All Years': msg`All Years`,
  'No years listed': msg`No years listed`,
} satisfies Record<string, MessageDescriptor>

export type FilterWord = keyof typeof FILTER_WORDS

/** A select's label or option in `i18n`'s language: a FilterWord translated, anything else (2026, 2025-2026) as it is. */
export function filterWordIn(i18n: I18n, label: string): string {
  return Object.hasOwn(FILTER_WORDS, label) ? i18n._(FILTER_WORDS[label as FilterWord]) : label
}
