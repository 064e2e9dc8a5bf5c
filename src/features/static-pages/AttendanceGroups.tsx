import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PhotoLightbox } from '@/components/media/PhotoLightbox'
import type { AttendanceGroup } from '@/content/full-attendance'
import { staticPagePhotoSources } from '@/content/static-page-photos'
import { AttendanceCard } from './AttendanceCard'
import { ContentText, useContentText } from '@/components/ui/ContentText'
import './static-pages.css'

/**
 * The Full Attendance cards under their class headings. One zoom view (the lightbox) holds every student's photo
 * in page order, so a visitor can swipe through all of them; Escape or the close button closes it.
 */
export function AttendanceGroups({ groups }: { groups: readonly AttendanceGroup[] }) {
  const [openIndex, setOpenIndex] = useState(-1)
  const { t } = useLingui()
  const inPageLanguage = useContentText()
  const students = groups.flatMap((group) => group.students)
  const photos = students.map(({ photo, name, classSection }) => {
    // The school's own photo at the build's widths, where it has replaced the placeholder.
    const sources = staticPagePhotoSources(photo)
    return {
      src: sources.src,
      srcSet: sources.variants && [...sources.variants],
      alt: t`Photo of ${name}`,
      title: `${name}, ${inPageLanguage(classSection).text}`,
    }
  })
  // Index of each group's first student in the zoom view's list.
  const firsts = groups.map((_, groupIndex) =>
    groups.slice(0, groupIndex).reduce((count, group) => count + group.students.length, 0),
  )
  return (
    <>
      {groups.map((group, groupIndex) => {
        const first = firsts[groupIndex] ?? 0
        const heading = inPageLanguage(group.heading).text
        return (
          <section key={group.heading} className="attendance-group">
            <h2>
              <ContentText text={group.heading} />
            </h2>
            <ul className="card-grid compact-card-grid" aria-label={t`Full attendance: ${heading}`}>
              {group.students.map((student, index) => (
                <li key={`${student.name}-${student.classSection}`}>
                  <AttendanceCard student={student} onZoom={() => setOpenIndex(first + index)} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <PhotoLightbox photos={photos} index={openIndex} onClose={() => setOpenIndex(-1)} />
    </>
  )
}
