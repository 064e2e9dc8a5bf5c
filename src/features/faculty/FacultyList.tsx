import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Faculty } from '@/api/faculty.schema'
import { facultyQuery } from '@/api/faculty.queries'
import { LeadImage } from '@/components/ui/LeadImage'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { QuerySection } from '@/components/ui/QuerySection'
import { sortFacultyByOrder } from '@/selectors/faculty'

/** Faculty & Staff cards, sorted by order ascending (missing order last). */
export function FacultyList() {
  const { t } = useLingui()
  const query = useQuery({ ...facultyQuery(), select: sortFacultyByOrder })
  return (
    <QuerySection query={query} label={t`the faculty list`}>
      {(faculty) =>
        faculty.length === 0 ? (
          <div className="card-grid">
            <article className="card person-card person-card--placeholder">
              <PersonPhoto attachments={[]} name={t`Faculty Name`} />
              <h2 className="person-card__name">
                <Trans>Faculty Name</Trans>
              </h2>
              <p>
                <Trans>No faculty members have been listed yet.</Trans>
              </p>
            </article>
          </div>
        ) : (
          <ul className="card-grid" aria-label={t`Faculty and staff`}>
            {faculty.map((member, index) => (
              <li key={`${member._id ?? member.name}-${index}`}>
                <LeadImage lead={index === 0}>
                  <FacultyCard member={member} />
                </LeadImage>
              </li>
            ))}
          </ul>
        )
      }
    </QuerySection>
  )
}

function FacultyCard({ member }: { member: Faculty }) {
  return (
    <article className="card person-card">
      <PersonPhoto attachments={member.attachments} name={member.name} />
      <h2 className="person-card__name">{member.name}</h2>
      {member.designation ? <p className="person-card__role">{member.designation}</p> : null}
      {member.qualification ? <p className="person-card__detail">{member.qualification}</p> : null}
    </article>
  )
}
