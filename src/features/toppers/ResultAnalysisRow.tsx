import { useState, type MouseEvent } from 'react'
import { PhotoLightbox, type LightboxPhoto } from '@/components/media/PhotoLightbox'
import './toppers.css'

/** The year of the result analysis images the spec lists. */
const RESULT_ANALYSIS_YEAR = 2020

const RESULT_IMAGE_WIDTH = 800
const RESULT_IMAGE_HEIGHT = 600

/** The three result analysis images, shipped in public/results. */
const RESULT_ANALYSIS: readonly (LightboxPhoto & { label: string })[] = [
  { label: 'ICSE X', src: '/results/icse-x-2020.svg', alt: `ICSE Class X result analysis ${RESULT_ANALYSIS_YEAR}` },
  {
    label: 'ISC Science',
    src: '/results/isc-science-2020.svg',
    alt: `ISC Science result analysis ${RESULT_ANALYSIS_YEAR}`,
  },
  {
    label: 'ISC Commerce',
    src: '/results/isc-commerce-2020.svg',
    alt: `ISC Commerce result analysis ${RESULT_ANALYSIS_YEAR}`,
  },
].map((photo) => ({ ...photo, title: photo.alt, width: RESULT_IMAGE_WIDTH, height: RESULT_IMAGE_HEIGHT }))

/** A plain left click opens the lightbox; a modified click (new tab, download) keeps the link's own behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The Result Analysis row: three links to the 2020 result images, opened in the lightbox. */
export function ResultAnalysisRow() {
  const [openIndex, setOpenIndex] = useState(-1)
  return (
    <section aria-labelledby="result-analysis-heading">
      <h2 id="result-analysis-heading">Result Analysis {RESULT_ANALYSIS_YEAR}</h2>
      <ul className="result-analysis__list">
        {RESULT_ANALYSIS.map((result, index) => (
          <li key={result.src}>
            <a
              className="result-analysis__link"
              href={result.src}
              aria-label={`${result.label} result analysis ${RESULT_ANALYSIS_YEAR}`}
              onClick={(event) => {
                if (!isPlainClick(event)) return
                event.preventDefault()
                setOpenIndex(index)
              }}
            >
              <img
                src={result.src}
                alt=""
                width={RESULT_IMAGE_WIDTH}
                height={RESULT_IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              <span>{result.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <PhotoLightbox photos={RESULT_ANALYSIS} index={openIndex} onClose={() => setOpenIndex(-1)} />
    </section>
  )
}
