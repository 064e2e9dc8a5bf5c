import { setupServer } from 'msw/node'
import { readDemoFile } from './demo-files-disk'
import { createHandlers } from './handlers'

/** The mock backend for tests (Vitest) and Node scripts. */
export const server = setupServer(...createHandlers({ readFile: readDemoFile }))
