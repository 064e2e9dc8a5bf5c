import { useId } from 'react'
import type { AlumniRow } from '../../content/alumni'
import './static-pages.css'

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
                  <img
                    src={row.photo}
                    alt={`Photo of ${row.name}`}
                    width={72}
                    height={84}
                    loading="lazy"
                    decoding="async"
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
