import type { ContentSection } from '@/content/static-page.types'
import { ContentText } from '@/components/ui/ContentText'
import { StaticTextBlock } from './StaticTextBlock'

interface StaticSectionProps {
  section: ContentSection
  /** Heading level of this section: 2 for top-level sections, 3 for their subsections. */
  level?: 2 | 3
}

/** A headed section of a static page; subsections get the next heading level. */
export function StaticSection({ section, level = 2 }: StaticSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className={`static-section static-section--level-${level}`}>
      <Heading>
        <ContentText text={section.heading} />
      </Heading>
      {section.blocks.map((block, index) => (
        <StaticTextBlock key={index} block={block} />
      ))}
      {section.subsections?.map((subsection) => (
        <StaticSection key={subsection.heading} section={subsection} level={3} />
      ))}
    </section>
  )
}
