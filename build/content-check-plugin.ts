import type { Plugin, ViteDevServer } from 'vite'
import { checkAllContent, checkContentFile, isContentDataFile } from './content-check.ts'

/**
 * Checks the content data files (src/content/data/) against their schemas (build/content-check.ts):
 * - at the start of `vite build` and `vite` (dev): any problem fails the build, or stops the dev server, with one
 *   line per problem naming the file and the field, so a bad edit never reaches a page;
 * - when a page imports a file: the same check, and the page gets the checked content;
 * - in dev, after each edit to a data file (from the editor or by hand): the problems show in the browser's error
 *   overlay until the file is right again.
 */
/** How long a data file must stay unchanged before the dev server checks it again. */
const SETTLE_MS = 200

export function contentCheckPlugin(): Plugin {
  let root = process.cwd()
  const failWith = (problems: string[]) =>
    new Error(
      `The site's content has ${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    )

  return {
    name: 'content-check',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      const problems = checkAllContent(root)
      if (problems.length > 0) throw failWith(problems)
    },
    configureServer(server: ViteDevServer) {
      // A save reaches the disk in more than one write (the editor's decap-server, most text editors): check once
      // the writes have settled, not a half-written file.
      let settling: ReturnType<typeof setTimeout> | undefined
      const recheck = (path: string) => {
        if (!isContentDataFile(root, path)) return
        clearTimeout(settling)
        settling = setTimeout(report, SETTLE_MS)
      }
      const report = () => {
        const problems = checkAllContent(root)
        if (problems.length === 0) return
        const error = failWith(problems)
        server.config.logger.error(error.message)
        server.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: 'content-check' } })
      }
      server.watcher.on('change', recheck)
      server.watcher.on('add', recheck)
      server.watcher.on('unlink', recheck)
    },
    transform(code, id) {
      if (!isContentDataFile(root, id)) return undefined
      const result = checkContentFile(root, id.split('?')[0] ?? id, code)
      if (!result.ok) this.error(failWith(result.problems).message)
      // JSON still: Vite's own JSON plugin turns it into a module after this one.
      return { code: JSON.stringify(result.content), map: null }
    },
  }
}
