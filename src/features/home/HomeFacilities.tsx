import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef, useState, type KeyboardEvent } from 'react'
import { FACILITY_TABS } from '@/content/home'
import { ContentText } from '@/components/ui/ContentText'
import '@/content/home-hindi'

/**
 * Facilities tabs (WAI-ARIA tabs with automatic activation): the first is selected by default; Left and Right
 * arrows move between tabs (wrapping), Home and End go to the first and last; only the selected tab is in the
 * tab order.
 */
export function HomeFacilities() {
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number) => {
    const count = FACILITY_TABS.length
    const next = ((index % count) + count) % count
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: FACILITY_TABS.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <section className="home-section home-facilities" aria-labelledby="home-facilities-title">
      <div className="container">
        <h2 id="home-facilities-title" className="home-section__title">
          <Trans>Our Facilities</Trans>
        </h2>
        <div role="tablist" aria-labelledby="home-facilities-title" className="home-tabs__list">
          {FACILITY_TABS.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`facility-tab-${tab.id}`}
              aria-selected={index === selected}
              aria-controls={`facility-panel-${tab.id}`}
              tabIndex={index === selected ? 0 : -1}
              className="home-tabs__tab"
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
            >
              <ContentText text={tab.label} />
            </button>
          ))}
        </div>
        {FACILITY_TABS.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`facility-panel-${tab.id}`}
            aria-labelledby={`facility-tab-${tab.id}`}
            hidden={index !== selected}
            tabIndex={0}
            className="home-tabs__panel"
          >
            <h3 className="home-tabs__heading">
              <ContentText text={tab.heading} />
            </h3>
            <p>
              <ContentText text={tab.text} />
            </p>
            <Link to={tab.to} className="button">
              <ContentText text={tab.linkLabel} />
            </Link>
          </div>
        ))}
      </div>
    </section>
  )
}
