import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { newsHomeQuery } from '@/api/news.queries'
import { Marquee } from '@/components/media/Marquee'
import { NewBadge } from '@/components/ui/NewBadge'

/**
 * The news marquee (2 px every 30 ms) of the home news, each item linking to /News. Spec section 8: a failed
 * home news fetch is logged and shows as the empty list, i.e. the placeholder.
 */
export function HomeNews() {
  const { t } = useLingui()
  const query = useQuery(newsHomeQuery())

  useEffect(() => {
    if (query.isError) console.warn('[data] home news could not be loaded:', query.error.message)
  }, [query.isError, query.error])

  const news = query.data ?? []
  return (
    <div className="home-ticker home-ticker--news">
      <div className="container home-ticker__inner">
        <h2 className="home-ticker__label">
          <Trans>Latest News</Trans>
        </h2>
        <div className="home-ticker__body">
          {query.isPending ? (
            <p role="status" className="loading">
              <Trans>Loading the news…</Trans>
            </p>
          ) : news.length === 0 ? (
            <p className="home-ticker__placeholder">
              <Link to="/News">
                <Trans>News title</Trans>
              </Link>
            </p>
          ) : (
            <Marquee
              label={t`Latest news`}
              items={news.map((item, index) => ({
                key: `${item._id ?? item.title}-${index}`,
                content: (
                  <>
                    <NewBadge date={item.fromDate} />
                    <Link to="/News">{item.title}</Link>
                  </>
                ),
              }))}
            />
          )}
        </div>
      </div>
    </div>
  )
}
