import ipaddr from 'ipaddr.js'
import { LRUCache } from 'lru-cache'

/**
 * Who a client is, for the bounds that keep one client from using what every visitor shares. An IPv4 address is
 * one client (a home, or a mobile network's shared address); an IPv6 client is its /64, the block one home or one
 * phone is given: counting single IPv6 addresses would let one machine take a new address for every request.
 */
export function clientNetworkOf(address: string): string {
  if (!ipaddr.isValid(address)) return 'unknown'
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`
}

export interface ClientAllowance {
  /** Counts one more for the client at `address`; false when its network is past its bound this window. */
  take(address: string): boolean
}

/**
 * At most `perClient` of something per client network within `windowMs`, counted in constant time per request and
 * in bounded memory: past `maxClients` networks within the window, the least recently seen counts are forgotten
 * (a forgotten network starts again from zero: a bound for one client never falls on another).
 */
export function createClientAllowance({
  perClient,
  windowMs,
  maxClients,
  now = Date.now,
}: {
  perClient: number
  windowMs: number
  maxClients: number
  now?: () => number
}): ClientAllowance {
  const counts = new LRUCache<string, { since: number; count: number }>({ max: maxClients })
  return {
    take(address) {
      const network = clientNetworkOf(address)
      const at = now()
      const entry = counts.get(network)
      if (!entry || at - entry.since >= windowMs) {
        counts.set(network, { since: at, count: 1 })
        return true
      }
      entry.count += 1
      return entry.count <= perClient
    },
  }
}
