import type { LookupAddress } from 'node:dns'
import { parse as legacyParse } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  guardedLookup,
  isPublicAddress,
  pushServiceUrlOf,
  RefusedPushAddress,
} from '../../../server/push/push-endpoint'
import { pushRequests } from '../../../server/push/push-request'

/**
 * The server sends HTTPS requests to addresses visitors hand it. A hostile visitor's address that one URL parser
 * reads as a push service's and another as an internal host must never be accepted: the address checked is the
 * address connected to, and the connection never reaches this machine or a private network.
 */

const PUSH_HOSTS = ['fcm.googleapis.com', 'web.push.apple.com', 'wns2-by3p.notify.windows.com']
const TARGETS = ['169.254.169.254', '10.0.0.5', 'localhost', '127.0.0.1', 'internal-admin.corp', '[::1]']
/** Characters where some URL parser ends a host, or which another reads differently. */
const BREAKERS = [
  "'",
  '`',
  ';',
  '{',
  '}',
  '"',
  '%',
  '%2e',
  '%00',
  '\\',
  '|',
  '^',
  '<',
  '>',
  ' ',
  '\t',
  '@',
  '#',
  '?',
  '[',
  ']',
  '!',
  '$',
  '&',
  '(',
  ')',
  '*',
  '+',
  ',',
  '=',
  '~',
  '%40',
  '%2f',
  '。',
  'ａ',
]

/** Endpoints a hostile visitor might send: an internal target smuggled before, after or inside a push host. */
function hostileCorpus(): string[] {
  const corpus = new Set<string>()
  for (const push of PUSH_HOSTS) {
    for (const target of TARGETS) {
      for (const breaker of BREAKERS) {
        corpus.add(`https://${target}${breaker}.${push}/x`)
        corpus.add(`https://${target}${breaker}${push}/x`)
        corpus.add(`https://${push}${breaker}${target}/x`)
        corpus.add(`https://${push}${breaker}@${target}/x`)
        corpus.add(`https://${target}${breaker}@${push}/x`)
        corpus.add(`https://${push}${breaker}/x`)
      }
      corpus.add(`https://${target}/.${push}/x`)
      corpus.add(`https://${target}#.${push}/x`)
    }
    // Missing or extra slashes, other schemes' forms, ports, case, a trailing dot, encodings, IDN.
    for (const form of [
      `https:${push}/x`,
      `https:/${push}/x`,
      `https:\\\\${push}/x`,
      `https:///${push}/x`,
      `HTTPS://${push.toUpperCase()}/x`,
      `https://${push}./x`,
      `https://${push}:443/x`,
      `https://${push}:0443/x`,
      `https://${push}:22/x`,
      `https://${push}:8443/x`,
      `https://${push.replace('.', '%2e')}/x`,
      `https://${push.replace('o', '%6f')}/x`,
      `https://${push.replace('o', 'ο')}/x`,
      `https://xn--${push}/x`,
      ` https://${push}/x`,
      `https://${push}/x\n`,
      `https://${push}\t/x`,
      `http://${push}/x`,
      `https://${push}/x`,
      `https://${push}/fcm/send/abc?x=1#y`,
    ]) {
      corpus.add(form)
    }
  }
  return [...corpus]
}

describe('push addresses: one parsed form, checked and connected to', () => {
  const corpus = hostileCorpus()

  it(`accepts no address whose host another parser reads differently (${corpus.length} hostile addresses)`, () => {
    const accepted = corpus.filter((endpoint) => pushServiceUrlOf(endpoint, []) !== undefined)
    const disagreeing = accepted.filter((endpoint) => {
      const checked = new URL(endpoint)
      const legacy = legacyParse(endpoint)
      return (
        legacy.hostname !== checked.hostname || (legacy.port ?? '') !== checked.port || legacy.protocol !== 'https:'
      )
    })
    expect(disagreeing).toEqual([])
    // Every accepted one is a push service's host (a known one, or a name under Apple's or Microsoft's push
    // domains) on the default port, in letters, digits, dots and hyphens: nothing smuggled in.
    for (const endpoint of accepted) {
      const { hostname, port } = new URL(endpoint)
      expect(hostname, endpoint).toMatch(/^[a-z0-9.-]+$/)
      expect(
        PUSH_HOSTS.includes(hostname) || /\.(push\.apple\.com|notify\.windows\.com)$/.test(hostname),
        endpoint,
      ).toBe(true)
      expect(port, endpoint).toBe('')
    }
    console.info(`${corpus.length} hostile addresses, ${accepted.length} accepted, ${disagreeing.length} disagreeing`)
    // The review's own examples.
    for (const endpoint of [
      "https://internal-admin.corp'.wns2-by3p.notify.windows.com/x",
      'https:web.push.apple.com/x',
      'https://fcm.googleapis.com:22/',
      'https://169.254.169.254%2f.fcm.googleapis.com/x',
    ]) {
      expect(pushServiceUrlOf(endpoint, []), endpoint).toBeUndefined()
    }
  })

  it('takes real push addresses as browsers give them, and hosts named in PUSH_SERVICE_HOSTS with a port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/cXz:APA91bH-k_9',
      'https://web.push.apple.com/QGuQyavXutnMH3HhKGeu2-BU',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD%2bTQ',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm',
    ]) {
      expect(pushServiceUrlOf(endpoint, [])?.href).toBe(endpoint)
    }
    expect(pushServiceUrlOf('https://127.0.0.1:8443/push/x', ['127.0.0.1'])?.port).toBe('8443')
    expect(pushServiceUrlOf('https://127.0.0.1:8443/push/x', [])).toBeUndefined()
  })

  it('refuses to connect where the name resolves to this machine, a private network or a metadata address', async () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:5',
      '2002:a00:5::1',
      '224.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false)
    }
    expect(isPublicAddress('142.250.183.10')).toBe(true)
    expect(isPublicAddress('2a00:1450:4009:81f::200a')).toBe(true)

    const answers: Record<string, LookupAddress[]> = {
      'fcm.googleapis.com': [{ address: '142.250.183.10', family: 4 }],
      'web.push.apple.com': [
        { address: '17.188.128.1', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
      'rebound.notify.windows.com': [{ address: '169.254.169.254', family: 4 }],
      'push.school.example': [{ address: '10.1.2.3', family: 4 }],
    }
    const resolve: Parameters<typeof guardedLookup>[1] = (hostname, _options, callback) =>
      callback(null, answers[hostname] ?? [])
    const lookup = guardedLookup(['push.school.example'], resolve)
    const looked = (hostname: string) =>
      new Promise<unknown>((done) => lookup(hostname, { all: true }, (error, addresses) => done(error ?? addresses)))
    expect(await looked('fcm.googleapis.com')).toEqual(answers['fcm.googleapis.com'])
    expect(await looked('web.push.apple.com')).toBeInstanceOf(RefusedPushAddress)
    expect(await looked('rebound.notify.windows.com')).toBeInstanceOf(RefusedPushAddress)
    // A host the web admin named (a private push service) may be private.
    expect(await looked('push.school.example')).toEqual(answers['push.school.example'])
  })

  it('makes its push request through that guard: a push service name resolving to the metadata address is never reached', async () => {
    const asked: string[] = []
    const send = pushRequests({
      vapid: {
        subject: 'mailto:webmaster@school.example',
        publicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        privateKey: 'vG8jqLzrYuGg8Pqhd-P1sLGmzyXIBMEFMdqYgaGUnKY',
      },
      extraHosts: [],
      icon: '/icons/icon-192.png',
      resolve: (hostname, _options, callback) => {
        asked.push(hostname)
        callback(null, [{ address: '169.254.169.254', family: 4 }])
      },
    })
    const started = Date.now()
    const answer = await send({
      id: 1,
      endpoint: 'https://rebound.notify.windows.com/w/?token=x',
      p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
      auth: 'BTBZMqHH6r4Tts7J_aSIgg',
      attempts: 0,
      message: { title: 'Results', body: 'X', url: '/topperX', tag: 'results:1' },
    })
    expect(asked).toEqual(['rebound.notify.windows.com'])
    expect(answer.status).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
