/** Password hashing (scrypt, salted), token generation and hashing, HMAC of short secrets. */
import crypto from 'node:crypto'

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 }

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

/** scrypt$N$r$p$salt(base64)$hash(base64) */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const key = await scrypt(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false
  const [alg, n, r, p, saltB64, hashB64] = stored.split('$')
  if (alg !== 'scrypt' || !saltB64 || !hashB64) return false
  const expected = Buffer.from(hashB64, 'base64')
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), Number(n), Number(r), Number(p), expected.length)
  return key.length === expected.length && crypto.timingSafeEqual(key, expected)
}

/** A dummy hash to spend the same time when the account does not exist (no timing oracle). */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-0')
  return dummyHash
}

/** 32 random bytes, base64url: the session token handed to the client. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex')
}

export function hmacHex(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('hex')
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && crypto.timingSafeEqual(x, y)
}

/** n random decimal digits (crypto.randomInt, no modulo bias). */
export function randomDigits(n: number): string {
  let s = ''
  for (let i = 0; i < n; i++) s += crypto.randomInt(0, 10).toString()
  return s
}

export function randomId(bytes = 16): string {
  return crypto.randomBytes(bytes).toString('base64url')
}
