import type { OutputBundle } from 'rolldown'

/**
 * The HTTP client's module. It is a chunk of its own, which a page's first screen does not load (its first calls
 * are answered early, src/first-visit/early-answer.ts): the early-start script preloads it only where a first call is not
 * made early, and the offline worker precaches it with the shell, since any later call needs it.
 */
export const HTTP_CLIENT_MODULE = 'src/api/http.ts'

/** The file of the chunk whose module is `modulePath` (relative to the project), if the bundle has one. */
export function chunkFileOf(bundle: OutputBundle, modulePath: string): string | undefined {
  return Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${modulePath}`) === true,
  )?.fileName
}
