/**
 * Environment settings of the server that need parsing (main.ts): which proxies are trusted for
 * the client address, and whether the development sandbox providers are enabled.
 */
import net from 'node:net'

export type TrustProxy = false | number | string[]

/**
 * TRUST_PROXY: how the client address (per-address limits, logs) is taken from X-Forwarded-For.
 * - unset, '', '0', 'false': no proxy; the socket address is the client
 * - '1' / 'true': one proxy hop (the address the nearest proxy saw; never the client-chosen leftmost)
 * - 'N' (2-20): N proxy hops
 * - a comma-separated list of proxy addresses / CIDRs (e.g. `10.0.0.0/8,127.0.0.1`): every listed hop
 *   is skipped from the right, the first address not in the list is the client
 * Anything else is an error (the server refuses to start rather than trust the wrong hop).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim()
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false
  if (v.toLowerCase() === 'true') return 1
  if (/^\d+$/.test(v)) {
    const n = Number(v)
    if (n < 1 || n > 20) throw new Error(`TRUST_PROXY=${v}: a hop count must be 1-20`)
    return n
  }
  const list = v.split(',').map((s) => s.trim()).filter(Boolean)
  for (const item of list) {
    const [addr, bits, extra] = item.split('/')
    const kind = net.isIP(addr)
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (kind === 6 ? 128 : 32))
    if (!kind || !okBits || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${item}" is not an IP address or CIDR (use a hop count such as 1, or a list like 10.0.0.0/8,127.0.0.1)`)
    }
  }
  return list
}

/** ServerOptions.trustProxy as fastify takes it: `true` means one hop here (fastify's true trusts every hop) */
export function normalizeTrustProxy(value: boolean | number | string | string[] | undefined): TrustProxy {
  if (value === undefined || value === false) return false
  if (value === true) return 1
  if (typeof value === 'string') return parseTrustProxy(value)
  if (typeof value === 'number') return value > 0 ? Math.floor(value) : false
  return value.length ? [...value] : false
}

const on = (v: string | undefined) => ['1', 'true', 'yes'].includes((v ?? '').trim().toLowerCase())

/**
 * SANDBOX_PROVIDERS=1 enables the development sandbox providers (SMS outbox, `sandbox-*` login
 * codes, the hospital identity sandbox, the sandbox payments and cashier, /dev/*). PAY_SANDBOX=1 is
 * the older name, accepted as the same switch. Production mode refuses to start with either set.
 */
export function sandboxFromEnv(env: Record<string, string | undefined>): boolean {
  return on(env.SANDBOX_PROVIDERS) || on(env.PAY_SANDBOX)
}
