import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { pagePreview } from '@/config/share-page-preview'
import { ERP_INTRO, ERP_SHOWCASE } from '@/content/erp-software'
import { ErpShowcase } from '@/features/static-pages/ErpShowcase'

export const Route = createFileRoute('/ERPSoftware')({
  staticData: { title: 'ERP Software', section: 'Parents' },
  loader: () =>
    pagePreview(ERP_INTRO[0], ERP_SHOWCASE[0] && { src: ERP_SHOWCASE[0].image, alt: ERP_SHOWCASE[0].imageAlt }),
  head: routeHead,
  component: ErpSoftwarePage,
})

function ErpSoftwarePage() {
  return (
    <PageShell>
      <ErpShowcase intro={ERP_INTRO} items={ERP_SHOWCASE} />
    </PageShell>
  )
}
