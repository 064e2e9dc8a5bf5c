import { useLingui } from '@lingui/react/macro'
import { StaticImage } from '@/components/ui/StaticImage'
import type { AttendanceCard as AttendanceCardData } from '@/content/full-attendance'
import { PORTRAIT_SIZES } from '@/content/static-page.types'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import { ContentText } from '@/components/ui/ContentText'
import './static-pages.css'

interface AttendanceCardProps {
  student: AttendanceCardData
  /** Opens the zoom view (the lightbox) at this student's photo. */
  onZoom: () => void
}

/** A Full Attendance card: photo (a button that opens the zoom view), name and class-section. */
export function AttendanceCard({ student, onZoom }: AttendanceCardProps) {
  const { t } = useLingui()
  const { name } = student
  return (
    <article className="card person-card attendance-card">
      <button type="button" className="attendance-card__zoom" onClick={onZoom}>
        <StaticImage
          source={staticPagePhotoSources(student.photo)}
          sizes={PORTRAIT_SIZES}
          className="person-photo"
          alt={t`Photo of ${name}`}
          width={240}
          height={280}
        />
        <span className="visually-hidden"> {t`(zoom)`}</span>
      </button>
      <h3 className="person-card__name">{name}</h3>
      <p className="person-card__role">
        <ContentText text={student.classSection} />
      </p>
    </article>
  )
}
