import { readFile as readFileFromDisk } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setupServer } from 'msw/node'
import { contentTypeOf, DEMO_FILES_FOLDER } from './demo-files'
import { createHandlers } from './handlers'

/**
 * public/demo-files, where mocks/generate-demo-files.mjs writes the demo files. A plain path, not a URL object:
 * under jsdom the global URL is jsdom's, which node:fs does not accept.
 */
const DEMO_FILES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', DEMO_FILES_FOLDER)

/** Read a demo file from disk; a missing file is a 404 (the handlers only ask for names of the manifest). */
async function readFile(name: string): Promise<Response> {
  try {
    const bytes = await readFileFromDisk(join(DEMO_FILES_DIR, name))
    return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': contentTypeOf(name) } })
  } catch {
    return new Response(null, { status: 404 })
  }
}

/** The mock backend for tests (Vitest) and Node scripts. */
export const server = setupServer(...createHandlers({ readFile }))
