/**
 * The hospital identity behind POST /user-center/healthNj/login (ID number + phone).
 *
 * An ID number and a phone prove nothing by themselves (both are easy to learn), so that login
 * enters or creates the account of a phone only when the phone is proven:
 * - by an SMS code sent to that phone (type 1, the existing code machinery), after which the
 *   provider's `verify` checks the pair against the hospital's patient index; or
 * - by the hospital's signed assertion (`assertion`): the hospital, which has already verified the
 *   patient (its own app, its counter), signs the pair; `verifyAssertion` checks that signature.
 *
 * Assertion format (v1): `v1.<unix ms>.<hex HMAC-SHA256(key, assertionPayload(...))>`, valid for
 * ASSERTION_MAX_AGE_MS either side of the server clock. `HmacHospitalIdentityProvider` verifies it
 * with the key shared with the hospital (HOSPITAL_IDENTITY_KEY). A provider with a patient index or
 * a public-key signature plugs in by implementing the same interface.
 *
 * Sandbox (development only, SANDBOX_PROVIDERS=1): every pair is in the "patient index", and
 * assertions signed with the public SANDBOX_HOSPITAL_KEY are accepted (dev tools and tests sign
 * with it). Production refuses to start with it (server/app.ts).
 */
import crypto from 'node:crypto'

export interface HospitalAssertionInput {
  hospitalId: number
  /** normalized (upper-case X) */
  idNo: string
  phone: string
  assertion: string
  now: Date
}

export interface HospitalIdentityProvider {
  readonly name: string
  /** true for the development sandbox (refused in production mode) */
  readonly sandbox?: boolean
  /** Is the pair one patient in the hospital's index? Asked only after the phone is proven by an SMS code. */
  verify(idNo: string, phone: string, hospitalId: number): Promise<boolean>
  /** Is `assertion` the hospital's valid, fresh signature over this pair? A valid one proves the phone. */
  verifyAssertion(input: HospitalAssertionInput): Promise<boolean>
}

export const ASSERTION_MAX_AGE_MS = 5 * 60 * 1000
/** the public key of the sandbox's assertions (development and tests only) */
export const SANDBOX_HOSPITAL_KEY = 'sandbox-hospital-identity-key'

/** The string the hospital signs: one field per line, so no field can run into the next. */
export function assertionPayload(p: { hospitalId: number; idNo: string; phone: string; ts: number }): string {
  return ['healthNj.v1', String(p.hospitalId), p.idNo.toUpperCase(), p.phone, String(p.ts)].join('\n')
}

/** What the hospital side computes: `v1.<ts>.<hex hmac>` (ts: unix ms). */
export function signHospitalAssertion(key: string, p: { hospitalId: number; idNo: string; phone: string; ts: number }): string {
  return `v1.${p.ts}.${crypto.createHmac('sha256', key).update(assertionPayload(p)).digest('hex')}`
}

/** Checks a v1 assertion with an HMAC key: format, freshness, then the MAC in constant time. */
export function verifyHmacAssertion(key: string, input: HospitalAssertionInput): boolean {
  const m = /^v1\.(\d{10,16})\.([0-9a-f]{64})$/.exec(input.assertion.trim())
  if (!m) return false
  const ts = Number(m[1])
  if (Math.abs(input.now.getTime() - ts) > ASSERTION_MAX_AGE_MS) return false
  const expected = crypto
    .createHmac('sha256', key)
    .update(assertionPayload({ ...input, ts }))
    .digest()
  const given = Buffer.from(m[2], 'hex')
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** Development sandbox: every pair is a patient; assertions signed with SANDBOX_HOSPITAL_KEY. */
export class SandboxHospitalIdentityProvider implements HospitalIdentityProvider {
  readonly name = 'sandbox'
  readonly sandbox = true
  async verify(): Promise<boolean> {
    return true
  }
  async verifyAssertion(input: HospitalAssertionInput): Promise<boolean> {
    return verifyHmacAssertion(SANDBOX_HOSPITAL_KEY, input)
  }
}

/**
 * The hospital signs assertions with a shared key (HOSPITAL_IDENTITY_KEY). It has no patient index
 * the server can ask, so the SMS-code path is refused (身份信息核验未通过): the ID number would be
 * only the caller's word.
 */
export class HmacHospitalIdentityProvider implements HospitalIdentityProvider {
  readonly name = 'hmac'
  constructor(private readonly key: string) {
    if (key.length < 32) throw new Error('HOSPITAL_IDENTITY_KEY must be at least 32 characters')
  }
  async verify(): Promise<boolean> {
    return false
  }
  async verifyAssertion(input: HospitalAssertionInput): Promise<boolean> {
    return verifyHmacAssertion(this.key, input)
  }
}

/** No hospital identity configured: healthNj/login refuses every pair. */
export class UnconfiguredHospitalIdentityProvider implements HospitalIdentityProvider {
  readonly name = 'none'
  async verify(): Promise<boolean> {
    return false
  }
  async verifyAssertion(): Promise<boolean> {
    return false
  }
}
