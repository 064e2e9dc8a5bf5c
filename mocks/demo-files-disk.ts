import { readFile as readFileFromDisk } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentTypeOf, DEMO_FILES_FOLDER } from './demo-files.ts'

/**
 * public/demo-files, where mocks/generate-demo-files.mjs writes the demo files. A plain path, not a URL object:
 * under jsdom the global URL is jsdom's, which node:fs does not accept.
 */
const DEMO_FILES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', DEMO_FILES_FOLDER)

/**
 * Read a demo file from disk, for the handlers in Node (Vitest, the HTTP mock server, the dev server's resizer); a
 * missing file is a 404 (the handlers only ask for names of the manifest).
 */
export async function readDemoFile(name: string): Promise<Response> {
  try {
    const bytes = await readFileFromDisk(join(DEMO_FILES_DIR, name))
    return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': contentTypeOf(name) } })
  } catch {
    return new Response(null, { status: 404 })
  }
}
