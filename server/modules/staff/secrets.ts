/**
 * The staff console's secrets: Argon2id password hashes (@node-rs/argon2, m=19456 KiB, t=2, p=1: OWASP ASVS 5.0
 * §6.2 / the OWASP password storage minimum), TOTP seeds encrypted at rest (AES-256-GCM with STAFF_TOTP_KEY),
 * TOTP codes (otplib 13, each time step accepted once), recovery codes (random, stored as sha256), session ids
 * (128-bit random) and CSRF tokens.
 */
import crypto from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type * as Otplib from 'otplib/functional'

/**
 * otplib 13 loaded with Node's own require: its base32 dependency (@scure/base) is ESM only, which Node 20.19+
 * requires natively but Jest's module registry (the server tests, whose `require` and `node:module` are Jest's)
 * cannot. `process.getBuiltinModule` gives the real `module` under both.
 */
export const otp = process.getBuiltinModule('node:module').createRequire(__filename)('otplib/functional') as typeof Otplib
const { generateSecret, generateURI, verifySync } = otp

/** Argon2id (the const enum Algorithm.Argon2id of @node-rs/argon2) */
const ARGON2ID = 2
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashStaffPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2_OPTIONS)
}

/** a hash of nothing anyone types: verified when the username is unknown, so both answers take as long */
let dummy: Promise<string> | undefined
export async function verifyStaffPassword(stored: string | null, password: string): Promise<boolean> {
  dummy ??= hashStaffPassword(crypto.randomBytes(16).toString('hex'))
  const target = stored ?? (await dummy)
  try {
    const ok = await verify(target, password.normalize('NFKC'))
    return ok && stored !== null
  } catch {
    return false
  }
}

/** the 32-byte AES key of the TOTP seeds: STAFF_TOTP_KEY, else derived from the server secret */
export function totpKey(configured: string | null, serverSecret: string): Buffer {
  return crypto
    .createHash('sha256')
    .update(configured ?? `staff-totp:${serverSecret}`)
    .digest()
}

export function encryptSeed(key: Buffer, seed: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  const enc = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), enc].map((b) => b.toString('base64url')).join('.')
}

export function decryptSeed(key: Buffer, stored: string): string {
  const [iv, tag, enc] = stored.split('.').map((s) => Buffer.from(s, 'base64url'))
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(enc), decipher.final()]).toString('utf8')
}

export function newTotpSeed(): string {
  return generateSecret()
}

export function totpUri(seed: string, username: string, issuer: string): string {
  return generateURI({ issuer, label: username, secret: seed })
}

/**
 * The time step of a valid code newer than `afterStep` (one step of clock drift either way), or null. The
 * caller stores the step with a conditional UPDATE, so a code is accepted once even by two instances at once.
 */
export function totpStep(seed: string, code: string, nowMs: number, afterStep: number): number | null {
  try {
    const r = verifySync({ secret: seed, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: 30, afterTimeStep: afterStep })
    return r.valid ? (r as { timeStep: number }).timeStep : null
  } catch {
    return null
  }
}

/** ten recovery codes, 10 characters each (xxxxx-xxxxx, base32 without look-alikes) */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  return Array.from({ length: 10 }, () => {
    let s = ''
    for (let i = 0; i < 10; i++) s += alphabet[crypto.randomInt(alphabet.length)]
    return `${s.slice(0, 5)}-${s.slice(5)}`
  })
}

export function hashRecoveryCode(code: string): string {
  return sha256(
    code
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, ''),
  )
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex')
}

/** a session id: 128 random bits */
export function newSessionId(): string {
  return crypto.randomBytes(16).toString('base64url')
}

export function newCsrfToken(): string {
  return crypto.randomBytes(24).toString('base64url')
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && x.length > 0 && crypto.timingSafeEqual(x, y)
}

/** an initial password for an invited account (the admin hands it over; 16 characters, ~80 bits) */
export function newInitialPassword(): string {
  return crypto.randomBytes(12).toString('base64url')
}
