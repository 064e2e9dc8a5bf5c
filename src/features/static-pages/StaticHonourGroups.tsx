import type { HonourGroup } from '@/content/roll-of-honour'
import { StaticPeopleCards } from './StaticPeopleCards'
import './static-pages.css'

/** The Roll of Honour: one headed group of cards per kind of achievement. */
export function StaticHonourGroups({ groups }: { groups: readonly HonourGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.heading} className="static-group">
          <h2>{group.heading}</h2>
          <StaticPeopleCards
            label={group.heading}
            headingLevel={3}
            people={group.entries.map((entry) => ({ name: entry.name, details: [entry.achievement, entry.year] }))}
          />
        </section>
      ))}
    </>
  )
}
