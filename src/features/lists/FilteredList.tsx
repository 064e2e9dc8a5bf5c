import { useLingui } from '@lingui/react'
import { useDeferredValue, useMemo, useState } from 'react'
import { useLang } from '@/components/layout/use-lang'
import { FilterBar } from '@/components/ui/filters/FilterBar'
import { LeadImage } from '@/components/ui/LeadImage'
import { SearchFilter } from '@/components/ui/filters/SearchFilter'
import { SelectFilter } from '@/components/ui/filters/SelectFilter'
import { SCHEMA_ORG } from '@/config/structured-data'
import { searchValue } from './filter-options'
import type { ListPageDescription } from './list-page'
import { filterWordIn, listTextIn } from './list-text'
import { ShowMore } from './ShowMore'
import { useHashTarget } from './use-hash-target'
import { type ListSearch, useListSearch } from './use-list-search'
import { useListWindow } from './use-list-window'

interface FilteredListProps<Item, Search extends ListSearch> {
  page: ListPageDescription<Item, Search>
  /** The page's records (already narrowed by its `select`). */
  records: readonly Item[]
}

/**
 * A list page's body: the filter bar (kept in the URL), the count of every match beside the page's actions for the
 * list, and the cards, a page at a time
 * (at most MAX_CARDS_IN_DOM on screen), the first one's image loaded first; or the page's empty state. A card whose
 * anchor is the URL's hash (a shared link) is brought into view and highlighted. Its words are in the page's language.
 */
export function FilteredList<Item, Search extends ListSearch>({ page, records }: FilteredListProps<Item, Search>) {
  const { search, change } = useListSearch(page.useSearch)
  const { i18n } = useLingui()
  const lang = useLang()
  // "Today" is read once per visit to the page, so a default year or session cannot change under the visitor.
  const [today] = useState(() => new Date())
  // The search box shows every keystroke at once; the list (up to 5,000 records) follows a beat later. (The router
  // keeps the search object while the URL's filters are the same, so the list is filtered again only on a change.)
  const applied = useDeferredValue(search)
  const view = useMemo(() => page.filters(records, applied, today, lang), [page, records, applied, today, lang])
  const q = applied.q
  // A filter change goes back to the first page of cards.
  const list = useListWindow(view.items, [...view.selects.map((select) => select.value), q ?? ''].join('|'))
  // From all the records, not the filtered ones, so a record's anchor does not change with the filters.
  const anchors = useMemo(() => page.anchorsOf?.(records), [page, records])
  const anchorOf = useMemo(() => anchors && ((item: Item) => anchors.get(item) ?? ''), [anchors])
  const target = useHashTarget(view.items, anchorOf, list)
  const noun = listTextIn(i18n, page.noun)
  return (
    <div className="list-page">
      <FilterBar
        summary={`${listTextIn(i18n, page.countLabel)}: ${view.items.length}`}
        actions={view.items.length > 0 ? page.renderListActions?.(view, applied) : null}
      >
        {view.selects.map((select) => (
          <SelectFilter
            key={select.label}
            label={filterWordIn(i18n, select.label)}
            value={select.value}
            options={select.options.map(({ value, label }) => ({ value, label: filterWordIn(i18n, label) }))}
            onChange={(value) => change(select.change(value), { replace: false })}
          />
        ))}
        <SearchFilter
          label={listTextIn(i18n, page.searchBox.label)}
          placeholder={listTextIn(i18n, page.searchBox.placeholder)}
          value={search.q ?? ''}
          onChange={(text) => change({ q: searchValue(text) }, { replace: true })}
        />
      </FilterBar>
      {view.items.length === 0 ? (
        page.renderEmpty({ view, records, q })
      ) : (
        <>
          <ShowMore list={list} noun={noun} placement="before" />
          <ul className={page.listClassName} aria-label={listTextIn(i18n, page.listLabel(view))}>
            {list.visible.map((item, index) => {
              const id = anchors?.get(item)
              const isTarget = id !== undefined && id === target
              return (
                <li
                  key={`${page.keyOf(item)}-${list.start + index}`}
                  id={id}
                  className={isTarget ? 'list-target' : undefined}
                  tabIndex={isTarget ? -1 : undefined}
                >
                  <LeadImage lead={index === 0}>{page.renderCard(item, view, id)}</LeadImage>
                </li>
              )
            })}
          </ul>
          <ShowMore list={list} noun={noun} />
          {page.structuredDataOf && (
            <StructuredData
              items={list.visible.map(
                (item) => page.structuredDataOf?.(item, anchors?.get(item) ?? '', { lang, i18n }) ?? {},
              )}
            />
          )}
        </>
      )}
    </div>
  )
}

/**
 * schema.org JSON-LD of the cards on screen, one graph (a data block: never run, so outside the page's script policy);
 * `<` written as `\u003c` so that no text of the backend's can end the script element.
 */
function StructuredData({ items }: { items: ReadonlyArray<Record<string, unknown>> }) {
  const json = JSON.stringify({ '@context': SCHEMA_ORG, '@graph': items }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
