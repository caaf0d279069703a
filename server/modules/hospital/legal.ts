/**
 * The patients' acceptance of the legal texts' versions (issue 33 item 4): which version of the user agreement
 * (100) and the privacy policy (200) of a hospital each patient accepted (`protocol_acceptance`), and whether the
 * version served now is newer — then the app asks again (版本更新) and what needs the consent waits. A patient with
 * no record accepted version 1: the login screens required ticking the agreement before versions existed.
 */
import type { Kysely, Transaction } from 'kysely'
import { ACCEPTED_PROTOCOL_CODES, type LegalAcceptance, type LegalAcceptReq } from '../../../contract/legal'
import type { DB } from '../../lib/db/schema'
import { depsOf, type DepsSource } from '../../lib/deps'
import { conflict } from '../../lib/errors'
import { LEGAL_VERSION_OUTDATED } from '../../../src/domain/messages/legal'
import { registerUserDataDeleter } from '../user'
import { servedProtocol } from './service'

registerUserDataDeleter('protocol-acceptance', async (trx: Transaction<DB>, user) => {
  await trx.deleteFrom('protocol_acceptance').where('user_id', '=', user.id).execute()
})

/** the newest version of each code this patient accepted at this hospital (1 when none is recorded) */
async function acceptedVersions(db: Kysely<DB> | Transaction<DB>, userId: number, hospitalId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('protocol_acceptance')
    .select(['code', (eb) => eb.fn.max('version').as('version')])
    .where('user_id', '=', userId)
    .where('hospital_id', '=', hospitalId)
    .groupBy('code')
    .execute()
  return new Map(rows.map((r) => [r.code, Number(r.version)]))
}

/** the served versions of 100 and 200, the patient's accepted ones, and whether the patient is to be asked again */
export async function legalAcceptance(src: DepsSource<'db'>, userId: number, hospitalId: number): Promise<LegalAcceptance> {
  const db = depsOf(src).db
  const accepted = await acceptedVersions(db, userId, hospitalId)
  const items = await Promise.all(
    ACCEPTED_PROTOCOL_CODES.map(async (code) => {
      const served = await servedProtocol(src, code, hospitalId)
      const acceptedVersion = Math.max(1, accepted.get(code) ?? 1)
      return {
        code,
        title: served.title,
        version: served.version,
        acceptedVersion,
        outdated: served.version > acceptedVersion,
        note: served.note,
      }
    }),
  )
  return { hospitalId, items, pending: items.some((i) => i.outdated) }
}

/** records the patient's acceptance of the versions served now; a version that is not served now: 409 协议已更新 */
export async function acceptLegal(
  src: DepsSource<'db' | 'now'>,
  userId: number,
  hospitalId: number,
  req: LegalAcceptReq,
): Promise<LegalAcceptance> {
  const { db, now } = depsOf(src)
  for (const item of req.items) {
    const served = await servedProtocol(src, item.code, hospitalId)
    if (served.version !== item.version) throw conflict(LEGAL_VERSION_OUTDATED)
  }
  const at = now()
  await db
    .insertInto('protocol_acceptance')
    .values(req.items.map((i) => ({ user_id: userId, hospital_id: hospitalId, code: i.code, version: i.version, accepted_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'hospital_id', 'code', 'version']).doNothing())
    .execute()
  return legalAcceptance(src, userId, hospitalId)
}
