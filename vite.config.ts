/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite'
import { imagetools } from 'vite-imagetools'
import { chunkModulesRecord } from './build/bundle-records.ts'
import { contentCheckPlugin } from './build/content-check-plugin.ts'
import { cspPlugin } from './build/csp-plugin.ts'
import { decapPlugin } from './build/decap-plugin.ts'
import { designTokensPlugin } from './build/design-tokens-plugin.ts'
import { DEV_IMAGE_RESIZER, imageResizerPlugin } from './build/image-resizer-plugin.ts'
import { precompressPlugin } from './build/precompress-plugin.ts'
import { prerenderPlugin } from './build/prerender-plugin.ts'
import { pwaPlugin } from './build/pwa-plugin.ts'
import { routePagesPlugin } from './build/route-pages-plugin.ts'
import { siteFilesPlugin } from './build/site-files-plugin.ts'
import { parseConfig } from './src/config/env-schema.ts'
import { PREVIEW_PORT } from './src/config/local-ports.ts'
import { STATIC_PHOTO_FORMAT, STATIC_PHOTO_QUERY, STATIC_PHOTO_WIDTHS } from './src/content/static-photo-sources.ts'

/**
 * A live build (backend URL set) must carry no msw code and no mock worker: the mock import in main.tsx
 * sits behind the compile-time constant __API_MOCKING__, and this plugin removes the worker script
 * and the demo files that public/ would otherwise copy into dist.
 */
function dropMockWorkerFromLiveBuild(mocking: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'drop-mock-worker-from-live-build',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir)
    },
    closeBundle() {
      if (mocking) return
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
      rmSync(resolve(outDir, 'demo-files'), { recursive: true, force: true })
    },
  }
}

/**
 * The school's own photos (src/content/static-photo-sources.ts): an original imported with ?static-photo becomes
 * WebP at each width of STATIC_PHOTO_WIDTHS up to its own (imagetools never enlarges), and the import gives each
 * width's URL and size. Any other image import is left to Vite.
 */
function staticPhotoPipeline(): PluginOption {
  const directives = new URLSearchParams({
    w: STATIC_PHOTO_WIDTHS.join(';'),
    format: STATIC_PHOTO_FORMAT,
    as: 'metadata:src;width;height',
  })
  return imagetools({
    // Cameras write .JPG as often as .jpg.
    include: /^[^?]+\.(jpe?g|png|webp)(\?.*)?$/i,
    defaultDirectives: (url) => (url.searchParams.has(STATIC_PHOTO_QUERY) ? directives : new URLSearchParams()),
  })
}

/** Where the school saves its originals (src/content/static-photo-sources.ts). */
const STATIC_PHOTO_FOLDER = 'src/content/photos/'

/**
 * Writes .vite/static-photos.json: each original of src/content/photos and the files the build made of it, read
 * from the bundle (Vite's manifest keeps one file per original), for tests/e2e/build-photos.spec.ts to check.
 */
function staticPhotoRecord(): Plugin {
  return {
    name: 'static-photo-record',
    apply: 'build',
    generateBundle(_options, bundle) {
      const made: Record<string, string[]> = {}
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset') continue
        for (const original of file.originalFileNames) {
          if (original.startsWith(STATIC_PHOTO_FOLDER)) (made[original] ??= []).push(file.fileName)
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/static-photos.json', source: JSON.stringify(made, null, 2) })
    },
  }
}

export default defineConfig(({ command, mode, isSsrBuild = false }) => {
  // Validate the configuration once at build time with the same rule the app uses: a bad value fails here.
  const appConfig = parseConfig({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteEnv(process.env) })
  // `npm run dev` on the demo data resizes photos with sharp on the dev server (build/image-resizer-plugin.ts).
  if (command === 'serve' && mode === 'development' && appConfig.mocking) appConfig.imageResizer ??= DEV_IMAGE_RESIZER
  // The Babel preset's notice recommends the native transform, which Node 20's npm leaves out (below).
  process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1'
  return {
    plugins: [
      // Must come before react(): see shared/stack-notes.md.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A page's loader travels with its component, so the schemas (and zod) stay out of the first load.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['errorComponent', 'notFoundComponent', 'pendingComponent'],
          ],
        },
      }),
      react(),
      // Lingui's macros (t`…`, <Trans>) compiled by Lingui's own Babel plugin, only in files that import a macro.
      // Not its native transform: that is an optional package for Node 22.19 and later, which npm leaves out when
      // `npm install` runs on an older Node (the machines' own is 20), and the build then fails.
      babel({ presets: [linguiTransformerBabelPreset()] }),
      // The message catalogues (lingui.config.ts): each language's .po compiled when imported; a Hindi message
      // missing from the catalogue fails the build.
      lingui({ failOnMissing: true }),
      // The colours of src/config/design-tokens.ts into global.css and index.html.
      designTokensPlugin(),
      // src/config/route-pages.gen.ts from the routes' declarations, before anything reads it.
      ...(isSsrBuild ? [] : [routePagesPlugin()]),
      // Every data file of src/content/data/ passes its schema, or nothing is built or served.
      contentCheckPlugin(),
      staticPhotoPipeline(),
      staticPhotoRecord(),
      chunkModulesRecord(),
      // The server build of src/entry-server.tsx (build/prerender-plugin.ts) makes pages, not a site: the steps
      // that write the site's files stay out of it.
      ...(isSsrBuild
        ? []
        : [
            dropMockWorkerFromLiveBuild(appConfig.mocking),
            imageResizerPlugin(appConfig),
            siteFilesPlugin(appConfig),
            // The content editor at /admin/ (Decap CMS): its own page, scripts and policy, none of the site's.
            decapPlugin(),
            cspPlugin(appConfig),
            // Before the offline worker: it writes the pages whose files the worker's precache list reads.
            prerenderPlugin(appConfig),
            pwaPlugin(appConfig),
            // Last: it compresses the files the plugins above write into assets/.
            precompressPlugin(),
          ]),
    ],
    // A server build (the prerender's, the server of npm start) makes code, not a site: no copy of public/.
    publicDir: isSsrBuild ? false : 'public',
    // `@/` is src/ (tsconfig.json's paths say the same for TypeScript and Playwright).
    resolve: { alias: { '@/': `${resolve(import.meta.dirname, 'src')}/` } },
    define: {
      __APP_CONFIG__: JSON.stringify(appConfig),
      __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
      __API_MOCKING__: JSON.stringify(appConfig.mocking),
      // The year a prerendered page was built in: the footer's year as the HTML has it (SiteFooter.tsx).
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // A server build bundles React and the router, which choose their development code at run time from
      // NODE_ENV: `npm start` without NODE_ENV=production rendered with React's development build, about three times
      // the CPU a page. The mode of the build decides instead, as it does in the browser's bundle.
      ...(isSsrBuild
        ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') }
        : {}),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Which chunk each page needs, for the prerender step, the byte budget (.size-limit.ts) and the browser tests
      // (build/bundle-records.ts).
      manifest: true,
      // Everything a page needs before its first render (the modules the entry imports statically, which rolldown
      // tags $initial) in one chunk: split into a dozen by the pages that share them, the same code was 5 KB brotli
      // bigger, for nothing, as every page needs all of them at once. `npm run budget` fails if it splits again.
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
    },
    // The server builds bundle their packages (some import CSS, which Node cannot), except jsdom: the optional
    // server's window for sanitising backend HTML, a package of files it reads at run time.
    ...(isSsrBuild ? { ssr: { noExternal: true, external: ['jsdom'] } } : {}),
    preview: { port: PREVIEW_PORT, strictPort: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: false,
      testTimeout: 15_000,
      // One worker a core (Vitest's default leaves one core free: on CI's two, a single worker, 2 min 20 s against
      // 1 min 35 s with two).
      maxWorkers: '100%',
      // Most files share one jsdom and one module graph per worker (`isolate: false`): a fresh one a file was two
      // thirds of the suite's time (CI: 4 min 20 s isolated, about 1 min 40 s shared). The files that change
      // something global for their module graph (a module mock, an environment variable, a global, fake timers)
      // keep a fresh one each, so nothing they change reaches another file.
      projects: [
        { extends: true, test: { name: 'isolated', include: TESTS_THAT_CHANGE_GLOBALS } },
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: [...TESTS_THAT_CHANGE_GLOBALS, 'tests/e2e/**', 'tests/server/**', 'node_modules/**'],
            isolate: false,
          },
        },
        // The optional server (server/, npm start) runs on Node, not in a page: Node's own fetch, Request and
        // AbortSignal, no jsdom, no mock worker.
        {
          resolve: { alias: { '@/': `${resolve(import.meta.dirname, 'src')}/` } },
          test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node' },
        },
      ],
    },
  }
})

/**
 * Test files that mock modules, stub environment variables or globals, fake timers, or restore a saved cache into
 * the app's one query client (see `test.projects`).
 */
const TESTS_THAT_CHANGE_GLOBALS = [
  'tests/pages/backend-images.test.tsx',
  'tests/pages/error-screens.test.tsx',
  'tests/pages/events.test.tsx',
  'tests/pages/gallery.test.tsx',
  'tests/pages/home.test.tsx',
  'tests/pages/list-window.test.tsx',
  'tests/pages/news.test.tsx',
  'tests/pages/release-chunk-failure.test.tsx',
  // Restore a saved query cache into the app's one client (src/query-client.ts) at start-up.
  'tests/pages/restored-bad-data.test.tsx',
  'tests/pages/share.test.tsx',
  'tests/unit/new-since-visit.test.ts',
  'tests/unit/query-persist.test.tsx',
]

function pickViteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined,
    ),
  )
}
