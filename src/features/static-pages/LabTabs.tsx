import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type KeyboardEvent } from 'react'
import type { Laboratory } from '@/content/laboratory'
import { ContentText, useContentText } from '@/components/ui/ContentText'
import { StaticPhotoGallery } from './StaticPhotoGallery'
import './static-pages.css'

/**
 * The laboratory tabs (WAI-ARIA tabs pattern): one tab per lab; arrow keys move and select, Home and End jump to
 * the first and last tab. The selected tab's panel shows the lab's title, text and photos (they open in the lightbox).
 */
export function LabTabs({ labs }: { labs: readonly Laboratory[] }) {
  const [selectedIndex, setSelectedIndex] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const { t } = useLingui()
  const inPageLanguage = useContentText()

  function selectAndFocus(index: number) {
    const next = (index + labs.length) % labs.length
    setSelectedIndex(next)
    tabs.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowDown: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      ArrowUp: selectedIndex - 1,
      Home: 0,
      End: labs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    selectAndFocus(target)
  }

  return (
    <div className="lab-tabs">
      <div role="tablist" aria-label={t`Laboratories`} className="lab-tabs__list">
        {labs.map((lab, index) => (
          <button
            key={lab.id}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={lab.id}
            className="lab-tabs__tab"
            aria-selected={index === selectedIndex}
            aria-controls={`${lab.id}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            onClick={() => setSelectedIndex(index)}
            onKeyDown={onKeyDown}
          >
            <ContentText text={lab.label} />
          </button>
        ))}
      </div>
      {labs.map((lab, index) => {
        const title = inPageLanguage(lab.title).text
        return (
          <div
            key={lab.id}
            role="tabpanel"
            id={`${lab.id}-panel`}
            aria-labelledby={lab.id}
            className="lab-tabs__panel"
            hidden={index !== selectedIndex}
            tabIndex={0}
          >
            {/* Every panel holds its content (the hidden ones too): a page read without JavaScript, where the tabs
                cannot switch, shows them all (index.html's no-script styles). */}
            <h2>
              <ContentText text={lab.title} />
            </h2>
            <p>
              <ContentText text={lab.description} />
            </p>
            <StaticPhotoGallery photos={lab.photos} label={t`Photos of the ${title}`} />
          </div>
        )
      })}
    </div>
  )
}
