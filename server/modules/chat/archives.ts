/**
 * Consultation archives (SPEC §7 patientArchives: familyList, save, edit, detail, getDefault, remove): the people a
 * consultation can be about, the patient or a family member. Saving needs the separate consent of PIPL art. 29
 * (health information: allergies, history) and is stored with its time; the ID number is encrypted like a service
 * person's (person module), kept as an HMAC for the duplicate check and shown masked everywhere. Every archive is
 * read with its owner's id (another user's: 404). One default per user (server/lib/db/default-row.ts).
 */
import type { Selectable } from 'kysely'
import type { EditArchiveReq, PatientArchive, SaveArchiveReq } from '../../../contract/chat'
import { ARCHIVE_NOTE_MAX, ARCHIVE_RELATIONS, MAX_ARCHIVES } from '../../../src/domain/chat'
import { maskIdNumber, maskPhone } from '../../../src/domain/mask'
import { CHAT_MESSAGES } from '../../../src/domain/messages/chat'
import { fullYearsOn } from '../../../src/domain/time'
import { birthDateFromIdNumber, normalizeIdNumber, sexFromIdNumber, validateIdNumber, validatePhone } from '../../../src/domain/validation'
import { countOwnRows, keepOnlyDefault, promoteNewestToDefault } from '../../lib/db/default-row'
import type { ChatPatientArchiveTable } from '../../lib/db/tables/chat2'
import type { AppDeps } from '../../lib/deps'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { fmtReq } from '../../lib/time'
import { encryptIdNumber, idNumberHash } from '../person'
import { registerUserDataDeleter } from '../user'
import { logConsent } from '../consent'

type Row = Selectable<ChatPatientArchiveTable>

const secretOf = (deps: AppDeps) => deps.secret

export function toArchive(r: Row, now: Date, full = false): PatientArchive {
  return {
    id: r.id,
    name: r.name,
    relation: r.relation,
    sex: r.sex,
    idNumber: r.id_number_masked,
    birthday: r.birthday,
    age: r.birthday ? fullYearsOn(r.birthday, now) : 0,
    phone: full ? r.phone : maskPhone(r.phone),
    allergies: r.allergies,
    history: r.history,
    isDefault: r.is_default,
    consentTime: fmtReq(r.consent_at),
  }
}

/** the fields of a save or an edit, checked; the first problem is a 400 with its message */
function checkFields(req: SaveArchiveReq | EditArchiveReq, now: Date) {
  if (req.consent !== true) throw badRequest(CHAT_MESSAGES.archiveConsent)
  const name = req.name.trim()
  if (!name || [...name].length > 20) throw badRequest(CHAT_MESSAGES.archiveName)
  if (!(ARCHIVE_RELATIONS as readonly string[]).includes(req.relation)) throw badRequest('请选择与本人的关系')
  const phoneErr = validatePhone(req.phone)
  if (phoneErr) throw badRequest(phoneErr)
  const allergies = (req.allergies ?? '').trim()
  const history = (req.history ?? '').trim()
  if ([...allergies].length > ARCHIVE_NOTE_MAX || [...history].length > ARCHIVE_NOTE_MAX) throw badRequest(CHAT_MESSAGES.archiveNote)
  let id: { number: string; birthday: string; sex: number } | null = null
  if (req.idNumber !== undefined) {
    const err = validateIdNumber(req.idNumber, now)
    if (err) throw badRequest(err)
    const birthday = birthDateFromIdNumber(req.idNumber, now)
    const sex = sexFromIdNumber(req.idNumber, now)
    if (!birthday || sex === null) throw badRequest('请输入18位身份证号')
    id = { number: normalizeIdNumber(req.idNumber), birthday, sex }
  }
  return { name, relation: req.relation, phone: req.phone.trim(), allergies, history, id }
}

export async function listArchives(deps: AppDeps, userId: number): Promise<PatientArchive[]> {
  const rows = await deps.db
    .selectFrom('chat_patient_archive')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .execute()
  const now = deps.now()
  return rows.map((r) => toArchive(r, now))
}

async function requireArchive(deps: AppDeps, userId: number, id: number): Promise<Row> {
  const r = await deps.db
    .selectFrom('chat_patient_archive')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!r) throw notFound(CHAT_MESSAGES.archiveNotFound)
  return r
}

export async function archiveDetail(deps: AppDeps, userId: number, id: number): Promise<PatientArchive> {
  return toArchive(await requireArchive(deps, userId, id), deps.now(), true)
}

export async function defaultArchive(deps: AppDeps, userId: number): Promise<PatientArchive | null> {
  const r = await deps.db
    .selectFrom('chat_patient_archive')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .executeTakeFirst()
  return r ? toArchive(r, deps.now()) : null
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505'

export async function saveArchive(deps: AppDeps, userId: number, req: SaveArchiveReq): Promise<PatientArchive> {
  const now = deps.now()
  const f = checkFields(req, now)
  if (!f.id) throw badRequest('请输入身份证号')
  const secret = secretOf(deps)
  const idNo = f.id
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
      const n = await countOwnRows(trx, 'chat_patient_archive', userId)
      if (n >= MAX_ARCHIVES) throw badRequest(CHAT_MESSAGES.archiveTooMany)
      const dup = await trx
        .selectFrom('chat_patient_archive')
        .select('id')
        .where('user_id', '=', userId)
        .where('id_number_hash', '=', idNumberHash(secret, idNo.number))
        .executeTakeFirst()
      if (dup) throw conflict(CHAT_MESSAGES.archiveDuplicate)
      const r = await trx
        .insertInto('chat_patient_archive')
        .values({
          user_id: userId,
          name: f.name,
          relation: f.relation,
          sex: idNo.sex,
          id_number_enc: encryptIdNumber(secret, idNo.number),
          id_number_hash: idNumberHash(secret, idNo.number),
          id_number_masked: maskIdNumber(idNo.number),
          birthday: idNo.birthday,
          phone: f.phone,
          allergies: f.allergies,
          history: f.history,
          is_default: n === 0 || req.isDefault === true,
          consent_at: now,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      // the form's consent to keep the ID number and health notes, given again with every save
      await logConsent(trx, userId, { subject: 'archive', subjectId: r.id, purpose: 'chat_archive', action: 'grant', at: now })
      if (r.is_default) await keepOnlyDefault(trx, 'chat_patient_archive', userId, r.id)
      return r
    })
    return toArchive(row, now, true)
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(CHAT_MESSAGES.archiveDuplicate)
    throw e
  }
}

export async function editArchive(deps: AppDeps, userId: number, req: EditArchiveReq): Promise<PatientArchive> {
  const now = deps.now()
  const f = checkFields(req, now)
  const secret = secretOf(deps)
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
      const before = await trx
        .selectFrom('chat_patient_archive')
        .select(['id', 'is_default'])
        .where('id', '=', req.id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      if (!before) throw notFound(CHAT_MESSAGES.archiveNotFound)
      const idCols = f.id
        ? {
            sex: f.id.sex,
            id_number_enc: encryptIdNumber(secret, f.id.number),
            id_number_hash: idNumberHash(secret, f.id.number),
            id_number_masked: maskIdNumber(f.id.number),
            birthday: f.id.birthday,
          }
        : {}
      const r = await trx
        .updateTable('chat_patient_archive')
        .set({
          ...idCols,
          name: f.name,
          relation: f.relation,
          phone: f.phone,
          allergies: f.allergies,
          history: f.history,
          is_default: before.is_default || req.isDefault === true,
          consent_at: now,
          updated_at: now,
        })
        .where('id', '=', req.id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow()
      // the form's consent to keep the ID number and health notes, given again with every save
      await logConsent(trx, userId, { subject: 'archive', subjectId: r.id, purpose: 'chat_archive', action: 'grant', at: now })
      if (r.is_default) await keepOnlyDefault(trx, 'chat_patient_archive', userId, r.id)
      return r
    })
    return toArchive(row, now, true)
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(CHAT_MESSAGES.archiveDuplicate)
    throw e
  }
}

/** deletes the archive (its health notes go with it: withdrawing the consent); the newest other becomes the default */
export async function removeArchive(deps: AppDeps, userId: number, id: number): Promise<boolean> {
  await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
    const r = await trx
      .deleteFrom('chat_patient_archive')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('is_default')
      .executeTakeFirst()
    if (!r) throw notFound(CHAT_MESSAGES.archiveNotFound)
    await logConsent(trx, userId, { subject: 'archive', subjectId: id, purpose: 'chat_archive', action: 'withdraw', at: deps.now() })
    await trx
      .updateTable('chat_conversation')
      .set({ archive_id: null })
      .where('archive_id', '=', id)
      .where('owner_user_id', '=', userId)
      .execute()
    if (r.is_default) await promoteNewestToDefault(trx, 'chat_patient_archive', userId)
  })
  return true
}

// the account's deletion takes the archives (health notes) and the evaluations written by the user
registerUserDataDeleter('chat_patient_archive', async (trx, user) => {
  await trx.deleteFrom('chat_patient_archive').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('chat_evaluation').where('user_id', '=', user.id).execute()
})
