import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { pageStartsOf, pageStartTags } from '../../build/page-start-plugin'

describe("a page's start tags", () => {
  it('modulepreloads with crossorigin, as the app loads them (else each downloads twice), and nothing else', () => {
    expect(pageStartTags({ modules: ['/assets/b.js', '/assets/c"d.js'] })).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/c&quot;d.js">',
    ])
    expect(pageStartTags({ modules: [] })).toEqual([])
    expect(pageStartTags(undefined)).toEqual([])
  })
})

describe('the page starts of a bundle', () => {
  const ROOT = '/project'
  const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) =>
    ({
      type: 'chunk',
      fileName,
      isEntry: false,
      isDynamicEntry: false,
      facadeModuleId: null,
      moduleIds: [],
      imports: [],
      dynamicImports: [],
      ...fields,
    }) as unknown as Rolldown.OutputChunk
  // Names that say nothing on purpose: what a chunk is comes from its modules, never from its file name.
  const bundle = {
    'assets/a.js': chunk('assets/a.js', {
      isEntry: true,
      moduleIds: [`${ROOT}/src/main.tsx`],
      imports: ['assets/f.js'],
    }),
    'assets/b.js': chunk('assets/b.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/Gallery.tsx?split=whatever`,
      moduleIds: [`${ROOT}/src/routes/Gallery.tsx?split=whatever`],
      imports: ['assets/c.js', 'assets/a.js', 'assets/f.js'],
    }),
    'assets/c.js': chunk('assets/c.js', { moduleIds: [`${ROOT}/src/api/gallery.queries.ts`] }),
    'assets/d.js': chunk('assets/d.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/SubGallery.tsx?split=whatever`,
      imports: ['assets/a.js'],
    }),
    'assets/f.js': chunk('assets/f.js', {
      moduleIds: [`${ROOT}/node_modules/ky/distribution/index.js`, `${ROOT}/src/api/http.ts`],
    }),
  } as unknown as Rolldown.OutputBundle
  const starts = pageStartsOf(bundle, { root: ROOT, base: '/' })
  const filesOf = (path: string) => starts[path]?.modules ?? []

  it("preloads a page's route chunks and their imports beyond the first load, found by their source", () => {
    expect(filesOf('/Gallery').sort()).toEqual(['/assets/b.js', '/assets/c.js'])
    expect(filesOf('/SubGallery')).toEqual(['/assets/d.js'])
  })

  it('has a start for every page of the site map, empty where its route has no chunk of its own', () => {
    expect(filesOf('/contactUs')).toEqual([])
    expect(Object.keys(starts)).toContain('/TC')
  })
})
