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
  return (
    <section className="tc-sample" aria-labelledby="tc-sample-heading">
      <h2 id="tc-sample-heading" className="tc-sample__title">
        Sample Transfer Certificate
      </h2>
      <FrameWhenInView
        className="tc-sample__embed"
        src={TC_SAMPLE_PDF_SRC}
        width="100%"
        height={TC_SAMPLE_PDF_HEIGHT}
        title="Sample Transfer Certificate (PDF)"
        aria-label="Sample Transfer Certificate (PDF)"
      />
      <p>
        <a href={TC_SAMPLE_PDF_SRC} download="tc-sample.pdf" type="application/pdf">
          Download the sample Transfer Certificate (PDF)
        </a>
      </p>
    </section>
  )
}
