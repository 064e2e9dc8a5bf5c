import { scenePhoto, type TextPage } from './static-page.types'

/** /library: Library (descriptive text and 7 photos). */
export const LIBRARY_PAGE: TextPage = {
  intro: [
    'The school library is a quiet, well-lit place for reading and study, with separate sections for the junior and the senior school.',
  ],
  sections: [
    {
      heading: 'The collection',
      blocks: [
        {
          kind: 'paragraph',
          text: 'More than 12,000 books in English and Hindi: reference works, encyclopaedias, fiction, biographies and books for competitive examinations, with daily newspapers and magazines for children and young people.',
        },
      ],
    },
    {
      heading: 'Using the library',
      blocks: [
        {
          kind: 'list',
          items: [
            'Every class has a library period each week.',
            'Students may borrow one book at a time for up to two weeks, using their library card.',
            'Books must be handled with care; a lost or damaged book must be replaced.',
            'Silence is kept in the library at all times.',
          ],
        },
      ],
    },
  ],
}

const LIBRARY_PHOTO_ALTS = [
  'Rows of bookshelves in the library',
  'Students reading at the library tables',
  'The junior section with picture books',
  'The reference section with encyclopaedias',
  'Newspapers and magazines on the reading stand',
  'The librarian issuing books at the counter',
  'A class during its library period',
] as const

export const LIBRARY_PHOTOS = LIBRARY_PHOTO_ALTS.map((alt, index) => scenePhoto(`library-${index + 1}.svg`, alt))
