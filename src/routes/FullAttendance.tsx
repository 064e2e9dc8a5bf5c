import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { FULL_ATTENDANCE, FULL_ATTENDANCE_INTRO } from '@/content/full-attendance'
import { AttendanceGroups } from '@/features/static-pages/AttendanceGroups'
import { ContentText } from '@/components/ui/ContentText'

export const Route = createFileRoute('/FullAttendance')({
  staticData: { title: 'Full Attendance', section: 'Academics' },
  loader: () => pagePreview(FULL_ATTENDANCE_INTRO),
  head: routeHead,
  component: FullAttendancePage,
})

function FullAttendancePage() {
  return (
    <PageShell>
      <p>
        <ContentText text={FULL_ATTENDANCE_INTRO} />
      </p>
      <AttendanceGroups groups={FULL_ATTENDANCE} />
    </PageShell>
  )
}
