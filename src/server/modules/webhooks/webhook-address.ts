// Where a webhook may be sent (docs/webhooks.md, "Where events may go"): never to a private, loopback,
// link-local, unspecified, multicast or reserved address, in IPv4, IPv6 or IPv6's forms of an IPv4 address, so
// that an organisation cannot make the server call into its own network. A host name is resolved and every
// address it has is checked, when the endpoint is saved and again at each attempt, and the attempt connects to the
// address that was checked (no second lookup an attacker's DNS could answer differently). Hosts the
// WEBHOOK_ALLOWED_HOSTS setting names are let through, over http as well as https.
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { WEBHOOK_MESSAGES } from '#domain/webhook-events'

type Range = readonly [base: bigint, bits: number]

const ipv4Number = (address: string) =>
  address.split('.').reduce((total, part) => (total << 8n) | BigInt(Number(part)), 0n)

const v4 = (cidr: string): Range => {
  const [base, bits] = cidr.split('/') as [string, string]
  return [ipv4Number(base), Number(bits)]
}

/** The IPv4 ranges no webhook goes to. */
const FORBIDDEN_V4: readonly Range[] = [
  v4('0.0.0.0/8'), // "this network", the unspecified address
  v4('10.0.0.0/8'),
  v4('100.64.0.0/10'), // carrier-grade NAT
  v4('127.0.0.0/8'),
  v4('169.254.0.0/16'), // link-local, where cloud metadata services answer
  v4('172.16.0.0/12'),
  v4('192.0.0.0/24'), // protocol assignments
  v4('192.168.0.0/16'),
  v4('198.18.0.0/15'), // benchmarking
  v4('224.0.0.0/4'), // multicast
  v4('240.0.0.0/4'), // reserved, and the broadcast address
]

const inRange = (value: bigint, width: number, [base, bits]: Range) => {
  const shift = BigInt(width - bits)
  return value >> shift === base >> shift
}

/** An IPv6 address as a 128-bit number; its last 32 bits may be written as an IPv4 address. */
const ipv6Number = (text: string) => {
  let address = text.split('%')[0]!.toLowerCase()
  const dotted = address.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const n = ipv4Number(dotted[1]!)
    address = `${address.slice(0, -dotted[1]!.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`
  }
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined]
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...(tail === undefined ? [] : Array(missing).fill('0')), ...tailGroups]
  return groups.reduce((total, group) => (total << 16n) | BigInt(Number.parseInt(group || '0', 16)), 0n)
}

const v6 = (cidr: string): Range => {
  const [base, bits] = cidr.split('/') as [string, string]
  return [ipv6Number(base), Number(bits)]
}

const FORBIDDEN_V6: readonly Range[] = [
  v6('::/128'), // unspecified
  v6('::1/128'), // loopback
  v6('fc00::/7'), // unique local
  v6('fe80::/10'), // link-local
  v6('fec0::/10'), // site-local (deprecated, still routed by some)
  v6('ff00::/8'), // multicast
  v6('100::/64'), // discard-only
  v6('2001:db8::/32'), // documentation
]

/** IPv6 forms that carry an IPv4 address in their last 32 bits: that address is the one checked. */
const EMBEDDING_V4: readonly Range[] = [
  v6('::ffff:0:0/96'), // IPv4-mapped
  v6('::/96'), // IPv4-compatible (deprecated)
  v6('64:ff9b::/96'), // NAT64
]

const isForbiddenV4 = (value: bigint) => FORBIDDEN_V4.some((range) => inRange(value, 32, range))

/** Whether an IP address (v4 or v6, brackets allowed) is one no webhook may be sent to. */
export const isForbiddenAddress = (text: string): boolean => {
  const address = text.replace(/^\[|\]$/g, '')
  const family = isIP(address.split('%')[0]!)
  if (family === 4) return isForbiddenV4(ipv4Number(address))
  if (family !== 6) return true
  const value = ipv6Number(address)
  if (FORBIDDEN_V6.some((range) => inRange(value, 128, range))) return true
  if (EMBEDDING_V4.some((range) => inRange(value, 128, range))) return isForbiddenV4(value & 0xffffffffn)
  return false
}

/** The WEBHOOK_ALLOWED_HOSTS entries this URL matches: its host name, or its host name and port. */
export const isAllowedHost = (url: URL, allowedHosts: readonly string[]) => {
  const host = url.hostname.toLowerCase()
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase()
    return allowed === host || allowed === `${host}:${port}`
  })
}

/** Where an attempt connects: the address checked, or null to let the system resolve an allowed host. */
export type CheckedTarget = { readonly url: URL; readonly address: { address: string; family: 4 | 6 } | null }

export type AddressRefusal = { readonly message: string }

export const WEBHOOK_HOST_NOT_FOUND = 'The host name of this address could not be found. Check it and try again.'

/**
 * Checks a webhook address and answers where to connect, or why not (a message for the person or the log).
 * `resolve` answers every address of a host name (the system resolver unless a test gives its own).
 */
export const checkWebhookUrl = async (
  text: string,
  allowedHosts: readonly string[],
  resolve: (host: string) => Promise<readonly { address: string; family: number }[]> = (host) =>
    lookup(host, { all: true, verbatim: true }),
): Promise<CheckedTarget | AddressRefusal> => {
  if (!URL.canParse(text)) return { message: WEBHOOK_MESSAGES.urlNotValid }
  const url = new URL(text)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { message: WEBHOOK_MESSAGES.urlNotValid }
  if (url.username || url.password) return { message: WEBHOOK_MESSAGES.urlNotValid }
  if (isAllowedHost(url, allowedHosts)) return { url, address: null }
  if (url.protocol !== 'https:') return { message: WEBHOOK_MESSAGES.urlNotHttps }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) !== 0)
    return isForbiddenAddress(host)
      ? { message: WEBHOOK_MESSAGES.urlNotAllowed }
      : { url, address: { address: host, family: isIP(host) as 4 | 6 } }
  // Names that mean this machine whatever the resolver says.
  if (host === 'localhost' || host.endsWith('.localhost')) return { message: WEBHOOK_MESSAGES.urlNotAllowed }
  let addresses: readonly { address: string; family: number }[]
  try {
    addresses = await resolve(host)
  } catch {
    return { message: WEBHOOK_HOST_NOT_FOUND }
  }
  if (addresses.length === 0) return { message: WEBHOOK_HOST_NOT_FOUND }
  if (addresses.some((entry) => isForbiddenAddress(entry.address))) return { message: WEBHOOK_MESSAGES.urlNotAllowed }
  const first = addresses[0]!
  return { url, address: { address: first.address, family: first.family === 6 ? 6 : 4 } }
}

export const isRefusal = (answer: CheckedTarget | AddressRefusal): answer is AddressRefusal => 'message' in answer
