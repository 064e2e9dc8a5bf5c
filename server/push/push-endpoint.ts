import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Which push addresses the server will send to, and the one form it sends to. Visitors hand the server these
 * addresses, and the server then makes HTTPS requests to them: an address that looks like a push service's to one
 * parser and names another host to another would let a visitor make the server call anything it can reach (an
 * internal admin page, a cloud's metadata address). So, as careful egress proxies do, the address is parsed once,
 * must already be in its normalised form (what the browser hands over always is), and that parsed URL is what the
 * request goes to; and the host's DNS answer is checked at connection time, so a name that resolves to this
 * machine or a private network is refused however it is spelt.
 */

/** The push services of the browsers parents use: Chrome (Google), Firefox (Mozilla), Safari (Apple), Edge. */
const KNOWN_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com']
/** Push services that answer on many host names under one domain (Apple's web.push.apple.com, Windows' wns2-…). */
const KNOWN_PUSH_SERVICE_DOMAINS = ['.push.apple.com', '.notify.windows.com', '.push.services.mozilla.com']

/** A push address is a few hundred characters (FCM's ~190, Apple's ~150, Windows' ~300). */
export const MAX_ENDPOINT_LENGTH = 1024

/** A DNS host name of letters, digits and hyphens: nothing another URL parser could end the host at. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

/** Whether `host` (lower case, no port) is a known push service's. */
function isKnownPushServiceHost(host: string): boolean {
  return KNOWN_PUSH_SERVICE_HOSTS.includes(host) || KNOWN_PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain))
}

/**
 * The push service URL of `endpoint`, when it is one the server sends to: https, already normalised (its `href`
 * is the very text given), no user name or password, a known push service on the default port, or a host named in
 * PUSH_SERVICE_HOSTS (`extraHosts`, lower case), which may carry a port (tests, a school's private service).
 */
export function pushServiceUrlOf(endpoint: unknown, extraHosts: readonly string[]): URL | undefined {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH || !URL.canParse(endpoint)) {
    return undefined
  }
  const url = new URL(endpoint)
  if (url.href !== endpoint || url.protocol !== 'https:' || url.username || url.password) return undefined
  if (extraHosts.includes(url.hostname)) return url
  if (!HOST_NAME.test(url.hostname) || isIP(url.hostname) !== 0) return undefined
  return isKnownPushServiceHost(url.hostname) && url.port === '' ? url : undefined
}

/**
 * Which push service an address belongs to, for the sender's lanes: a known domain's many hosts are one service
 * (Windows' wns2-by3p…, wns2-pn1p…), any other host (with its port) is its own.
 */
export function pushServiceOf(endpoint: string): string {
  if (!URL.canParse(endpoint)) return ''
  const { host, hostname } = new URL(endpoint)
  return KNOWN_PUSH_SERVICE_DOMAINS.find((domain) => hostname.endsWith(domain)) ?? host
}

/** Whether `endpoint` is an address the server sends to (pushServiceUrlOf). */
export function isPushServiceEndpoint(endpoint: unknown, extraHosts: readonly string[]): endpoint is string {
  return pushServiceUrlOf(endpoint, extraHosts) !== undefined
}

/**
 * Whether a push request may connect to `address`: a public unicast address only; never the loopback, a private
 * or carrier-grade NAT network, link-local (a cloud's metadata service), multicast, reserved ranges or the IPv6
 * forms that reach IPv4 ones (NAT64, 6to4, Teredo).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** Why a push request did not connect: its host resolved to an address it may not reach. */
export class RefusedPushAddress extends Error {
  override name = 'RefusedPushAddress'
  readonly code = 'EPUSHADDRESS'
}

/**
 * A DNS lookup for push requests (`https.request`'s `lookup`): the host's addresses, refused when any is not public
 * (isPublicAddress), unless the host is named in PUSH_SERVICE_HOSTS. Checked on the answer the connection then uses,
 * so a name that changes its answer between a check and the connection cannot slip through.
 */
export function guardedLookup(
  extraHosts: readonly string[],
  resolve: (
    hostname: string,
    options: { all: true; family?: number },
    callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
  ) => void = dnsLookup,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { family: options.family as number | undefined, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0)
        return
      }
      const refused = extraHosts.includes(hostname.toLowerCase())
        ? undefined
        : addresses.find(({ address }) => !isPublicAddress(address))
      if (refused || addresses.length === 0) {
        callback(
          new RefusedPushAddress(`${hostname} resolves to ${refused?.address ?? 'nothing'}: not a public address`),
          '',
          0,
        )
        return
      }
      if (options.all) callback(null, addresses)
      else callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}
