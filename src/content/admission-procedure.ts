import type { TextPage } from './static-page.types'

/** Admission facts (spec section 9). */
const ADMISSION_FORMS_PERIOD = 'the first week of January'
const LKG_MINIMUM_AGE = '3 plus'

/** /admissionProcedure: Admission Procedure. */
export const ADMISSION_PAGE: TextPage = {
  sections: [
    {
      heading: 'Admission forms',
      blocks: [
        {
          kind: 'paragraph',
          text: `Admission forms are given out at the school office in ${ADMISSION_FORMS_PERIOD}. The date is announced on this website and on the school notice board.`,
        },
      ],
    },
    {
      heading: 'Age and selection',
      blocks: [
        {
          kind: 'list',
          items: [
            `LKG: the minimum age is ${LKG_MINIMUM_AGE} years.`,
            'LKG: admission is by an interaction with the child and the parents.',
            'UKG and above: admission is by a written exam.',
          ],
        },
      ],
    },
    {
      heading: 'Documents to bring',
      blocks: [
        {
          kind: 'list',
          items: [
            "The child's birth certificate (original and a photocopy)",
            'Four recent passport-size photographs of the child',
            'The Aadhaar card of the child and of the parents',
            'For class II and above: the transfer certificate and the last report card from the previous school',
          ],
        },
      ],
    },
    {
      heading: 'After selection',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The list of selected children is put up on the notice board. Admission is complete when the fees are paid by the date given; a seat not taken up by then is offered to the next child on the waiting list.',
        },
      ],
    },
  ],
}
