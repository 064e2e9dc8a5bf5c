import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query'
import { prefetch } from '@/api/prefetch'
import type { PagePreview } from '@/config/share-preview'
import type { PageLanguage } from '@/config/languages'
import type { AnchoredKind } from '@/selectors/item-anchor'

/**
 * The route loader of a dated list page (Events, News): it loads the page's list (prefetch: in the browser nothing
 * waits; rendered on the optional server, the list is waited for until the deadline), and for a shared item's link
 * (`?item=<anchor>`, `deps.item`) gives the item's preview once the list is there (item-preview.ts, loaded only then).
 */
export function sharedItemLoader<TData, TKey extends QueryKey>(
  kind: AnchoredKind,
  listQuery: () => QueryExecuteOptions<TData, Error, TData, TData, TKey>,
) {
  return async ({
    context,
    deps,
  }: {
    context: { queryClient: QueryClient } & PageLanguage
    deps: { item?: string }
  }): Promise<PagePreview | undefined> => {
    const list = listQuery()
    await prefetch(context.queryClient, list)
    const saved: unknown = context.queryClient.getQueryData(list.queryKey)
    if (!deps.item || saved === undefined) return undefined
    const { itemPreview } = await import('./item-preview')
    return itemPreview(kind, saved, deps.item, context)
  }
}
