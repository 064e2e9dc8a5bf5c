import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHeadWithPreview } from '@/config/page-head'
import { leadTextOf, pagePreview } from '@/config/share-page-preview'
import { ABOUT_PAGE, ABOUT_PHOTO } from '@/content/about'
import { StaticFigure } from '@/features/static-pages/StaticFigure'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/about')({
  staticData: { title: 'About us', section: 'School' },
  loader: () => pagePreview(leadTextOf(ABOUT_PAGE), ABOUT_PHOTO),
  head: pageHeadWithPreview('/about'),
  component: AboutPage,
})

function AboutPage() {
  return (
    <PageShell path="/about">
      <StaticFigure photo={ABOUT_PHOTO} eager />
      <StaticTextPage page={ABOUT_PAGE} />
    </PageShell>
  )
}
