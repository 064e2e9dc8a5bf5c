/**
 * Stands for text that is not ours (a record's title, a name, the visitor's words) in an interface message: the
 * message is translated with TEXT as that value (`` t`Photo of ${{ name: TEXT }}` ``), then `withText` puts the text
 * in. Lingui reads "\u0041" and "\x41" anywhere in a message it has filled in as escapes, the values too; text put in
 * afterwards stays exactly as it was typed.
 */
export const TEXT = '\uE000'

/** `message` (translated with TEXT as a value) with `text` in TEXT's place, as it is. */
export function withText(message: string, text: string): string {
  return message.split(TEXT).join(text)
}
