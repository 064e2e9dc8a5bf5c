import { useId } from 'react'
import { StaticImage } from '@/components/ui/StaticImage'
import type { AlumniRow } from '@/content/alumni'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import './static-pages.css'

/** The table's photos are thumbnails of this width (px). */
const ALUMNI_PHOTO_WIDTH = 72
const ALUMNI_PHOTO_HEIGHT = 84

const COLUMNS = ['Alumni Name', 'Photo', 'Educational Qualification', 'Present Designation', 'Achievement'] as const

/**
 * The alumni table. On a narrow phone it scrolls inside its own focusable region (keyboard users can scroll it
 * with the arrow keys), so the page itself never scrolls sideways.
 */
export function AlumniTable({ rows, caption }: { rows: readonly AlumniRow[]; caption: string }) {
  const captionId = useId()
  return (
    <>
      <p className="alumni-table-hint">On a narrow screen, swipe the table sideways to see every column.</p>
      <div className="alumni-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="alumni-table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>
                  <StaticImage
                    source={staticPagePhotoSources(row.photo)}
                    sizes={`${ALUMNI_PHOTO_WIDTH}px`}
                    alt={`Photo of ${row.name}`}
                    width={ALUMNI_PHOTO_WIDTH}
                    height={ALUMNI_PHOTO_HEIGHT}
                  />
                </td>
                <td>{row.qualification}</td>
                <td>{row.designation}</td>
                <td>{row.achievement}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
