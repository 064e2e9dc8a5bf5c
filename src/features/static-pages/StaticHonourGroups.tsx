import type { HonourGroup } from '@/content/roll-of-honour'
import { ContentText, useContentText } from '@/components/ui/ContentText'
import { StaticPeopleCards } from './StaticPeopleCards'
import './static-pages.css'

/** The Roll of Honour: one headed group of cards per kind of achievement. */
export function StaticHonourGroups({ groups }: { groups: readonly HonourGroup[] }) {
  const inPageLanguage = useContentText()
  return (
    <>
      {groups.map((group) => (
        <section key={group.heading} className="static-group">
          <h2>
            <ContentText text={group.heading} />
          </h2>
          <StaticPeopleCards
            label={inPageLanguage(group.heading).text}
            headingLevel={3}
            people={group.entries.map((entry) => ({ name: entry.name, details: [entry.achievement, entry.year] }))}
          />
        </section>
      ))}
    </>
  )
}
