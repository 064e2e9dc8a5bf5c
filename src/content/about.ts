import { scenePhoto, type TextPage } from './static-page.types'

/** /about: About us. */
export const ABOUT_PAGE: TextPage = {
  intro: [
    "St. Mary's School & College is a Christian minority, co-educational institution on Station Road, Pilikothi, run by a Catholic religious congregation. It prepares children from Nursery to class XII for the ICSE (class X) and ISC (class XII) examinations of the Council for the Indian School Certificate Examinations, New Delhi.",
  ],
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The school is open to children of every faith and background. Christian students receive instruction in the Catholic faith, and all other students attend classes in moral science and value education.',
        },
        {
          kind: 'paragraph',
          text: 'Teaching is in English. Hindi is taught as the second language from the primary classes onward.',
        },
      ],
    },
    {
      heading: 'What we offer',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nursery to class XII, with ICSE in class X and ISC in class XII (Science, Commerce and Humanities streams)',
            'Four computer laboratories and a combined physics, chemistry and biology laboratory',
            'A library and reading room for junior and senior students',
            'Games, athletics and an annual sports day with house-wise competitions',
            'Literary, Hindi, IT, Art, Science, Commerce and Music associations and an Environmental Club',
          ],
        },
      ],
    },
  ],
}

export const ABOUT_PHOTO = scenePhoto('school-building.svg', 'The school building on Station Road, Pilikothi')
