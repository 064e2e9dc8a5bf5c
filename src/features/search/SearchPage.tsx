import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, ph, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { SYLLABUS_CATEGORY } from '@/api/circular.schema'
import { circularsQuery } from '@/api/circular.queries'
import { eventsAllQuery } from '@/api/event.queries'
import { facultyQuery } from '@/api/faculty.queries'
import { PHOTO_GALLERY_CATEGORY } from '@/api/gallery.schema'
import { galleryAllQuery } from '@/api/gallery.queries'
import { newsAllQuery } from '@/api/news.queries'
import { videosQuery } from '@/api/video.queries'
import { SearchFilter } from '@/components/ui/filters/SearchFilter'
import { TEXT, withText } from '@/components/ui/message-text'
import { SectionLoading } from '@/components/ui/QuerySection'
import type { PagePath } from '@/config/site-map'
import type { MagazinePath } from '@/config/site-map-rows'
import { useHydrated } from '@/components/ui/use-hydrated'
import { inCategory } from '@/selectors/category'
import { pageTexts } from './page-texts'
import {
  createSiteIndex,
  MIN_WORD_LENGTH,
  searchDocuments,
  searchSite,
  searchWords,
  type SearchKind,
  type SearchLink,
  type SearchResultGroup,
} from './site-search'
import { useSearchWords } from './use-search-words'
import './search.css'

/** Each kind's group heading. */
const KIND_LABELS: Record<SearchKind, MessageDescriptor> = {
  page: msg`Pages`,
  news: msg`News`,
  event: msg`Events`,
  album: msg`Photo albums`,
  video: msg`Videos`,
  syllabus: msg`Syllabus`,
  faculty: msg`Faculty & Staff`,
}

/**
 * The fixed pages' index in each language (its pages titled in it): the same for every visit, built once when the
 * search is first used in that language.
 */
const pageIndexes = new Map<string, ReturnType<typeof createSiteIndex>>()
function pagesIndex(i18n: I18n) {
  let index = pageIndexes.get(i18n.locale)
  if (index === undefined) {
    index = createSiteIndex(searchDocuments({ pages: pageTexts(i18n) }))
    pageIndexes.set(i18n.locale, index)
  }
  return index
}

/**
 * The site search: a search box whose words live in the URL (`/search?q=`), and the results grouped by
 * kind. The backend's lists are the ones the other pages use (the cache answers at once, also offline); each gets
 * its own index as it arrives, and the results update with every keystroke (the address once typing pauses).
 */
export function SearchPage() {
  const { i18n, t } = useLingui()
  const { words, type, writeNow } = useSearchWords()
  const hydrated = useHydrated()
  const [news, events, albums, videos, circulars, faculty] = useQueries({
    queries: [newsAllQuery(), eventsAllQuery(), galleryAllQuery(), videosQuery(), circularsQuery(), facultyQuery()],
  })
  const pages = pagesIndex(i18n)
  const newsIndex = useRecordIndex(news.data, (records) => searchDocuments({ news: records }))
  const eventIndex = useRecordIndex(events.data, (records) => searchDocuments({ events: records }))
  const albumIndex = useRecordIndex(albums.data, (records) =>
    searchDocuments({ albums: inCategory(records, PHOTO_GALLERY_CATEGORY) }),
  )
  const videoIndex = useRecordIndex(videos.data, (records) => searchDocuments({ videos: records }))
  const syllabusIndex = useRecordIndex(circulars.data, (records) =>
    searchDocuments({ syllabus: inCategory(records, SYLLABUS_CATEGORY) }),
  )
  const facultyIndex = useRecordIndex(faculty.data, (records) => searchDocuments({ faculty: records }))
  const groups = useMemo(
    () =>
      searchSite(
        [pages, newsIndex, eventIndex, albumIndex, videoIndex, syllabusIndex, facultyIndex].filter(
          (index) => index !== undefined,
        ),
        words,
      ),
    [words, pages, newsIndex, eventIndex, albumIndex, videoIndex, syllabusIndex, facultyIndex],
  )
  const lists: UseQueryResult[] = [news, events, albums, videos, circulars, faculty]
  return (
    <div className="site-search">
      <form
        role="search"
        aria-label={t`Search this site`}
        className="site-search__form"
        onSubmit={(event) => {
          event.preventDefault()
          writeNow()
        }}
        // Before a result is opened (the box loses focus first), so that Back finds these words.
        onBlur={writeNow}
      >
        <SearchFilter
          label={t`Search the site`}
          placeholder={t`Admission, uniform, sports day…`}
          value={words}
          onChange={type}
        />
      </form>
      {hydrated ? (
        <SearchResults query={words} groups={groups} lists={lists} />
      ) : (
        <SectionLoading label={t`the search`} />
      )}
    </div>
  )
}

/** One list's index, rebuilt only when that list changes; undefined until it has arrived. */
function useRecordIndex<Records>(
  records: Records | undefined,
  documents: (records: Records) => ReturnType<typeof searchDocuments>,
) {
  return useMemo(
    () => (records === undefined ? undefined : createSiteIndex(documents(records))),
    // The documents function is the same rule on every render; the list is what changes.
    [records], // eslint-disable-line react-hooks/exhaustive-deps
  )
}

function SearchResults({
  query,
  groups,
  lists,
}: {
  query: string
  groups: readonly SearchResultGroup[]
  lists: readonly UseQueryResult[]
}) {
  const { i18n, t } = useLingui()
  const loading = lists.some((list) => list.isPending)
  const failed = lists.some((list) => list.isError && list.data === undefined)
  const total = groups.reduce((sum, group) => sum + group.total, 0)
  // The visitor's words go into the sentence once it is translated (message-text.ts): in the messages, TEXT.
  const words = TEXT
  const found =
    total === 0
      ? loading
        ? t`No results for “${words}” so far (still loading some lists)`
        : t`No results for “${words}”`
      : loading
        ? t`${plural(total, {
            one: `${total} result for “${words}” so far (still loading some lists)`,
            other: `${total} results for “${words}” so far (still loading some lists)`,
          })}`
        : t`${plural(total, { one: `${total} result for “${words}”`, other: `${total} results for “${words}”` })}`
  return (
    <>
      <p role="status" className="site-search__status">
        {searchWords(query).length === 0
          ? t`Type at least ${MIN_WORD_LENGTH} letters to search pages, news, events, albums, videos, the syllabus and the staff.`
          : withText(found, query.trim()) + (failed ? t`. Some lists could not be loaded and are not searched.` : '')}
      </p>
      {groups.map((group) => (
        <section key={group.kind} className="site-search__group" aria-labelledby={`search-${group.kind}`}>
          <h2 id={`search-${group.kind}`} className="site-search__kind">
            {i18n._(KIND_LABELS[group.kind])} <span className="site-search__count">({group.total})</span>
          </h2>
          <ul className="site-search__results">
            {group.results.map((result) => (
              <li key={result.id}>
                <ResultLink link={result.link}>{result.title}</ResultLink>
              </li>
            ))}
          </ul>
          {group.total > group.results.length ? (
            <p className="site-search__more">
              <Trans>
                The best {ph({ shown: group.results.length })} of {ph({ total: group.total })}; add a word to narrow
                them.
              </Trans>
            </p>
          ) : null}
        </section>
      ))}
    </>
  )
}

const MAGAZINE_PREFIX = '/Magazine'

/** Whether a page's path is a magazine issue's: its link names the one magazine route and the issue's year. */
function isMagazinePath(path: PagePath): path is MagazinePath {
  return path.startsWith(MAGAZINE_PREFIX)
}

/** A result as a link to the thing itself (site-search.ts, SearchLink). */
function ResultLink({ link, children }: { link: SearchLink; children: string }) {
  if ('hash' in link) {
    return link.to === '/News' ? (
      <Link to="/News" search={{ year: link.year }} hash={link.hash}>
        {children}
      </Link>
    ) : (
      <Link to="/Events" search={{ year: link.year }} hash={link.hash}>
        {children}
      </Link>
    )
  }
  if ('id' in link) {
    return (
      <Link to="/SubGallery" search={{ id: link.id }}>
        {children}
      </Link>
    )
  }
  if ('q' in link) {
    return (
      <Link to="/VideoGallery" search={{ q: link.q }}>
        {children}
      </Link>
    )
  }
  if (isMagazinePath(link.to)) {
    return (
      <Link to="/Magazine{$year}" params={{ year: Number(link.to.slice(MAGAZINE_PREFIX.length)) }}>
        {children}
      </Link>
    )
  }
  return <Link to={link.to}>{children}</Link>
}
