import type { TextPage } from '@/content/static-page.types'
import { ContentText } from '@/components/ui/ContentText'
import { StaticSection } from './StaticSection'
import './static-pages.css'

/** The text of a static page: lead paragraphs, then its sections (h2, with h3 subsections). */
export function StaticTextPage({ page }: { page: TextPage }) {
  return (
    <div className="static-page">
      {page.intro?.map((paragraph) => (
        <p key={paragraph} className="static-page__intro">
          <ContentText text={paragraph} />
        </p>
      ))}
      {page.sections.map((section) => (
        <StaticSection key={section.heading} section={section} />
      ))}
    </div>
  )
}
