import { useQuery } from '@tanstack/react-query'
import { highlightsQuery } from '@/api/highlight.queries'
import { firstFileUrl } from '@/api/image-url'
import { Marquee } from '@/components/media/Marquee'
import { QuerySection } from '@/components/ui/QuerySection'
import { ExternalLink } from '@/components/ui/ExternalLink'

const ANNOUNCEMENTS_PLACEHOLDER = 'Stay Tuned For More Updates'

/** The announcement marquee from highlights; a still placeholder when there are none. */
export function HomeAnnouncements() {
  const query = useQuery(highlightsQuery())
  return (
    <div className="home-ticker home-ticker--announcements">
      <div className="container home-ticker__inner">
        <h2 className="home-ticker__label">Announcements</h2>
        <div className="home-ticker__body">
          <QuerySection query={query} label="the announcements">
            {(highlights) =>
              highlights.length === 0 ? (
                <p className="home-ticker__placeholder">{ANNOUNCEMENTS_PLACEHOLDER}</p>
              ) : (
                <Marquee
                  label="Announcements"
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
