import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { z } from 'zod'
import { CONTENT_DATA_FOLDER } from '../src/content/schemas/data-folder.ts'
import { CONTENT_FILES, folderOf, type ContentFile } from '../src/content/schemas/index.ts'

/**
 * The check of the content data files (src/content/data/) against their schemas (src/content/schemas/): what the
 * build and the dev server run on every file (build/content-check-plugin.ts), and the tests too. A problem is one
 * line naming the file and the field, in words the school's staff can act on.
 */

/** "sections → 2 → blocks → 1 → text": a zod issue's path as the editor's labels nest, counted from 1. */
function fieldOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the whole file'
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : String(part))).join(' → ')
}

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${fieldOf(issue.path)}: ${issue.message}`)
}

const ENTRIES: readonly ContentFile[] = CONTENT_FILES

/** The registry's entry for a data file's name under the data folder ("office-bearers/2024-2025.json"). */
function contentFileFor(name: string): ContentFile | undefined {
  return ENTRIES.find((entry) => {
    const folder = folderOf(entry)
    if (folder === undefined) return entry.name === name
    const rest = name.slice(folder.length)
    return name.startsWith(folder) && rest.endsWith('.json') && !rest.includes('/')
  })
}

/**
 * A data file's content checked: its parsed content, or the problems found in it (file and field named). `text` is
 * the file's text when the caller has it already (Vite, transforming the import), else it is read.
 */
export function checkContentFile(
  root: string,
  path: string,
  text?: string,
): { ok: true; content: unknown } | { ok: false; problems: string[] } {
  const file = relative(root, path).split('\\').join('/')
  const name = file.slice(CONTENT_DATA_FOLDER.length + 1)
  const entry = contentFileFor(name)
  if (!entry) return { ok: false, problems: [`${file}: no page reads this file (see src/content/schemas/index.ts)`] }
  let raw: unknown
  try {
    raw = JSON.parse(text ?? readFileSync(path, 'utf8'))
  } catch (error) {
    return { ok: false, problems: [`${file}: not valid JSON: ${(error as Error).message}`] }
  }
  const result = entry.schema.safeParse(raw)
  if (!result.success) return { ok: false, problems: describeIssues(file, result.error) }
  const named =
    'nameField' in entry && typeof result.data === 'object' && result.data !== null
      ? `${String(Reflect.get(result.data, entry.nameField))}.json`
      : undefined
  if (named !== undefined && !name.endsWith(`/${named}`)) {
    return { ok: false, problems: [`${file}: the file must be named ${named}, after the year it holds`] }
  }
  return { ok: true, content: result.data }
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** Every problem of the data folder: each file checked, and each single file the pages read present. */
export function checkAllContent(root: string): string[] {
  const folder = join(root, CONTENT_DATA_FOLDER)
  const problems: string[] = []
  for (const path of filesUnder(folder)) {
    const result = checkContentFile(root, path)
    if (!result.ok) problems.push(...result.problems)
  }
  for (const entry of ENTRIES) {
    const entryFolder = folderOf(entry)
    const missing =
      entryFolder === undefined
        ? !existsSync(join(folder, entry.name))
        : filesUnder(join(folder, entryFolder)).length === 0
    if (missing) problems.push(`${CONTENT_DATA_FOLDER}/${entry.name}: missing; the site needs it`)
  }
  return problems
}

/** Whether a module id is a data file the check covers. */
export function isContentDataFile(root: string, id: string): boolean {
  const file = relative(root, id.split('?')[0] ?? id)
    .split('\\')
    .join('/')
  return file.startsWith(`${CONTENT_DATA_FOLDER}/`) && file.endsWith('.json')
}
