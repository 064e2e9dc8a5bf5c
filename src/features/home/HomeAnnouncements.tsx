import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { highlightsQuery } from '@/api/highlight.queries'
import { firstFileUrl } from '@/api/image-url'
import { Marquee } from '@/components/media/Marquee'
import { QuerySection } from '@/components/ui/QuerySection'
import { ExternalLink } from '@/components/ui/ExternalLink'

/** The announcement marquee from highlights; a still placeholder when there are none. */
export function HomeAnnouncements() {
  const { t } = useLingui()
  const query = useQuery(highlightsQuery())
  return (
    <div className="home-ticker home-ticker--announcements">
      <div className="container home-ticker__inner">
        <h2 className="home-ticker__label">
          <Trans>Announcements</Trans>
        </h2>
        <div className="home-ticker__body">
          <QuerySection query={query} label={t`the announcements`}>
            {(highlights) =>
              highlights.length === 0 ? (
                <p className="home-ticker__placeholder">
                  <Trans>Stay Tuned For More Updates</Trans>
                </p>
              ) : (
                <Marquee
                  label={t`Announcements`}
                  items={highlights.map((highlight, index) => {
                    const file = firstFileUrl(highlight.attachments)
                    return {
                      key: `${highlight._id ?? highlight.title}-${index}`,
                      content: file ? <ExternalLink href={file}>{highlight.title}</ExternalLink> : highlight.title,
                    }
                  })}
                />
              )
            }
          </QuerySection>
        </div>
      </div>
    </div>
  )
}
