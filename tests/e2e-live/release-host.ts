import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { READY_TEXT } from '../../scripts/nginx-host-config.ts'

/** The repository root: the scripts and the build folders are named from it. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** How long nginx may take to start, and to stop. */
const HOST_START_MS = 15_000

/**
 * The second release of the release tests: a real build of the same code, with one build variable
 * changed (the site's public address, a string in the main script), so that, as with any real change, almost every
 * hashed chunk is renamed. It is built once, next to the suite's own build (a retry reuses it); `E2E_RELEASE_V2_DIST`
 * may name a folder that holds it already (runs by hand).
 */
export function secondRelease(firstRelease: string, apiOrigin: string): string {
  const folder = process.env.E2E_RELEASE_V2_DIST ?? `${firstRelease}-release-v2`
  if (process.env.E2E_RELEASE_V2_DIST && existsSync(join(ROOT, folder, 'index.html'))) return folder
  if (isNewerBuild(folder, firstRelease)) return folder
  execFileSync('npx', ['vite', 'build', '--outDir', folder, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: apiOrigin, VITE_SITE_URL: 'https://release-two.example' },
  })
  return folder
}

/** Whether `folder` holds a build made after the one in `than`. */
function isNewerBuild(folder: string, than: string): boolean {
  const built = (build: string) => statSync(join(ROOT, build, 'index.html'), { throwIfNoEntry: false })?.mtimeMs
  const [mine, theirs] = [built(folder), built(than)]
  return mine !== undefined && theirs !== undefined && mine > theirs
}

/** A site's folder as a host has it: empty, until releases are published into it. */
export function emptySiteFolder(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'release-site-'))
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

/** Publishes a build into the site's folder as a school would: deploy/publish.sh. */
export function publish(build: string, site: string, options: { keepDays?: number } = {}) {
  const keep = options.keepDays === undefined ? [] : [`--keep-days=${options.keepDays}`]
  execFileSync(join(ROOT, 'deploy', 'publish.sh'), [join(ROOT, build), site, ...keep], { cwd: ROOT, stdio: 'pipe' })
}

/**
 * Debian's nginx serving the site's folder with the school's server block (scripts/nginx-host.mjs); resolves once
 * it accepts connections, with the way to stop it.
 */
export function serveSite(site: string, port: number): Promise<{ stop: () => Promise<void> }> {
  const host = spawn('node', ['scripts/nginx-host.mjs', `--dist=${site}`, `--port=${port}`], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stopped = new Promise<void>((resolve) => host.once('exit', () => resolve()))
  const stop = async () => {
    if (host.exitCode === null) host.kill('SIGTERM')
    await stopped
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`nginx-host did not start on port ${port} within ${HOST_START_MS} ms`))
    }, HOST_START_MS)
    host.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes(READY_TEXT)) return
      clearTimeout(timer)
      resolve({ stop })
    })
    host.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`nginx-host stopped (exit code ${code})`))
    })
  })
}
