import { ContentText } from '@/components/ui/ContentText'
import './static-pages.css'

export interface StaticPersonCard {
  name: string
  /**
   * Lines under the name (role, subject, years ...), first line emphasised: the content's English, shown in Hindi on
   * a Hindi page where the Hindi file has it (a year stays as it is).
   */
  details: readonly string[]
}

/** A list of people as cards: name (a heading at `headingLevel`) and detail lines. */
export function StaticPeopleCards({
  people,
  label,
  headingLevel = 2,
}: {
  people: readonly StaticPersonCard[]
  label: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="card-grid static-people" aria-label={label}>
      {people.map((person) => (
        <li key={`${person.name}-${person.details.join('|')}`}>
          <article className="card static-person">
            <Heading className="person-card__name">{person.name}</Heading>
            {person.details.map((detail, index) => (
              <p key={index} className={index === 0 ? 'person-card__role' : 'person-card__detail'}>
                <ContentText text={detail} />
              </p>
            ))}
          </article>
        </li>
      ))}
    </ul>
  )
}
