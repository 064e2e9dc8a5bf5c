import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { ERP_INTRO, ERP_SHOWCASE } from '@/content/erp-software'
import { ErpShowcase } from '@/features/static-pages/ErpShowcase'

export const Route = createFileRoute('/ERPSoftware')({
  head: () => pageHead('/ERPSoftware'),
  component: ErpSoftwarePage,
})

function ErpSoftwarePage() {
  return (
    <PageShell path="/ERPSoftware">
      <ErpShowcase intro={ERP_INTRO} items={ERP_SHOWCASE} />
    </PageShell>
  )
}
