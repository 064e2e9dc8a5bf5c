// Types of scripts/network-bytes.mjs for the TypeScript that imports it (tests/unit/network-bytes.test.ts).
export function networkBytes(
  requests: Array<{ url: string; resourceType?: string; transferSize?: number }>,
  resourceType?: string,
): number
