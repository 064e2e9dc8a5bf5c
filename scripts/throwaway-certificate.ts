// A self-signed certificate for 127.0.0.1, made by Debian's openssl and valid a day: the benchmark's HTTPS hosts
// (scripts/nginx-host.mjs --tls; scripts/server-behind-nginx.mjs --tls).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Debian's openssl (installed with the system). */
const OPENSSL = process.env.OPENSSL_PATH ?? 'openssl'

/** A throwaway self-signed certificate for 127.0.0.1. */
export function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'perf-cert-'))
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']
    const args = [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      ...subject,
      '-keyout',
      key,
      '-out',
      cert,
    ]
    if (spawnSync(OPENSSL, args, { stdio: 'ignore' }).status !== 0)
      throw new Error('openssl could not make a certificate')
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
