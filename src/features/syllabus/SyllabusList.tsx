import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Circular } from '@/api/circular.schema'
import { SYLLABUS_CATEGORY } from '@/api/circular.schema'
import { circularsQuery } from '@/api/circular.queries'
import { firstFileUrl } from '@/api/image-url'
import { NewBadge } from '@/components/ui/NewBadge'
import { QuerySection } from '@/components/ui/QuerySection'
import { inCategory } from '@/selectors/category'

const selectSyllabus = (circulars: Circular[]) => inCategory(circulars, SYLLABUS_CATEGORY)

/** Circulars of category Syllabus as PDF tiles that open the file. */
export function SyllabusList() {
  const { t } = useLingui()
  const query = useQuery({ ...circularsQuery(), select: selectSyllabus })
  return (
    <QuerySection query={query} label={t`the syllabus`}>
      {(syllabus) =>
        syllabus.length === 0 ? (
          <div className="tile-grid">
            <div className="pdf-tile pdf-tile--placeholder">
              <PdfIcon />
              <span className="pdf-tile__title">
                <Trans>Syllabus Title</Trans>
              </span>
              <span>
                <Trans>No syllabus has been published yet.</Trans>
              </span>
            </div>
          </div>
        ) : (
          <ul className="tile-grid" aria-label={t`Syllabus files`}>
            {syllabus.map((circular, index) => (
              <li key={`${circular._id ?? circular.title}-${index}`}>
                <SyllabusTile circular={circular} />
              </li>
            ))}
          </ul>
        )
      }
    </QuerySection>
  )
}

function SyllabusTile({ circular }: { circular: Circular }) {
  const href = firstFileUrl(circular.attachments)
  const body = (
    <>
      <PdfIcon />
      <NewBadge date={circular.date} />
      <span className="pdf-tile__title">{circular.title}</span>
    </>
  )
  if (!href)
    return (
      <div className="pdf-tile pdf-tile--missing">
        {body}
        <span>
          <Trans>File not available</Trans>
        </span>
      </div>
    )
  return (
    <a className="pdf-tile" href={href} target="_blank" rel="noopener noreferrer">
      {body}
      <span className="visually-hidden">
        {' '}
        <Trans>(PDF, opens in a new tab)</Trans>
      </span>
    </a>
  )
}

function PdfIcon() {
  return (
    <svg className="pdf-tile__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 2h9l5 5v15H6zM14 3v5h5M8 13h2.5a1.5 1.5 0 0 1 0 3H9v2H8zm1 1v1h1.5a.5.5 0 0 0 0-1zm4-1h2a2 2 0 0 1 2 2v1a2 2 0 0 1-2 2h-2zm1 1v3h1a1 1 0 0 0 1-1v-1a1 1 0 0 0-1-1z"
      />
    </svg>
  )
}
