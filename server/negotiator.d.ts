/**
 * The one part of negotiator 1.x the server uses (server/compression.ts): an encoding, with the server's preference
 * among those a request likes equally. @types/negotiator describes 0.6, which lacks that preference.
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> })
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
