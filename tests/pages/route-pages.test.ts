import { QueryClient } from '@tanstack/react-query'
import { format, resolveConfig } from 'prettier'
import { expect, it } from 'vitest'
import { routePagesOf } from '@/config/route-pages'
import { createAppRouter } from '@/router'

const GENERATED = 'src/config/route-pages.gen.ts'

/**
 * The routes are the one place a page's title, section and backend calls are declared (issue 50); route-pages.gen.ts
 * is what Node code and the browser suites read of them. This test writes it from the routes (`npx vitest run
 * tests/pages/route-pages.test.ts -u`) and fails, in CI or without `-u`, when a route's declaration and the file
 * differ.
 */
it(`${GENERATED} holds what each route declares`, async () => {
  const router = createAppRouter({ queryClient: new QueryClient() })
  const pages = routePagesOf(Object.values(router.routesByPath))
  const source = `// Written by tests/pages/route-pages.test.ts from each route's \`staticData\` (src/routes/): do not edit. After a
// route's change: npx vitest run tests/pages/route-pages.test.ts -u
import type { RoutePage } from './route-pages.ts'

/** Every route's page, in path order (route-pages.ts says what each field means). */
export const ROUTE_PAGES = ${JSON.stringify(pages)} as const satisfies readonly RoutePage[]
`
  const formatted = await format(source, { ...(await resolveConfig(GENERATED)), parser: 'typescript' })
  await expect(formatted).toMatchFileSnapshot(`../../${GENERATED}`)
})
