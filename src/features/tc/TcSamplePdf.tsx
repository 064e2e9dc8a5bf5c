import { Trans, useLingui } from '@lingui/react/macro'
import { FrameWhenInView } from '@/first-visit/FrameWhenInView'
import './tc.css'

/** The sample certificate shipped with the site (public/documents). */
const TC_SAMPLE_PDF_SRC = '/documents/tc-sample.pdf'

/** Spec sections 2 and 9: the embedded sample PDF is 500 px high. */
const TC_SAMPLE_PDF_HEIGHT = 500

/**
 * The sample Transfer Certificate, embedded in a frame loaded when scrolled near (not an <object>: the Content-Security-Policy has
 * object-src 'none'); browsers that cannot show an embedded PDF (most phones) still have the plain download link below.
 */
export function TcSamplePdf() {
  const { t } = useLingui()
  const frameLabel = t`Sample Transfer Certificate (PDF)`
  return (
    <section className="tc-sample" aria-labelledby="tc-sample-heading">
      <h2 id="tc-sample-heading" className="tc-sample__title">
        <Trans>Sample Transfer Certificate</Trans>
      </h2>
      <FrameWhenInView
        className="tc-sample__embed"
        src={TC_SAMPLE_PDF_SRC}
        width="100%"
        height={TC_SAMPLE_PDF_HEIGHT}
        title={frameLabel}
        aria-label={frameLabel}
      />
      <p>
        <a href={TC_SAMPLE_PDF_SRC} download="tc-sample.pdf" type="application/pdf">
          <Trans>Download the sample Transfer Certificate (PDF)</Trans>
        </a>
      </p>
    </section>
  )
}
