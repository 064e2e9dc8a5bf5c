/**
 * A data file's content (src/content/data/) as the type of its schema (src/content/schemas/). The build has already
 * checked the file against that schema (build/content-check-plugin.ts) and hands the page the checked content, so
 * the browser does not check it again, and zod stays out of the pages' code.
 */
export function checkedContent<Content>(data: unknown): Content {
  return data as Content
}
