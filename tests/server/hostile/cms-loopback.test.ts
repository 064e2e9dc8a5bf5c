import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import getPort from 'get-port'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm run cms`'s decap-server: a web page the editor's browser visits must not read or write the project, by DNS
 * rebinding (its own name resolving to 127.0.0.1, so `Host: attacker.example`), from another page on this computer
 * (any other localhost port), or through CORS; and the editor's own page saves only into the content it is configured
 * for, never `.git/hooks` or a script. The real decap-server middleware is started as cms.mjs starts it, writing into a
 * throwaway folder laid out as the project is.
 */
let folder: string
/** A folder beside the served one, which a symbolic link in the content leads to. */
let outside: string
let port: number
let decap: ChildProcess

/** The origin the editor's page is served on, as cms.mjs gives it to decap-server. */
const EDITOR_ORIGIN = 'http://localhost:5173'
/** A data file, a folder of them, and a media folder of the generated /admin/config.yml. */
const CONTENT_FILE = 'src/content/data/home.json'
const CONTENT_FOLDER = 'src/content/data/office-bearers'
const MEDIA_FOLDER = 'src/content/photos/images/static'

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

/** A request from the editor's own page. */
const fromEditor = (body: unknown) => post(body, { Host: `127.0.0.1:${port}`, Origin: EDITOR_ORIGIN })

/** Decap's "Publish" of one data file; `newPath` when the entry is renamed, `assets` its uploads. */
function persist(path: string, { newPath, assets = [] }: { newPath?: string; assets?: string[] } = {}) {
  return {
    action: 'persistEntry',
    params: {
      branch: 'main',
      entry: { slug: 'x', path, raw: '{"written": true}\n', ...(newPath === undefined ? {} : { newPath }) },
      assets: assets.map((asset) => ({ path: asset, content: 'AAAA', encoding: 'base64' })),
      options: { commitMessage: 'test', useWorkflow: false, status: 'draft' },
    },
  }
}

/** Decap's upload of a photo to the media library. */
function upload(path: string) {
  return {
    action: 'persistMedia',
    params: { branch: 'main', asset: { path, content: 'AAAA', encoding: 'base64' }, options: { commitMessage: 't' } },
  }
}

/** Every file under `root`, as paths from it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort()
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'cms-loopback-'))
  outside = mkdtempSync(join(tmpdir(), 'cms-loopback-outside-'))
  // The project's places, and what must never be written: its git hooks, its scripts, its package.json.
  for (const place of [CONTENT_FOLDER, MEDIA_FOLDER, '.git/hooks', 'scripts']) {
    mkdirSync(join(folder, place), { recursive: true })
  }
  writeFileSync(join(folder, CONTENT_FILE), '{}\n')
  writeFileSync(join(folder, 'package.json'), '{}\n')
  // Links inside the content that lead out of it: to a folder elsewhere, and to the project's git hooks.
  symlinkSync(outside, join(folder, CONTENT_FOLDER, 'elsewhere'))
  symlinkSync(join(folder, '.git/hooks'), join(folder, MEDIA_FOLDER, 'hooks'))
  port = await getPort({ host: '127.0.0.1' })
  decap = spawn(process.execPath, ['scripts/decap-server-loopback.mjs'], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: folder, EDITOR_ORIGIN },
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
  rmSync(outside, { recursive: true, force: true })
})

describe('npm run cms: decap-server answers the editor on this computer only', () => {
  it('refuses a request whose Host is not a loopback name (DNS rebinding), and writes nothing', async () => {
    for (const host of ['attacker.example', `attacker.example:${port}`, '127.0.0.1.attacker.example', `localhost:1`]) {
      const answer = await post(persist(`${CONTENT_FOLDER}/rebinding-${host.length}.json`), {
        Host: host,
        Origin: EDITOR_ORIGIN,
      })
      expect(answer.status, host).toBe(403)
    }
    expect(readdirSync(join(folder, CONTENT_FOLDER))).toEqual(['elsewhere'])
  })

  it("refuses every page but the editor's own, any other localhost port included, even on a loopback Host", async () => {
    const origins = [
      'http://attacker.example',
      'https://localhost.attacker.example',
      'http://localhost:5173.attacker.example',
      'http://localhost:5174',
      'http://localhost:3000',
      `http://localhost:${port}`,
      'http://localhost',
      'https://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
      'null',
      'file://',
      'not a URL',
    ]
    for (const origin of origins) {
      const answer = await post(persist(`${CONTENT_FOLDER}/cross-origin.json`), {
        Host: `127.0.0.1:${port}`,
        Origin: origin,
      })
      expect(answer.status, origin).toBe(403)
      // Not even what the project holds may be read from there.
      const read = await post(
        { action: 'getEntry', params: { branch: 'main', path: CONTENT_FILE } },
        {
          Host: `127.0.0.1:${port}`,
          Origin: origin,
        },
      )
      expect(read.status, origin).toBe(403)
    }
    expect(existsSync(join(folder, CONTENT_FOLDER, 'cross-origin.json'))).toBe(false)
  })

  it("without an Origin, goes by the Referer: only the editor's page may save", async () => {
    for (const referer of ['http://localhost:3000/evil.html', 'http://127.0.0.1:5173/admin/', 'null']) {
      const answer = await post(persist(`${CONTENT_FOLDER}/referer.json`), {
        Host: `127.0.0.1:${port}`,
        Referer: referer,
      })
      expect(answer.status, referer).toBe(403)
    }
    expect(existsSync(join(folder, CONTENT_FOLDER, 'referer.json'))).toBe(false)
    const answer = await post(persist(`${CONTENT_FOLDER}/from-editor.json`), {
      Host: `127.0.0.1:${port}`,
      Referer: `${EDITOR_ORIGIN}/admin/`,
    })
    expect(answer.status, answer.text).toBe(200)
    expect(existsSync(join(folder, CONTENT_FOLDER, 'from-editor.json'))).toBe(true)
  })

  it('refuses a browser that says neither; a program on this computer (no page) may read but not save', async () => {
    const hidden = await post(persist(`${CONTENT_FOLDER}/hidden.json`), {
      Host: `127.0.0.1:${port}`,
      'Sec-Fetch-Site': 'same-site',
    })
    expect(hidden.status).toBe(403)
    const program = { Host: `127.0.0.1:${port}` }
    expect((await post({ action: 'info' }, program)).status).toBe(200)
    expect((await post(persist(`${CONTENT_FOLDER}/program.json`), program)).status).toBe(403)
    expect(existsSync(join(folder, CONTENT_FOLDER, 'hidden.json'))).toBe(false)
    expect(existsSync(join(folder, CONTENT_FOLDER, 'program.json'))).toBe(false)
  })

  it("saves what the editor's page publishes into the content it is configured for", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await post(persist(`${CONTENT_FOLDER}/saved-${host.length}.json`), {
        Host: host,
        Origin: EDITOR_ORIGIN,
      })
      expect(answer.status, answer.text).toBe(200)
    }
    expect((await fromEditor(persist(CONTENT_FILE))).status).toBe(200)
    expect((await fromEditor(upload(`${MEDIA_FOLDER}/portrait.jpg`))).status).toBe(200)
    // A photo of a magazine's own folder (`/src/content/photos/magazines/{{slug}}`), with its entry.
    const magazine = persist('src/content/data/magazines/2026.json', {
      assets: ['src/content/photos/magazines/2026/page-1.jpg'],
    })
    expect((await fromEditor(magazine)).status).toBe(200)
    const listed = await fromEditor({
      action: 'entriesByFolder',
      params: { branch: 'main', folder: CONTENT_FOLDER, extension: 'json', depth: 1 },
    })
    expect(listed.status).toBe(200)
    expect(existsSync(join(folder, CONTENT_FOLDER, `saved-${`127.0.0.1:${port}`.length}.json`))).toBe(true)
    expect(existsSync(join(folder, 'src/content/photos/magazines/2026/page-1.jpg'))).toBe(true)
  })

  it('writes nowhere but the content: not .git, not a script, not through .., an absolute path or a link', async () => {
    const hostilePaths = [
      '.git/hooks/pre-commit',
      '.git/config',
      '.GIT/hooks/pre-commit',
      `${CONTENT_FOLDER}/.git/hooks/pre-commit`,
      'package.json',
      'scripts/cms.mjs',
      'src/content/data/not-configured.json',
      `${CONTENT_FOLDER}/../../../../.git/hooks/pre-commit`,
      `${CONTENT_FOLDER}/../../../../package.json`,
      `${CONTENT_FILE}/../../../../.git/hooks/post-checkout`,
      `../${folder.split('/').pop()}/.git/hooks/pre-commit`,
      '../escape.json',
      `${folder}/.git/hooks/pre-commit`,
      '/etc/cms-loopback-test',
      'C:/cms-loopback-test',
      `${CONTENT_FOLDER}\\..\\..\\..\\..\\.git\\hooks\\pre-commit`,
      `./${CONTENT_FOLDER}/x.json`,
      `${CONTENT_FOLDER}//x.json`,
      `${CONTENT_FOLDER}/x.json\0.git`,
      CONTENT_FOLDER,
      'src/content/data',
      '',
      // Links in the content: to a folder outside the project, and to its git hooks.
      `${CONTENT_FOLDER}/elsewhere/2030.json`,
      `${MEDIA_FOLDER}/hooks/pre-commit`,
    ]
    const attempts = hostilePaths.flatMap(
      (path) =>
        [
          ['an entry', persist(path)],
          ['an entry renamed to it', persist(`${CONTENT_FOLDER}/2031.json`, { newPath: path })],
          ["an entry's upload", persist(`${CONTENT_FOLDER}/2032.json`, { assets: [path] })],
          ['a photo', upload(path)],
          ['a deletion', { action: 'deleteFile', params: { branch: 'main', path, options: { commitMessage: 't' } } }],
          [
            'deletions',
            {
              action: 'deleteFiles',
              params: { branch: 'main', paths: [CONTENT_FILE, path], options: { commitMessage: 't' } },
            },
          ],
          ['a read', { action: 'getEntry', params: { branch: 'main', path } }],
          // The content's own folder may be listed (not written as a file).
          ...(path === CONTENT_FOLDER
            ? []
            : ([
                [
                  'a listing',
                  { action: 'entriesByFolder', params: { branch: 'main', folder: path, extension: 'json', depth: 9 } },
                ],
              ] as const)),
        ] as const,
    )
    for (const [what, body] of attempts) {
      const answer = await fromEditor(body)
      expect(answer.status, `${what}: ${JSON.stringify(body.params)}`).toBe(403)
    }
    // An entry renamed into another folder: decap-server would move every file beside it there.
    expect((await fromEditor(persist(CONTENT_FILE, { newPath: `${CONTENT_FOLDER}/home.json` }))).status).toBe(403)
    // An action decap-server has only for git (its editorial workflow), or none.
    expect((await fromEditor({ action: 'publishUnpublishedEntry', params: {} })).status).toBe(422)
    // Nothing was written, moved or deleted outside the content, nor through a link.
    expect(filesUnder(join(folder, '.git'))).toEqual([])
    expect(filesUnder(outside)).toEqual([])
    expect(existsSync(join(folder, 'package.json'))).toBe(true)
    expect(existsSync(join(folder, CONTENT_FILE))).toBe(true)
    expect(existsSync(join(folder, CONTENT_FOLDER, '2031.json'))).toBe(false)
    expect(existsSync(join(tmpdir(), 'escape.json'))).toBe(false)
  })
})
