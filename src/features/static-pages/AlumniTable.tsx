import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { StaticImage } from '@/components/ui/StaticImage'
import type { AlumniRow } from '@/content/alumni'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import { ContentText } from '@/components/ui/ContentText'
import './static-pages.css'

/** The table's photos are thumbnails of this width (px). */
const ALUMNI_PHOTO_WIDTH = 72
const ALUMNI_PHOTO_HEIGHT = 84

/**
 * The alumni table. On a narrow phone it scrolls inside its own focusable region (keyboard users can scroll it
 * with the arrow keys), so the page itself never scrolls sideways.
 */
export function AlumniTable({ rows, caption }: { rows: readonly AlumniRow[]; caption: string }) {
  const captionId = useId()
  const { t } = useLingui()
  const columns = [t`Alumni Name`, t`Photo`, t`Educational Qualification`, t`Present Designation`, t`Achievement`]
  return (
    <>
      <p className="alumni-table-hint">
        <Trans>On a narrow screen, swipe the table sideways to see every column.</Trans>
      </p>
      <div className="alumni-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="alumni-table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ name, photo, qualification, designation, achievement }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <StaticImage
                    source={staticPagePhotoSources(photo)}
                    sizes={`${ALUMNI_PHOTO_WIDTH}px`}
                    alt={t`Photo of ${name}`}
                    width={ALUMNI_PHOTO_WIDTH}
                    height={ALUMNI_PHOTO_HEIGHT}
                  />
                </td>
                <td>
                  <ContentText text={qualification} />
                </td>
                <td>
                  <ContentText text={designation} />
                </td>
                <td>
                  <ContentText text={achievement} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
