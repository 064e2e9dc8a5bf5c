import { describe, expect, it } from 'vitest'
import type { ViteManifest } from '../../build/bundle-records.mjs'
import { pageStartTags } from '../../build/page-start'

describe("a page's start (build/page-start.ts)", () => {
  // Names that say nothing on purpose: which chunk a page needs comes from the manifest's sources and imports.
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/a.js', src: 'index.html', isEntry: true, imports: ['_f.js'] },
    'src/routes/Gallery.tsx?tsr-split=component': {
      file: 'assets/b.js',
      src: 'src/routes/Gallery.tsx?tsr-split=component',
      isDynamicEntry: true,
      imports: ['_c.js', 'index.html', '_f.js'],
    },
    '_c.js': { file: 'assets/c"d.js' },
    'src/routes/SubGallery.tsx?tsr-split=component': {
      file: 'assets/e.js',
      src: 'src/routes/SubGallery.tsx?tsr-split=component',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    '_f.js': { file: 'assets/f.js' },
  }
  const hrefsOf = (path: string) =>
    pageStartTags(manifest, path, '/').map((tag) => /href="([^"]+)"/.exec(tag)?.[1]?.replace('&quot;', '"'))

  it("modulepreloads a page's route chunks and their imports beyond the first load", () => {
    expect(hrefsOf('/Gallery')).toEqual(['/assets/b.js', '/assets/c"d.js'])
    expect(hrefsOf('/SubGallery')).toEqual(['/assets/e.js'])
  })

  it('with crossorigin, as the app loads them (else each downloads twice), escaped, and nothing for a page without chunks', () => {
    expect(pageStartTags(manifest, '/Gallery', '/')[1]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/c&quot;d.js">',
    )
    expect(pageStartTags(manifest, '/contactUs', '/')).toEqual([])
  })
})
