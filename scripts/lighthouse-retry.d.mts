// Types of scripts/lighthouse-retry.mjs for the TypeScript that imports it (tests/unit/lighthouse-retry.test.ts).
export const MAX_ATTEMPTS: number
export function measureWithRetry<T>(measureOnce: () => Promise<T>): Promise<T>
