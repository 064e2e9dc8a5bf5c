// Types of scripts/lcp-path.mjs for the TypeScript that imports it (tests/unit/lcp-path.test.ts).
export interface Timing {
  startTime: number
  endTime: number
}
export interface Step {
  id: string
  type: string
  getDependencies(): Step[]
  request?: { url: string; priority: string; resourceType?: string; transferSize?: number }
}
export function criticalPath(timings: Map<Step, Timing>): Step[]
export function describeStep(step: Step, timing: Timing): string
