/**
 * Medical-record upload seed (issue 13 item 7), demo account only (never in production): one report image (血常规) of
 * the demo user's own member 张伟 (seeded with the health consent by server/seed/health), so /recordList and
 * /reportDetail show something. Runs once per database (marker server_kv 'records.seededAt', same transaction).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { checkUpload } from '../../lib/upload-file'
import { addDays, businessToday } from '../../../src/domain/time'
import { SEED_MEMBERS } from '../health'
import { solidPng } from './images'

export const RECORDS_SEED_MARKER = 'records.seededAt'
export const SEED_RECORD_TITLE = '血常规'

export async function seedRecords(db: Kysely<DB>, opts: { production: boolean; now: Date; phone: string }): Promise<void> {
  if (opts.production) return
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', RECORDS_SEED_MARKER).executeTakeFirst()
  if (done) return
  const member = await db
    .selectFrom('health_member')
    .innerJoin('app_user', 'app_user.id', 'health_member.user_id')
    .select(['health_member.id', 'health_member.user_id'])
    .where('app_user.phone', '=', opts.phone)
    .where('health_member.name', '=', SEED_MEMBERS[0].name)
    .where('health_member.health_consent_at', 'is not', null)
    .executeTakeFirst()
  if (!member) return
  const file = checkUpload(solidPng(320, 220, [214, 236, 228]))
  if (!file.ok) throw new Error('records seed: the demo image does not pass the upload rules')
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('health_record_file')
      .values({
        user_id: member.user_id,
        member_id: member.id,
        category: 'report',
        title: SEED_RECORD_TITLE,
        record_date: addDays(businessToday(opts.now), -7) ?? '',
        hospital: '',
        note: '',
        file_kind: file.kind,
        file_size: file.bytes.length,
        file_data: file.bytes,
        created_at: opts.now,
      })
      .execute()
    await trx.insertInto('server_kv').values({ key: RECORDS_SEED_MARKER, value: opts.now.toISOString() }).execute()
  })
}
