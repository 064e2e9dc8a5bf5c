import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import getPort from 'get-port'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm run cms`'s decap-server (issue 48, point 8): a web page the editor's browser visits must not write into the
 * project, by DNS rebinding (its own name resolving to 127.0.0.1, so `Host: attacker.example`) or through CORS. The
 * real decap-server middleware is started as cms.mjs starts it, writing into a throwaway folder.
 */
let folder: string
let port: number
let decap: ChildProcess

/** A POST to decap-server's API with the given headers (node:http: fetch may not set `Host`). */
function post(body: unknown, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (answer) => {
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (text += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }))
      },
    )
    call.on('error', reject)
    call.end(JSON.stringify(body))
  })
}

/** Decap's "Publish" of one data file. */
function persist(path: string) {
  return {
    action: 'persistEntry',
    params: {
      branch: 'main',
      entry: { slug: 'x', path, raw: '{"written": true}\n' },
      assets: [],
      options: { commitMessage: 'test', useWorkflow: false, status: 'draft' },
    },
  }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'cms-loopback-'))
  port = await getPort({ host: '127.0.0.1' })
  decap = spawn(process.execPath, ['scripts/decap-server-loopback.mjs'], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: folder },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    decap.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`127.0.0.1:${port}`)) resolve()
    })
    decap.once('exit', (code) => reject(new Error(`decap-server stopped (${code})`)))
  })
})

afterAll(() => {
  decap.kill()
  rmSync(folder, { recursive: true, force: true })
})

describe('npm run cms: decap-server answers the editor on this computer only', () => {
  it('refuses a request whose Host is not a loopback name (DNS rebinding), and writes nothing', async () => {
    for (const host of ['attacker.example', `attacker.example:${port}`, '127.0.0.1.attacker.example', `localhost:1`]) {
      const answer = await post(persist(`rebinding-${host.length}.json`), { Host: host })
      expect(answer.status, host).toBe(403)
    }
    expect(existsSync(join(folder, 'rebinding-16.json'))).toBe(false)
  })

  it('refuses a page of another origin, even on a loopback Host', async () => {
    for (const origin of ['http://attacker.example', 'https://localhost.attacker.example', 'null', 'file://']) {
      const answer = await post(persist('cross-origin.json'), { Host: `127.0.0.1:${port}`, Origin: origin })
      expect(answer.status, origin).toBe(403)
    }
    expect(existsSync(join(folder, 'cross-origin.json'))).toBe(false)
  })

  it("saves what the editor on the dev server's page publishes", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await post(persist(`saved-${host.length}.json`), {
        Host: host,
        Origin: 'http://localhost:5173',
      })
      expect(answer.status, answer.text).toBe(200)
    }
    expect(existsSync(join(folder, `saved-${`127.0.0.1:${port}`.length}.json`))).toBe(true)
  })
})
