import type { TextPage } from './static-page.types'

/** /history-aim: History, Aim, Vision & Mission. */
export const HISTORY_AIM_PAGE: TextPage = {
  sections: [
    {
      heading: 'History',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The school began in 1965 as a small primary school of the sisters in two rented rooms near the railway station, with forty children and three teachers.',
        },
        {
          kind: 'paragraph',
          text: 'It moved to its present campus on Station Road, Pilikothi, in 1972, was affiliated to the Council for the Indian School Certificate Examinations for the ICSE (class X) in 1980, and opened its ISC (class XII) classes in 1998.',
        },
      ],
    },
    {
      heading: 'Aim',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our aim is the all-round formation of each child: intellectual, physical, moral and spiritual, so that they grow into persons of character who serve their country and their neighbour.',
        },
      ],
    },
    {
      heading: 'Vision',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A community of learners rooted in love of God and of neighbour, committed to truth, justice and peace.',
        },
      ],
    },
    {
      heading: 'Mission',
      blocks: [
        {
          kind: 'list',
          items: [
            'To give quality education to children of every faith and background',
            'To help every student discover and develop their gifts',
            'To form young people of integrity, discipline and compassion',
            'To care for the poor and for the environment we share',
          ],
        },
      ],
    },
  ],
}
