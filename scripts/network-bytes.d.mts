// Types of scripts/network-bytes.mjs for the TypeScript that imports it (tests/unit/network-bytes.test.ts).
export function networkBytes(
  requests: Array<{ url: string; resourceType?: string; transferSize?: number }>,
  resourceType?: string,
): number
export function bytesBefore(
  requests: Array<{ url: string; transferSize?: number; networkEndTime?: number }>,
  observedLcpMs: number | undefined,
): number | undefined
