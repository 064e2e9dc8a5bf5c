import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { routeHead } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { ABOUT_PAGE, ABOUT_PHOTO } from '@/content/about'
import { StaticFigure } from '@/features/static-pages/StaticFigure'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/about')({
  staticData: { title: 'About us', section: 'School' },
  loader: () => pagePreview(leadTextOf(ABOUT_PAGE), ABOUT_PHOTO),
  head: routeHead,
  component: AboutPage,
})

function AboutPage() {
  return (
    <PageShell>
      <StaticFigure photo={ABOUT_PHOTO} eager />
      <StaticTextPage page={ABOUT_PAGE} />
    </PageShell>
  )
}
