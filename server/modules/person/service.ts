/**
 * Service persons (SPEC §3) — also the exam persons of /intserv/pe: storage, validation with
 * src/domain validateServicePerson, ID-number protection and the wire shapes.
 *
 * ID numbers: encrypted with AES-256-GCM under a key derived from the server secret, an HMAC for
 * the per-user duplicate check, and the masked form (src/domain maskIdNumber) for lists. The
 * clear number leaves the server only in the owner's detail reply and is never logged (route
 * bodies are not logged; error messages never contain it).
 */
import crypto from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { UserPersonTable } from '../../lib/db/tables/account'
import { SaveServicePersonReq, UpdateServicePersonReq, type ServicePerson } from '../../../contract/account'
import type { ServicePersonSnapshot } from '../../../contract/order'
import { depsOf, type AppDeps, type DepsSource } from '../../lib/deps'
import { hmacHex } from '../../lib/crypto'
import { badRequest, notFound } from '../../lib/errors'
import {
  validateServicePerson,
  validateIdNumber,
  ageFromIdNumber,
  sexFromIdNumber,
  birthDateFromIdNumber,
  normalizeIdNumber,
} from '../../../src/domain/validation'
import { maskIdNumber, maskPhone } from '../../../src/domain/mask'
import { fullYearsOn } from '../../../src/domain/time'
import { fmtReq } from '../../lib/time'
import {
  MAX_PERSONS,
  PERSON_CONSENT_REQUIRED,
  PERSON_DUPLICATE_ID,
  PERSON_HAS_APPOINTMENT,
  PERSON_NOT_FOUND,
  PERSON_SEX_MISMATCH,
  PERSON_TOO_MANY,
} from '../../../src/domain/messages/person'
import { registerUserDataDeleter } from '../user'
import { logConsent } from '../consent'
import { releaseSlot } from '../appointment'
import { countOwnRows, keepOnlyDefault, promoteNewestToDefault } from '../../lib/db/default-row'

type Q = Kysely<DB> | Transaction<DB>

/** the typed rows of user_person */
export type PersonRow = Selectable<UserPersonTable>

export { MAX_PERSONS }

registerUserDataDeleter('user_person', async (trx, user) => {
  // free the slots of the user's booked appointments, then drop appointments and persons
  const booked = await trx.selectFrom('pe_appointment').select('pool_id').where('user_id', '=', user.id).where('status', '=', 1).execute()
  for (const b of booked) await releaseSlot(trx, b.pool_id)
  await trx.deleteFrom('pe_appointment').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('user_person').where('user_id', '=', user.id).execute()
})

// ------------------------------------------------------------------ ID-number protection

const keyCache = new Map<string, Buffer>()
function key(secret: string): Buffer {
  let k = keyCache.get(secret)
  if (!k) keyCache.set(secret, (k = crypto.createHash('sha256').update(`user-person-id-number:${secret}`).digest()))
  return k
}

export function encryptIdNumber(secret: string, idNumber: string): string {
  const iv = crypto.randomBytes(12)
  const c = crypto.createCipheriv('aes-256-gcm', key(secret), iv)
  const enc = Buffer.concat([c.update(idNumber, 'utf8'), c.final()])
  return [iv, c.getAuthTag(), enc].map((b) => b.toString('base64')).join('.')
}

export function decryptIdNumber(secret: string, stored: string): string {
  const [iv, tag, enc] = stored.split('.').map((s) => Buffer.from(s, 'base64'))
  const d = crypto.createDecipheriv('aes-256-gcm', key(secret), iv)
  d.setAuthTag(tag)
  return Buffer.concat([d.update(enc), d.final()]).toString('utf8')
}

export const idNumberHash = (secret: string, idNumber: string) => hmacHex(secret, `person-id:${normalizeIdNumber(idNumber)}`)

// ------------------------------------------------------------------ wire shape

/** current age: from the birthday of an 18-character ID, else as entered */
export function personAge(r: Pick<Selectable<UserPersonTable>, 'birthday' | 'age'>, now: Date): number {
  if (!r.birthday) return r.age
  return fullYearsOn(r.birthday, now) // on the business-zone date, the rule of src/domain ageFromIdNumber
}

export function toServicePerson(r: Selectable<UserPersonTable>, now: Date, full?: { secret: string }): ServicePerson {
  return {
    id: r.id,
    name: r.name,
    sex: r.sex === 1 ? 1 : 0,
    sexStr: r.sex === 1 ? '男' : '女',
    idNumber: full ? decryptIdNumber(full.secret, r.id_number_enc) : r.id_number_masked,
    age: personAge(r, now),
    phone: full ? r.phone : maskPhone(r.phone),
    maritalStatus: r.marital_status === 1 ? 1 : 2,
    maritalStatusStr: r.marital_status === 1 ? '已婚' : '未婚',
    defaultUse: r.is_default ? 0 : 1,
    firstChar: [...r.name][0] ?? '',
    birthday: r.birthday ?? '',
    updateTime: fmtReq(r.updated_at),
  }
}

// ------------------------------------------------------------------ queries

/**
 * The user's own persons among `ids` as order snapshots (masked ID number), by id; ids of other users
 * or unknown ids are simply absent. A database error is an error (never an empty map).
 */
export async function personSnapshots(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  ids: number[],
): Promise<Map<number, ServicePersonSnapshot>> {
  const m = new Map<number, ServicePersonSnapshot>()
  if (ids.length === 0) return m
  const rows = await deps.db.selectFrom('user_person').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute()
  for (const r of rows) {
    m.set(r.id, {
      id: r.id,
      name: r.name,
      sex: r.sex === 1 ? 1 : 0,
      sexStr: r.sex === 1 ? '男' : '女',
      idNumber: r.id_number_masked,
      age: r.age,
      phone: r.phone,
      maritalStatus: r.marital_status === 1 ? 1 : 2,
      maritalStatusStr: r.marital_status === 1 ? '已婚' : '未婚',
    })
  }
  return m
}

export async function listPersons(db: Q, userId: number): Promise<Array<Selectable<UserPersonTable>>> {
  return db
    .selectFrom('user_person')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** the caller's person or 404 (another user's person is never visible) */
export async function requirePerson(db: Q, userId: number, id: number): Promise<Selectable<UserPersonTable>> {
  const r = await db.selectFrom('user_person').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (!r) throw notFound(PERSON_NOT_FOUND)
  return r
}

/** the body of saveOrUpdate / addPePerson (id optional) and updatePePerson (id required): contract/account.ts */
export const personBodySchema = (requireId: boolean) => (requireId ? UpdateServicePersonReq : SaveServicePersonReq)

/**
 * Create (no id) or update (id) a person of the user. Rules: validateServicePerson (every SPEC §5
 * message); for an 18-character ID number sex and age come from the number (a contradicting sex
 * is refused); the masked number of the list or no number keeps the stored one on update; a new
 * or changed ID number needs consent; one ID number once per user; at most MAX_PERSONS.
 */
export async function savePerson(
  src: DepsSource<'db' | 'now' | 'secret'>,
  userId: number,
  b: SaveServicePersonReq,
): Promise<Selectable<UserPersonTable>> {
  const { db, secret } = depsOf(src)
  const now = depsOf(src).now()
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
    const existing = b.id !== undefined ? await requirePerson(trx, userId, b.id) : undefined
    let idNumber = (b.idNumber ?? '').replace(/\s+/g, '')
    const keepStored = !!existing && (idNumber === '' || idNumber.toUpperCase() === existing.id_number_masked)
    if (keepStored) idNumber = decryptIdNumber(secret, existing!.id_number_enc)
    const input = { name: b.name, sex: b.sex, idNumber, age: b.age, phone: b.phone, maritalStatus: b.maritalStatus }
    // an 18-character ID number gives sex and age (the form fills them from it)
    const fromId =
      validateIdNumber(idNumber, now) === null ? { sex: sexFromIdNumber(idNumber, now), age: ageFromIdNumber(idNumber, now) } : null
    const empty = (v: unknown) => v === undefined || v === null || String(v).trim() === ''
    if (fromId && fromId.sex !== null && empty(input.sex)) input.sex = fromId.sex
    if (fromId && fromId.age !== null && empty(input.age)) input.age = fromId.age
    const v = validateServicePerson(input, now)
    if (!v.ok) throw badRequest(v.message)
    const p = v.value
    if (fromId && fromId.sex !== null && fromId.sex !== p.sex) throw badRequest(PERSON_SEX_MISMATCH)
    const hash = idNumberHash(secret, p.idNumber)
    const idChanged = !existing || existing.id_number_hash !== hash
    if (idChanged && b.consent !== true) throw badRequest(PERSON_CONSENT_REQUIRED)
    const dup = await trx
      .selectFrom('user_person')
      .select('id')
      .where('user_id', '=', userId)
      .where('id_number_hash', '=', hash)
      .executeTakeFirst()
    if (dup && dup.id !== existing?.id) throw badRequest(PERSON_DUPLICATE_ID)
    const birthday = birthDateFromIdNumber(p.idNumber, now)
    const values = {
      name: p.name,
      sex: p.sex,
      ...(idChanged
        ? {
            id_number_enc: encryptIdNumber(secret, p.idNumber),
            id_number_hash: hash,
            id_number_masked: maskIdNumber(p.idNumber),
            consent_at: now,
          }
        : {}),
      birthday,
      age: fromId?.age ?? p.age,
      phone: p.phone,
      marital_status: p.maritalStatus,
      updated_at: now,
    }
    let id: number
    let makeDefault = b.defaultUse === 0
    if (existing) {
      id = existing.id
      await trx
        .updateTable('user_person')
        .set({ ...values, ...(b.defaultUse === undefined ? {} : { is_default: makeDefault }) })
        .where('id', '=', id)
        .execute()
    } else {
      const count = await countOwnRows(trx, 'user_person', userId)
      if (count >= MAX_PERSONS) throw badRequest(PERSON_TOO_MANY)
      if (count === 0) makeDefault = true
      const r = await trx
        .insertInto('user_person')
        .values({
          ...values,
          id_number_enc: encryptIdNumber(secret, p.idNumber),
          id_number_hash: hash,
          id_number_masked: maskIdNumber(p.idNumber),
          consent_at: now,
          user_id: userId,
          is_default: makeDefault,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = r.id
    }
    // the separate consent to keep this ID number (a new person, or a new number)
    if (idChanged) await logConsent(trx, userId, { subject: 'person', subjectId: id, purpose: 'id_number', action: 'grant', at: now })
    if (makeDefault) await keepOnlyDefault(trx, 'user_person', userId, id)
    return trx.selectFrom('user_person').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  })
}

/** deletes a person of the user (404 if not theirs; refused while it has a booked appointment) */
export async function deletePerson(src: DepsSource<'db' | 'now'>, userId: number, id: number): Promise<number> {
  const { db, now } = depsOf(src)
  return db.transaction().execute(async (trx) => {
    const p = await requirePerson(trx, userId, id)
    const booked = await trx
      .selectFrom('pe_appointment')
      .select('id')
      .where('person_id', '=', p.id)
      .where('status', '=', 1)
      .executeTakeFirst()
    if (booked) throw badRequest(PERSON_HAS_APPOINTMENT)
    await trx.deleteFrom('pe_appointment').where('person_id', '=', p.id).execute()
    await trx.deleteFrom('user_person').where('id', '=', p.id).execute()
    // the ID number is gone with the person: the consent to keep it ends
    await logConsent(trx, userId, { subject: 'person', subjectId: p.id, purpose: 'id_number', action: 'withdraw', at: now() })
    if (p.is_default) {
      await promoteNewestToDefault(trx, 'user_person', userId)
    }
    return 1
  })
}
