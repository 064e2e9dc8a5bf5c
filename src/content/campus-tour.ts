import { scenePhoto, type TextPage } from './static-page.types'

/** /campusTour: Camps & Tours. */
export const CAMPUS_TOUR_PAGE: TextPage = {
  intro: [
    'Camps and educational tours take learning beyond the classroom. They teach students to live together, to look after one another and to discover the history and nature of our country.',
  ],
  sections: [
    {
      heading: 'Camps',
      blocks: [
        {
          kind: 'list',
          items: [
            'Scout and guide camps for classes V to VIII',
            'Nature and adventure camps for classes IX and XI during the winter break',
            'A summer camp on the campus with art, music, dance and games',
          ],
        },
      ],
    },
    {
      heading: 'Educational tours',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every year the senior classes visit places of historical, scientific or natural interest, accompanied by their teachers. Day trips for the junior classes include museums, the planetarium and local industries.',
        },
        {
          kind: 'paragraph',
          text: 'Participation needs the written consent of a parent. Details of each tour are sent home through the school diary.',
        },
      ],
    },
  ],
}

export const CAMPUS_TOUR_PHOTOS = [
  scenePhoto('camp-tents.svg', 'Students pitching tents at the adventure camp', 'Adventure camp'),
  scenePhoto('educational-tour.svg', 'Senior students on an educational tour to a historic fort', 'Educational tour'),
  scenePhoto('summer-camp.svg', 'Children painting at the summer camp on the campus', 'Summer camp'),
] as const
