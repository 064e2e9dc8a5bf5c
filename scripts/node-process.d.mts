// Types of scripts/node-process.mjs for the TypeScript and the scripts that import it.
export function startServerOnMockBackend(options: {
  server: string
  dist: string
  port: number
  backendPort: number
  scenario: string
}): Promise<{ stop: () => void }>
export function startNodeProcess(
  args: string[],
  env: Record<string, string>,
  ready: string,
): Promise<import('node:child_process').ChildProcess>
export function stopNodeProcess(child: import('node:child_process').ChildProcess): void
