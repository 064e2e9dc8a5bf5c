import { resolve } from 'node:path'
import type { RoutePage } from '../src/config/route-pages.ts'

/**
 * What each route declares of its page (its `staticData`), as a file for the code that cannot load the routes
 * themselves: the server, the site map's rows, the browser suites. The routes stay the one place these are declared:
 * build/route-pages-plugin.ts writes this file from them at dev and build time, and tests/pages/route-pages.test.ts
 * fails while the committed file differs from what it would write.
 */
export const ROUTE_PAGES_FILE = 'src/config/route-pages.gen.ts'

/** The file's text for `pages`, formatted with the repository's Prettier settings, so `prettier --check` passes. */
export async function routePagesSource(pages: readonly RoutePage[]): Promise<string> {
  const source = `// Written by build/route-pages-plugin.ts (npm run dev, npm run build) from each route's \`staticData\`
// (src/routes/): do not edit.
import type { RoutePage } from './route-pages.ts'

/** Every route's page, in path order (route-pages.ts says what each field means). */
export const ROUTE_PAGES = ${JSON.stringify(pages)} as const satisfies readonly RoutePage[]
`
  // Prettier is loaded only when the file is written, not with every load of vite.config.ts.
  const { format, resolveConfig } = await import('prettier')
  const settings = await resolveConfig(resolve(import.meta.dirname, '..', ROUTE_PAGES_FILE))
  return format(source, { ...settings, parser: 'typescript' })
}
