/**
 * Salted digests of roster identities and card passwords (scrypt, a random salt per value): the tables
 * never hold an ID number, a phone or a password. Used by the seed and by the checks.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { normalizeIdNumber } from '../../../src/domain/validation'

const COST = { N: 1024, r: 8, p: 1 }

export function digest(value: string, salt: string = randomBytes(12).toString('hex')): string {
  return `s1$${salt}$${scryptSync(value, salt, 24, COST).toString('hex')}`
}

export function digestMatches(value: string, stored: string): boolean {
  const [v, salt, hash] = stored.split('$')
  if (v !== 's1' || !salt || !hash) return false
  const mine = Buffer.from(digest(value, salt).split('$')[2], 'hex')
  const theirs = Buffer.from(hash, 'hex')
  return mine.length === theirs.length && timingSafeEqual(mine, theirs)
}

/** the ID number as compared (spaces out, x upper-cased) */
export const idKey = (idNumber: string) => normalizeIdNumber(idNumber.replace(/\s+/g, ''))
