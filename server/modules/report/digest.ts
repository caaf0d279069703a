/**
 * The identity digest of a report's person: sha256 of 'report-person:' + the upper-cased ID number. One
 * rule for the seed and the module (the seed runs before the server secret exists, so the digest is not
 * keyed by it). The ID number itself is never stored; the masked form is.
 */
import crypto from 'node:crypto'
import { normalizeIdNumber } from '../../../src/domain/validation'

export const personDigest = (idNumber: string): string =>
  crypto
    .createHash('sha256')
    .update(`report-person:${normalizeIdNumber(idNumber)}`)
    .digest('hex')
