/**
 * The content editor's words and widgets on the schemas (zod's `.meta()`): the options of a Decap CMS field, named
 * as Decap names them (https://decapcms.org/docs/widgets/), in the school's words. build/cms-config-generate.ts
 * makes /admin/config.yml of them; what a schema already says (a field's name, whether it is required, a list's
 * minimum, a number's range, an enum's values) is not repeated here.
 */
// A type, not an interface: zod's meta takes any key, and only a type fits its index signature.
export type EditorFieldMeta = {
  /** The field's title in the editor. */
  label?: string
  /** One item of a list: the editor's "Add …" button. */
  label_singular?: string
  /** The line of help under the field. */
  hint?: string
  /** Decap's widget, where the schema's type does not say it: `text` (several lines), `image`, `hidden`, `datetime`. */
  widget?: 'text' | 'image' | 'hidden' | 'datetime' | 'select'
  /** The name of a list's one field (a list of plain values: "paragraph", "point"). */
  name?: string
  /** A list item's one-line summary when folded, from its fields: '{{fields.heading}}'. */
  summary?: string
  /** `false`: a list shows its items unfolded. */
  collapsed?: boolean
  /** A list adds new items at the top. */
  add_to_top?: boolean
  /** An image field offers uploads only, never an address typed in. */
  choose_url?: boolean
  /** Where an image field saves its uploads, and their address on the site, when not the editor's usual place. */
  media_folder?: string
  public_folder?: string
  /** The value a new item gets (a hidden field's size, a select's first choice). */
  default?: string | number | boolean
  /** A select's choices: each value the schema takes, with the words the editor shows for it. */
  options?: Readonly<Record<string, string>>
  /** What the editor holds a value to as it is typed: a regular expression and the message it shows. */
  pattern?: readonly [string, string]
  /** A date field: how it is stored, how it is shown, and no time of day. */
  format?: string
  date_format?: string
  time_format?: boolean
  /**
   * Words the Hindi page shows in Hindi: the editor offers the field in both languages (Decap's `i18n: true`), and
   * the Hindi file's value replaces the English on /hi pages (src/content/schemas/hindi.ts). A field without it is the
   * same in both languages (a photo, a name, a year, a link): the Hindi side shows the English value, greyed.
   */
  i18n?: true
}

declare module 'zod' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- zod's documented way to type `.meta()`
  interface GlobalMeta extends EditorFieldMeta {}
}
