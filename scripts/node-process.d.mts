// Types of scripts/node-process.mjs for the TypeScript that imports it (tests/e2e-server/server-render.spec.ts).
export function startServerOnMockBackend(options: {
  server: string
  dist: string
  port: number
  backendPort: number
  scenario: string
}): Promise<{ stop: () => void }>
