import * as z from 'zod/mini'
import { eventSchema } from '@/api/event.schema'
import { newsSchema } from '@/api/news.schema'
import type { PagePreview } from '@/config/share-preview'
import type { PageLanguage } from '@/config/languages'
import {
  eventDescription,
  eventPhoto,
  eventStructuredData,
  newsDescription,
  newsStructuredData,
} from '@/features/lists/item-structured-data'
import { SCHEMA_ORG } from '@/config/structured-data'
import { anchoredNews, listAnchors, type AnchoredKind, type AnchoredItem } from '@/selectors/item-anchor'
import { itemAddress } from '@/selectors/share-url'

/**
 * What a shared news item or event previews as: a link shared from its card names it, `?item=<anchor>`,
 * and the page rendered with its list (the optional server, which WhatsApp's crawler reads) describes that item:
 * its title, its description (or its date and place), its photo, and its schema.org JSON-LD (an `Event`, a
 * `NewsArticle`) for search engines. The anchor is found as the list page finds it: listAnchors over the whole list,
 * in its order. Without the list, or with an anchor the list does not have, the page keeps its own preview.
 */

/** The list's records, as the list page reads them: data of any other shape (restored from a visit) gives none. */
function recordsOf<Schema extends z.ZodMiniType>(schema: Schema, saved: unknown): Array<z.output<Schema>> | undefined {
  const parsed = z.array(schema).safeParse(saved)
  return parsed.success ? parsed.data : undefined
}

/** The record of `records` whose anchor in the list is `anchor`. */
function recordAt<Item>(
  kind: AnchoredKind,
  records: readonly Item[],
  anchored: (record: Item) => AnchoredItem,
  anchor: string,
): Item | undefined {
  for (const [record, recordAnchor] of listAnchors(kind, records, anchored)) {
    if (recordAnchor === anchor) return record
  }
  return undefined
}

/** The preview of the event at `anchor` in the Events page's list (`saved`: the list as the query cache holds it). */
export function eventPreview(saved: unknown, anchor: string, language: PageLanguage): PagePreview | undefined {
  const records = recordsOf(eventSchema, saved)
  const event = records && recordAt('event', records, (record) => record, anchor)
  if (!event) return undefined
  const description = eventDescription(event, language)
  const photo = eventPhoto(event, language)
  return {
    title: event.title,
    address: itemAddress('event', event, anchor),
    description,
    ...(photo && { photo }),
    structuredData: { '@context': SCHEMA_ORG, ...eventStructuredData(event, anchor, language, description, photo) },
  }
}

/** The preview of the notice at `anchor` in the News page's list (`saved`: the list as the query cache holds it). */
export function newsPreview(saved: unknown, anchor: string, language: PageLanguage): PagePreview | undefined {
  const records = recordsOf(newsSchema, saved)
  const news = records && recordAt('news', records, anchoredNews, anchor)
  if (!news) return undefined
  const description = newsDescription(news, language)
  return {
    title: news.title,
    address: itemAddress('news', anchoredNews(news), anchor),
    description,
    structuredData: { '@context': SCHEMA_ORG, ...newsStructuredData(news, anchor, language, description) },
  }
}

/** The preview of the shared item at `anchor` on the list page of `kind` (`saved`: its list as the cache holds it). */
export function itemPreview(
  kind: AnchoredKind,
  saved: unknown,
  anchor: string,
  language: PageLanguage,
): PagePreview | undefined {
  return kind === 'event' ? eventPreview(saved, anchor, language) : newsPreview(saved, anchor, language)
}
