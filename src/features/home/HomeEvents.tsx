import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { eventsHomeQuery } from '@/api/event.queries'
import { Carousel } from '@/components/media/Carousel'
import { QuerySection } from '@/components/ui/QuerySection'
import { EVENTS_BREAKPOINTS, EVENTS_SLIDES_PER_VIEW } from '@/content/home'
import { HomeEventCard } from './HomeEventCard'

/** The events carousel linking to /Events: 3 slides wide, 2 below 768 px, 1 below 480 px. */
export function HomeEvents() {
  const { t } = useLingui()
  const query = useQuery(eventsHomeQuery())
  return (
    <section className="home-section home-events">
      <div className="container">
        <div className="home-section__head">
          <h2 className="home-section__title">
            <Trans>Upcoming Events</Trans>
          </h2>
          <Link to="/Events" className="button">
            <Trans>View All Events</Trans>
          </Link>
        </div>
        <QuerySection query={query} label={t`the events`}>
          {(events) =>
            events.length === 0 ? (
              <article className="card home-event home-event--placeholder">
                <h3 className="home-event__title">
                  <Trans>Event Title</Trans>
                </h3>
                <p>
                  <Trans>No events have been announced yet.</Trans>
                </p>
              </article>
            ) : (
              <Carousel
                className="home-events__carousel"
                items={events}
                label={t`Upcoming events`}
                autoplay
                slidesPerView={EVENTS_SLIDES_PER_VIEW}
                breakpoints={EVENTS_BREAKPOINTS}
                itemKey={(event, index) => `${event._id ?? event.title}-${index}`}
                renderSlide={(event, _index, near) => <HomeEventCard event={event} near={near} />}
              />
            )
          }
        </QuerySection>
      </div>
    </section>
  )
}
