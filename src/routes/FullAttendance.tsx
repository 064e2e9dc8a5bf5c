import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { FULL_ATTENDANCE, FULL_ATTENDANCE_INTRO } from '@/content/full-attendance'
import { AttendanceGroups } from '@/features/static-pages/AttendanceGroups'

export const Route = createFileRoute('/FullAttendance')({
  head: () => pageHead('/FullAttendance'),
  component: FullAttendancePage,
})

function FullAttendancePage() {
  return (
    <PageShell path="/FullAttendance">
      <p>{FULL_ATTENDANCE_INTRO}</p>
      <AttendanceGroups groups={FULL_ATTENDANCE} />
    </PageShell>
  )
}
