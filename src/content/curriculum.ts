import type { TextPage } from './static-page.types'

/** /curriculum: Curriculum (the school offers ICSE class X and ISC class XII, spec section 1). */
export const CURRICULUM_PAGE: TextPage = {
  intro: [
    'The school follows the syllabus of the Council for the Indian School Certificate Examinations (CISCE), New Delhi.',
  ],
  sections: [
    {
      heading: 'Pre-primary and primary (Nursery to class V)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Learning through play, stories, songs and activities: English, Hindi, mathematics, environmental studies, computer awareness, art, music and physical education.',
        },
      ],
    },
    {
      heading: 'Middle school (classes VI to VIII)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'English, Hindi, a third language, mathematics, physics, chemistry, biology, history and civics, geography, computer applications, art, music, moral science and physical education.',
        },
      ],
    },
    {
      heading: 'ICSE (classes IX and X)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Students prepare for the Indian Certificate of Secondary Education (ICSE) examination at the end of class X.',
        },
        {
          kind: 'list',
          label: 'ICSE subjects',
          items: [
            'Compulsory: English, Hindi, History, Civics and Geography',
            'Group II: Mathematics, Science (Physics, Chemistry, Biology) or Commercial Studies',
            'Group III: Computer Applications, Physical Education or Art',
          ],
        },
      ],
    },
    {
      heading: 'ISC (classes XI and XII)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Students prepare for the Indian School Certificate (ISC) examination at the end of class XII, in one of three streams.',
        },
        {
          kind: 'list',
          label: 'ISC streams',
          items: [
            'Science: English, Physics, Chemistry, Mathematics or Biology, Computer Science',
            'Commerce: English, Accounts, Commerce, Economics, Mathematics or Business Studies',
            'Humanities: English, History, Political Science, Sociology, Hindi',
          ],
        },
      ],
    },
  ],
}
