import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '@/components/layout/PageShell'
import { pageHead } from '@/config/page-head'
import { ABOUT_PAGE, ABOUT_PHOTO } from '@/content/about'
import { StaticFigure } from '@/features/static-pages/StaticFigure'
import { StaticTextPage } from '@/features/static-pages/StaticTextPage'

export const Route = createFileRoute('/about')({
  head: () => pageHead('/about'),
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
