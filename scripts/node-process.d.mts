// Types of scripts/node-process.mjs for the TypeScript and the scripts that import it.
import type { ChildProcess } from 'node:child_process'

export function startServerOnMockBackend(options: {
  server: string
  dist: string
  port: number
  backendPort: number
  scenario: string
}): Promise<{ stop: () => void }>
export function startNodeProcess(args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess>
export function stopNodeProcess(child: ChildProcess): void
