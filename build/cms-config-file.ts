import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import { CMS_CONFIG_FILE } from './cms-config.ts'

/**
 * The editor's configuration file (public/admin/config.yml) read for the build: the editor's page
 * (build/decap-plugin.ts) and its headers (build/csp-plugin.ts) both take its hosts from it. On its own, so that
 * neither plugin imports the other, and the server of `npm start` (which imports cms-config.ts) no YAML reader.
 */

/**
 * public/admin/config.yml, parsed as Decap parses it: YAML anchors and merge keys (`<<: *intro`) resolved, as many
 * as the file uses (the file is the project's own, not a visitor's).
 */
export function parseCmsConfig(text: string): unknown {
  return parse(text, { merge: true, maxAliasCount: -1 })
}

/** public/admin/config.yml, parsed (a file that is not YAML fails the build and the dev server here). */
export function readCmsConfig(root: string): unknown {
  const file = resolve(root, CMS_CONFIG_FILE)
  try {
    return parseCmsConfig(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${CMS_CONFIG_FILE} cannot be read: ${error instanceof Error ? error.message : String(error)}`)
  }
}
