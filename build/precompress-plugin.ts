import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Logger, Plugin } from 'vite'

/**
 * Hashed assets compressed once at build time: `assets/x.js` gets `assets/x.js.br` and `assets/x.js.gz`,
 * which deploy/site.nginx.conf serves with `brotli_static` and `gzip_static`. Without them nginx gzips the main
 * script again on every request: 94 answers a second at 50 concurrent requests, p50 531 ms.
 *
 * Our own rather than vite-plugin-compression2 (the maintained one), tried (2.5.3) and measured: it compresses the
 * bundle and public/, not the files our own plugins write into assets/ when the bundle is closed, so 86 of our 314
 * copies were missing, among them every prerendered page's `router-data-*.js` and `app-start-*.js`. This one runs
 * last and takes the folder as it ends up.
 *
 * The offline worker does not precache the copies: build/pwa-plugin.ts lists `**\/*.{js,css,html,svg}` only.
 */

/** The folder of hashed files (Vite's build.assetsDir), the only one nginx keeps immutable and serves these from. */
const ASSETS_DIR = 'assets'
/** Text files worth compressing; images, fonts and audio are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/
/** As site.nginx.conf's gzip_min_length: below it the frame costs about what compression saves. */
const MIN_BYTES = 256
/** The best compression each has: done once per release, so its time does not matter (a few seconds in all). */
const BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY
const GZIP_LEVEL = 9

/** `.br` and `.gz` next to every compressible file of `dir` (and its subfolders) that compression makes smaller. */
function precompressFolder(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 }
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    const path = join(dir, name)
    if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue
    const source = readFileSync(path)
    if (source.length < MIN_BYTES) continue
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
    const gzip = gzipSync(source, { level: GZIP_LEVEL })
    // nginx serves whichever copy exists, so a copy larger than the file would only cost bytes.
    if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli)
    if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip)
    totals.files += 1
    totals.bytes += source.length
    totals.brotliBytes += Math.min(brotli.length, source.length)
  }
  return totals
}

/**
 * Registered last in vite.config.ts, so that the files every other plugin writes into assets/ are on disk: it runs
 * at closeBundle, after they have been written.
 */
export function precompressPlugin(): Plugin {
  let assetsDir = ASSETS_DIR
  let logger: Logger | undefined
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(resolved) {
      assetsDir = resolve(resolved.root, resolved.build.outDir, resolved.build.assetsDir)
      logger = resolved.logger
    },
    closeBundle: {
      order: 'post',
      handler() {
        const { files, bytes, brotliBytes } = precompressFolder(assetsDir)
        const kb = (count: number) => `${Math.round(count / 1024)} KB`
        logger?.info(
          `precompress: ${files} files in ${ASSETS_DIR}/ with .br and .gz (${kb(bytes)}, ${kb(brotliBytes)} as brotli)`,
        )
      },
    },
  }
}
