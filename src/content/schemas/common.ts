import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { RULE_NUMBER_NAMES } from '../rule-numbers.ts'
import { SCENE_HEIGHT, SCENE_WIDTH } from '../static-page.types.ts'
import type { ContentSection, StaticPhoto, TextBlock, TextPage } from '../static-page.types.ts'
import type { EditorFieldMeta } from './editor-meta.ts'
import { photoPath } from './photo-path.ts'

/**
 * The pieces the data files' schemas (src/content/schemas/) are made of. Node code only: the build
 * (build/content-check-plugin.ts) and the tests check the files with them; the pages import their types only.
 * Messages are for the school's staff, who see them when an edit cannot be published. Each field's `.meta()` holds
 * its words in the content editor (editor-meta.ts); `.meta()` comes last, after any check (a check makes a new schema
 * without it).
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

/**
 * A string that matches `pattern` (`error` when it does not); the editor holds a value to the same pattern as it is
 * typed, with its own words (`editorMessage`).
 */
export const matching = (pattern: RegExp, error: string, editorMessage: string) =>
  z
    .string()
    .regex(pattern, error)
    .meta({ pattern: [pattern.source, editorMessage] })

/** An address on the web: https only, so no data file can make a link run script or go to plain http. */
export const webAddress = z
  .url({ protocol: /^https$/, error: 'must be a web address starting with https://' })
  .meta({ pattern: ['^https://', 'A web address starting with https://'] })

/** A file of public/ (an audio file, a document), by its path on the site. */
export const publicFile = z
  .string()
  .regex(/^\/[\w ./-]+$/, 'must be a path on the site, like /audio/anthem.mp3')
  .refine((path) => existsSync(join(process.cwd(), 'public', path)), {
    error: (issue) => `no such file: ${String(issue.input)}`,
  })

const SESSION_PATTERN = /^\d{4}-\d{4}$/

/** A session of the school year, "2024-2025": the second year follows the first. */
export const session = z
  .string()
  .regex(SESSION_PATTERN, 'must be a session like 2024-2025')
  .refine((value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1, 'the second year must follow the first')
  .meta({ pattern: [SESSION_PATTERN.source, 'The school year, like 2025-2026'] })

/** Words of the page in a language: the editor offers them in English and Hindi (editor-meta.ts, `i18n`). */
export const TRANSLATED = { i18n: true } as const satisfies EditorFieldMeta

/** A field of one line, by its label (and hint): words, written in English and in Hindi. */
export const line = (label: string, hint?: string) => text.meta({ label, hint, ...TRANSLATED })
/** A field of several lines, by its label (and hint): words, written in English and in Hindi. */
export const lines = (label: string, hint?: string) => text.meta({ label, hint, widget: 'text', ...TRANSLATED })
/**
 * A field of one line that is the same in every language: a person's name, a year, a number or an address as
 * printed. The Hindi page shows it as the English file has it.
 */
export const fixedLine = (label: string, hint?: string) => text.meta({ label, hint })

const RULE_HINT =
  'Words in double braces, like {{strikeOffConsecutiveAbsentDays}}, are filled in by the site from the school rules: leave them exactly as they are.'

/** A paragraph that may state the school's rules as {{name}}, in the editor. */
export const RULE_PARAGRAPH: EditorFieldMeta = {
  name: 'paragraph',
  label: 'Paragraph',
  widget: 'text',
  hint: RULE_HINT,
  ...TRANSLATED,
}

/** The opening paragraphs of a page, in the editor. */
export const INTRO: EditorFieldMeta = {
  label: 'Opening paragraphs',
  label_singular: 'paragraph',
  collapsed: false,
  hint: 'The paragraphs at the top of the page, before the first heading.',
}

const block = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: ruleText.meta(RULE_PARAGRAPH) }).meta({
    label: 'Paragraph',
  }),
  z
    .object({
      kind: z.literal('list'),
      label: line(
        'Name of the list, for screen readers',
        'Optional and not shown on the page; read out before the points by screen readers, for example "ICSE subjects".',
      ).optional(),
      items: z
        .array(ruleText.meta({ name: 'item', label: 'Point', widget: 'text', hint: RULE_HINT, ...TRANSLATED }))
        .min(1, 'a list needs at least one item')
        .meta({ label: 'Points', label_singular: 'point', collapsed: false }),
      ordered: z.boolean().optional().meta({ label: 'Numbered list (1, 2, 3 …)', default: false }),
    })
    .meta({ label: 'List of points' }),
  z
    .object({
      kind: z.literal('note'),
      title: line('Title of the note'),
      text: ruleText.meta({ label: 'Text of the note', widget: 'text', hint: RULE_HINT, ...TRANSLATED }),
    })
    .meta({ label: 'Note box' }),
]) satisfies z.ZodType<TextBlock>

const subsection = z.object({
  heading: line('Heading'),
  blocks: z.array(block).meta({
    label: 'Text',
    label_singular: 'block of text',
    collapsed: false,
    summary: '{{fields.text}}{{fields.title}}',
  }),
})

const section = subsection.extend({
  subsections: z.array(subsection).optional().meta({
    label: 'Smaller sections inside this one',
    label_singular: 'smaller section',
    summary: '{{fields.heading}}',
  }),
}) satisfies z.ZodType<ContentSection>

/** A text page: its opening paragraphs, then sections with headings (src/content/static-page.types.ts). */
export const textPage = z.object({
  intro: z.array(ruleText.meta(RULE_PARAGRAPH)).optional().meta(INTRO),
  sections: z.array(section).meta({
    label: 'Sections',
    label_singular: 'section',
    summary: '{{fields.heading}}',
    hint: 'Each section has a heading and its text; drag a section to move it.',
  }),
}) satisfies z.ZodType<TextPage>

/** What a photo shows, in the editor. */
export const PHOTO_ALT: EditorFieldMeta = {
  label: 'What the photo shows',
  hint: 'A short description for visitors who cannot see the photo, for example "Students in the chemistry laboratory".',
  ...TRANSLATED,
}

/** A size the editor keeps out of sight: a new photo gets `size`. */
export const hiddenSize = (size: number) => z.int().positive().meta({ widget: 'hidden', default: size })

/** A photo with its words: what it shows (alt), an optional caption, and the size it is laid out at. */
export const staticPhoto = z.object({
  src: photoPath.meta({
    label: 'Photo',
    hint: 'Upload a photo (a JPEG from a phone or camera is fine); the site makes the smaller sizes itself.',
  }),
  alt: text.meta(PHOTO_ALT),
  caption: line('Caption', 'Words shown under the photo, where the page shows them. Leave empty for none.').optional(),
  width: hiddenSize(SCENE_WIDTH),
  height: hiddenSize(SCENE_HEIGHT),
}) satisfies z.ZodType<StaticPhoto>

/** The photos of a page, in the editor. */
export const photoList = z
  .array(staticPhoto)
  .meta({ label: 'Photos', label_singular: 'photo', summary: '{{fields.alt}}' })

/** A person's portrait. */
export const personPhoto = photoPath.meta({
  label: 'Photo',
  hint: 'A photo of the face, upright (portrait). Upload it here; the site makes the smaller sizes itself.',
})

export { photoPath }
