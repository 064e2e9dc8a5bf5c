import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { RULE_NUMBER_NAMES } from '../rule-numbers'
import type { ContentSection, StaticPhoto, TextBlock, TextPage } from '../static-page.types'
import { photoPath } from './photo-path'

/**
 * The pieces the data files' schemas (src/content/schemas/) are made of. Node code only: the build
 * (build/content-check-plugin.ts) and the tests check the files with them; the pages import their types only.
 * Messages are for the school's staff, who see them when an edit cannot be published.
 */

/** A line of text the page shows: never empty. */
export const text = z.string().trim().min(1, 'must not be empty')

/** Words in double braces, filled in by the site from the school's rules (src/content/rule-numbers.ts). */
const PLACEHOLDER = /\{\{\s*([^}]*?)\s*\}\}/g

/** Text that may state one of the school's rules as {{name}}; any other {{...}} is a mistake. */
const ruleText = text.superRefine((value, context) => {
  for (const [, name] of value.matchAll(PLACEHOLDER)) {
    if (!(RULE_NUMBER_NAMES as readonly string[]).includes(name ?? '')) {
      context.addIssue({
        code: 'custom',
        message: `{{${name}}} is not one of the school's rules; leave the words in double braces as they were (${RULE_NUMBER_NAMES.map((known) => `{{${known}}}`).join(', ')})`,
      })
    }
  }
})

/** An address on the web: https only, so no data file can make a link run script or go to plain http. */
export const webAddress = z.url({ protocol: /^https$/, error: 'must be a web address starting with https://' })

/** A file of public/ (an audio file, a document), by its path on the site. */
export const publicFile = z
  .string()
  .regex(/^\/[\w ./-]+$/, 'must be a path on the site, like /audio/anthem.mp3')
  .refine((path) => existsSync(join(process.cwd(), 'public', path)), {
    error: (issue) => `no such file: ${String(issue.input)}`,
  })

/** A session of the school year, "2024-2025": the second year follows the first. */
export const session = z
  .string()
  .regex(/^\d{4}-\d{4}$/, 'must be a session like 2024-2025')
  .refine((value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1, 'the second year must follow the first')

const block = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: ruleText }),
  z.object({
    kind: z.literal('list'),
    items: z.array(ruleText).min(1, 'a list needs at least one item'),
    ordered: z.boolean().optional(),
    label: text.optional(),
  }),
  z.object({ kind: z.literal('note'), title: text, text: ruleText }),
]) satisfies z.ZodType<TextBlock>

const subsection = z.object({ heading: text, blocks: z.array(block) })

const section = subsection.extend({
  subsections: z.array(subsection).optional(),
}) satisfies z.ZodType<ContentSection>

/** A text page: its opening paragraphs, then sections with headings (src/content/static-page.types.ts). */
export const textPage = z.object({
  intro: z.array(ruleText).optional(),
  sections: z.array(section),
}) satisfies z.ZodType<TextPage>

/** A photo with its words: what it shows (alt), an optional caption, and the size it is laid out at. */
export const staticPhoto = z.object({
  src: photoPath,
  alt: text,
  caption: text.optional(),
  width: z.int().positive(),
  height: z.int().positive(),
}) satisfies z.ZodType<StaticPhoto>

export { photoPath }
