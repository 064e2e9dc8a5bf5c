import type { TcRequest } from '@/api/tc.schema'

/** The longest student name the form takes (names on Indian school records are far shorter). */
export const STUDENT_NAME_MAX_LENGTH = 100

/** The longest admission number the form takes (the contract does not fix a format: "2019/123", "A-1024", ...). */
export const ADMISSION_NUMBER_MAX_LENGTH = 30

/** Control and format characters (a zero-width space, a BOM, a stray tab or NUL): invisible, so they fill nothing. */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu

/** A field as it is sent: without invisible characters, trimmed, and no longer than its maximum. */
function cleanTcField(value: string, maxLength: number): string {
  return value.replace(INVISIBLE_CHARACTERS, '').trim().slice(0, maxLength).trim()
}

/** A field that holds nothing a person can read: empty, spaces, or only invisible characters. */
export function isBlankTcField(value: string): boolean {
  return value.replace(INVISIBLE_CHARACTERS, '').trim() === ''
}

/** The request the form sends, or undefined when a field is empty once cleaned (spec section 5). */
export function tcRequestOf(name: string, admission: string): TcRequest | undefined {
  const request = {
    name: cleanTcField(name, STUDENT_NAME_MAX_LENGTH),
    admission: cleanTcField(admission, ADMISSION_NUMBER_MAX_LENGTH),
  }
  return request.name === '' || request.admission === '' ? undefined : request
}
