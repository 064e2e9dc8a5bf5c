import type { TextPage } from './static-page.types'

/** Attendance rules (spec section 9). */
const STRIKE_OFF_CONSECUTIVE_ABSENT_DAYS = 10
const STRIKE_OFF_TERM_START_ABSENT_DAYS = 3
const DIARY_MISSING_DAYS_BEFORE_PARENT_CALLED = 3

/** What needs the principal's written permission (spec section 6). */
const NEEDS_PRINCIPAL_WRITTEN_PERMISSION = [
  'Collections of money or of any kind',
  'Parties, picnics or meetings',
  'Joining sports meets outside the school',
  'Giving gifts to teachers',
  'Private tuition by teachers of the school',
] as const

/** /RulesRegulations: Rules and Regulations. */
export const RULES_PAGE: TextPage = {
  intro: [
    'Parents are requested to read these rules with their children and to help the school see that they are kept.',
  ],
  sections: [
    {
      heading: 'Attendance',
      blocks: [
        {
          kind: 'list',
          items: [
            'Every student must attend school regularly and on time. Late-comers report to the office before going to class.',
            'Absence for any reason must be recorded in the school diary and signed by a parent or guardian.',
            `A student absent for ${STRIKE_OFF_CONSECUTIVE_ABSENT_DAYS} consecutive days without leave will have their name struck off the rolls.`,
            `A student absent for ${STRIKE_OFF_TERM_START_ABSENT_DAYS} days at the start of a term without leave will have their name struck off the rolls.`,
            'Re-admission after a name has been struck off is at the discretion of the principal and requires the re-admission fee.',
            'Leave for a family emergency or illness must be applied for in writing; a medical certificate is required for an illness of more than three days.',
          ],
        },
      ],
    },
    {
      heading: 'School diary',
      blocks: [
        {
          kind: 'list',
          items: [
            'Students must bring the school diary every day. Parents should check it daily and sign every remark.',
            `If a student comes without the diary for ${DIARY_MISSING_DAYS_BEFORE_PARENT_CALLED} days, a parent will be called to the school.`,
          ],
        },
      ],
    },
    {
      heading: "Things that need the principal's written permission",
      blocks: [
        {
          kind: 'paragraph',
          text: "The following are not allowed without the principal's written permission:",
        },
        { kind: 'list', items: NEEDS_PRINCIPAL_WRITTEN_PERMISSION },
      ],
    },
    {
      heading: 'Conduct',
      blocks: [
        {
          kind: 'list',
          items: [
            'Students must be in the full school uniform every day.',
            'Mobile phones and other electronic devices are not allowed on the campus.',
            'Damage to school property must be made good by the student responsible.',
            'Students may not leave the campus during school hours without a gate pass signed by the principal.',
          ],
        },
      ],
    },
  ],
}
