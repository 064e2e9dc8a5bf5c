import { z } from 'zod'
import { session } from './common.ts'
import { photoPath } from './photo-path.ts'

/**
 * A school magazine issue: one file of src/content/data/magazines/ per year, named after it (2025.json), which
 * makes the issue's page /Magazine2025. Its pages are listed in book order: the cover images (kind "cover",
 * numbered 1, 2, ...), then the printed pages with the number printed on them, so a page missing from the scan
 * is a number left out, never a renumbering. The site writes the text alternatives ("Cover 1", "Page 29").
 */

/** The years a magazine may carry: a typo such as 20255 or 225 is caught. */
const FIRST_YEAR = 2000
const LAST_YEAR = 2100

const magazinePage = z.object({
  image: photoPath.meta({ label: 'Page image', hint: 'A scan or photo of the page, upright.' }),
  kind: z
    .enum(['cover', 'page'], { error: 'must be "cover" or "page"' })
    .meta({ label: 'Cover or page', default: 'page', options: { cover: 'Cover', page: 'Printed page' } }),
  number: z
    .int('must be a whole number')
    .positive('must be 1 or more')
    .meta({ label: 'Number', hint: "The cover's number (1, 2 …) or the number printed on the page." }),
})

export const magazineFile = z
  .object({
    year: z
      .int('must be a year like 2025')
      .min(FIRST_YEAR, `must be a year from ${FIRST_YEAR} to ${LAST_YEAR}`)
      .max(LAST_YEAR, `must be a year from ${FIRST_YEAR} to ${LAST_YEAR}`)
      .meta({
        label: 'Year',
        hint: 'The year the magazine came out, like 2026. Set it once, for a new magazine; it names its page and file.',
      }),
    session: session.meta({
      label: 'School year',
      hint: "The school year ending with the magazine's year, like 2025-2026 for the 2026 magazine.",
    }),
    pages: z.array(magazinePage).min(1, 'add at least one page').meta({
      label: 'Pages',
      label_singular: 'page',
      summary: '{{fields.kind}} {{fields.number}}',
      hint: 'The covers first (cover 1, 2 …), then the printed pages with the number printed on them. A page missing from the scan is a number left out.',
    }),
  })
  .superRefine((issue, context) => {
    if (Number(issue.session.slice(5)) !== issue.year) {
      context.addIssue({
        code: 'custom',
        path: ['session'],
        message: `must end with the magazine's year: ${issue.year - 1}-${issue.year} for the ${issue.year} magazine`,
      })
    }
    const images = new Set<string>()
    const numbers = new Set<string>()
    issue.pages.forEach((page, index) => {
      if (images.has(page.image)) {
        context.addIssue({
          code: 'custom',
          path: ['pages', index, 'image'],
          message: `${page.image} is already an earlier page of this magazine`,
        })
      }
      images.add(page.image)
      const numbered = `${page.kind} ${page.number}`
      if (numbers.has(numbered)) {
        context.addIssue({
          code: 'custom',
          path: ['pages', index, 'number'],
          message: `there is already a ${numbered} in this magazine`,
        })
      }
      numbers.add(numbered)
    })
  })
export type MagazineFile = z.infer<typeof magazineFile>
