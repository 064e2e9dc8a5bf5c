import type { $ZodIssue } from 'zod/v4/core'
import type * as z from 'zod/mini'

/** The response was not what the call promises (an object where a list is due, say). */
export class ResponseShapeError extends Error {
  constructor(call: string, expected: string) {
    super(`${call}: expected ${expected}`)
    this.name = 'ResponseShapeError'
  }
}

const reported = new Set<string>()

/** Report a dropped record to the console once per list and record, however often the list is refetched. */
function reportDropped(call: string, index: number, record: unknown, issues: readonly $ZodIssue[]) {
  const key = `${call}#${index}#${safeStringify(record)}`
  if (reported.has(key)) return
  reported.add(key)
  const where = issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ')
  console.warn(`[data] ${call}: dropped record ${index} (${where})`)
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 500) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * Parse a list response record by record: a bad record is dropped (and reported once), the rest are kept.
 * A response that is not a list at all throws ResponseShapeError, which the section shows as its error state.
 */
export function parseList<T extends z.ZodMiniType>(call: string, schema: T, data: unknown): z.output<T>[] {
  if (!Array.isArray(data)) throw new ResponseShapeError(call, 'a list')
  const records: z.output<T>[] = []
  data.forEach((record, index) => {
    const result = schema.safeParse(record)
    if (result.success) records.push(result.data)
    else reportDropped(call, index, record, result.error.issues)
  })
  return records
}

/** Parse a single-object response; a wrong shape throws ResponseShapeError. */
export function parseOne<T extends z.ZodMiniType>(call: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data)
  if (!result.success) throw new ResponseShapeError(call, 'a valid record')
  return result.data
}
