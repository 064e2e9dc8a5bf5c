import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState, type MouseEvent } from 'react'
import { PhotoLightbox } from '@/components/media/PhotoLightbox'
import './toppers.css'

/** The year of the result analysis images the spec lists. */
const RESULT_ANALYSIS_YEAR = 2020

const RESULT_IMAGE_WIDTH = 800
const RESULT_IMAGE_HEIGHT = 600

interface ResultAnalysis {
  src: string
  /** The link's visible words: "ICSE X". */
  label: MessageDescriptor
  /** The image's alt text and caption. */
  alt: MessageDescriptor
}

/** The year as the messages name it ({year}). */
const year = RESULT_ANALYSIS_YEAR

/** The three result analysis images, shipped in public/results. */
const RESULT_ANALYSIS: readonly ResultAnalysis[] = [
  { label: msg`ICSE X`, src: '/results/icse-x-2020.svg', alt: msg`ICSE Class X result analysis ${year}` },
  { label: msg`ISC Science`, src: '/results/isc-science-2020.svg', alt: msg`ISC Science result analysis ${year}` },
  { label: msg`ISC Commerce`, src: '/results/isc-commerce-2020.svg', alt: msg`ISC Commerce result analysis ${year}` },
]

/** A plain left click opens the lightbox; a modified click (new tab, download) keeps the link's own behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** The Result Analysis row: three links to the 2020 result images, opened in the lightbox. */
export function ResultAnalysisRow() {
  const { i18n } = useLingui()
  const [openIndex, setOpenIndex] = useState(-1)
  const results = useMemo(
    () =>
      RESULT_ANALYSIS.map((result) => {
        const label = i18n._(result.label)
        const alt = i18n._(result.alt)
        return {
          src: result.src,
          label,
          linkLabel: i18n._(msg`${label} result analysis ${year}`),
          alt,
          title: alt,
          width: RESULT_IMAGE_WIDTH,
          height: RESULT_IMAGE_HEIGHT,
        }
      }),
    [i18n],
  )
  return (
    <section aria-labelledby="result-analysis-heading">
      <h2 id="result-analysis-heading">
        <Trans>Result Analysis {year}</Trans>
      </h2>
      <ul className="result-analysis__list">
        {results.map((result, index) => (
          <li key={result.src}>
            <a
              className="result-analysis__link"
              href={result.src}
              aria-label={result.linkLabel}
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
      <PhotoLightbox photos={results} index={openIndex} onClose={() => setOpenIndex(-1)} />
    </section>
  )
}
