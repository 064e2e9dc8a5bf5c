// Types of scripts/node-process.mjs for the TypeScript that imports it (tests/e2e-server/server-render.spec.ts).
import type { ChildProcess } from 'node:child_process'

export function startNodeProcess(args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess>
export function stopNodeProcess(child: ChildProcess): void
