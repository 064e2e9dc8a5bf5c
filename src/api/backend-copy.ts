/**
 * Between the optional server's backend cache (server/backend-cache.ts) and the server's own renders
 * (api/parsed-lists.ts), with no import either way: every answer the cache gives from one of its copies names that
 * copy in this header; a render that sends it back, naming the copy whose records it has already parsed, gets
 * `304 Not Modified` with no body while the cache still answers from that copy, and reuses its records. A plain
 * string, so the server's cache reads it without the app's configuration.
 */
export const BACKEND_COPY_HEADER = 'X-Backend-Copy'
