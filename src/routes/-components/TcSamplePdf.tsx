import './tc.css'

/** The sample certificate shipped with the site (public/documents). */
const TC_SAMPLE_PDF_SRC = '/documents/tc-sample.pdf'

/** Spec sections 2 and 9: the embedded sample PDF is 500 px high. */
const TC_SAMPLE_PDF_HEIGHT = 500

/**
 * The sample Transfer Certificate, embedded; phones that cannot show an embedded PDF get the object's
 * fallback text, and everyone gets a plain download link below it.
 */
export function TcSamplePdf() {
  return (
    <section className="tc-sample" aria-labelledby="tc-sample-heading">
      <h2 id="tc-sample-heading" className="tc-sample__title">
        Sample Transfer Certificate
      </h2>
      <object
        className="tc-sample__embed"
        data={TC_SAMPLE_PDF_SRC}
        type="application/pdf"
        width="100%"
        height={TC_SAMPLE_PDF_HEIGHT}
        aria-label="Sample Transfer Certificate (PDF)"
      >
        <p className="tc-sample__fallback">Your browser cannot show the sample here. Use the download link below.</p>
      </object>
      <p>
        <a href={TC_SAMPLE_PDF_SRC} download="tc-sample.pdf" type="application/pdf">
          Download the sample Transfer Certificate (PDF)
        </a>
      </p>
    </section>
  )
}
