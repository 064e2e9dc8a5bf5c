import type { TextPage } from './static-page.types'

/** /schoolUniform: School Uniform. */
export const UNIFORM_PAGE: TextPage = {
  intro: ['Students must come to school in the complete, clean and neatly pressed uniform every day.'],
  sections: [
    {
      heading: 'Summer uniform (April to October)',
      blocks: [],
      subsections: [
        {
          heading: 'Boys',
          blocks: [
            {
              kind: 'list',
              items: [
                'White half-sleeve shirt with the school monogram',
                'Grey trousers (shorts up to class IV)',
                'Maroon tie and the school belt',
                'Grey socks and black leather shoes',
              ],
            },
          ],
        },
        {
          heading: 'Girls',
          blocks: [
            {
              kind: 'list',
              items: [
                'White half-sleeve blouse with the school monogram',
                'Grey pinafore up to class V; grey divided skirt from class VI',
                'Maroon tie and the school belt',
                'White socks and black leather shoes; maroon ribbons or hair bands',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Winter uniform (November to March)',
      blocks: [
        {
          kind: 'list',
          items: [
            'Maroon V-neck pullover or the school blazer',
            'White full-sleeve shirt or blouse',
            'Grey trousers for boys; grey skirt with grey stockings for girls',
            'A plain maroon muffler or cap may be worn on cold days',
          ],
        },
      ],
    },
    {
      heading: 'Games and house days',
      blocks: [
        {
          kind: 'paragraph',
          text: 'On games days and on Saturdays students wear the house T-shirt (Blue, Gold, Red or Green), white track pants and white canvas shoes.',
        },
      ],
    },
  ],
}
