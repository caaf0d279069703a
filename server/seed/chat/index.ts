/**
 * Chat seed (issue 15): the demo user's consultation with 李秀兰 (doctor 602) with three messages, so /chatRoom
 * opens with history (mini-program boot checks, screenshots). Not in production. Idempotent (conv_key is unique).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db'
import { CHAT_MESSAGES } from '../../../src/domain/messages/chat'

export const SEED_CHAT_TEXTS = [
  '李医生您好，我最近空腹血糖7.2，需要调整用药吗？',
  '请先坚持饮食控制和运动，一周后复测空腹和餐后2小时血糖，带结果来复诊。用药调整需要面诊后决定。',
] as const

export async function seedChat(db: Kysely<DB>, opts: { production: boolean; now: Date; phone: string }): Promise<void> {
  if (opts.production) return
  const user = await db.selectFrom('app_user').select('id').where('phone', '=', opts.phone).executeTakeFirst()
  const doctor = await db.selectFrom('doctor').select(['id', 'name', 'hospital_id']).where('id', '=', 602).executeTakeFirst()
  if (!user || !doctor) return
  const at = (min: number) => new Date(opts.now.getTime() - min * 60_000)
  const c = await db
    .insertInto('chat_conversation')
    .values({
      hospital_id: doctor.hospital_id,
      conv_key: `c1:u${user.id}:d${doctor.id}`,
      kind: 'consult',
      type: 1,
      name: doctor.name,
      owner_user_id: user.id,
      doctor_id: doctor.id,
      studio_id: null,
      last_seq: 3,
      greeted: true,
      service_state: null,
      rating: null,
      created_at: at(60),
      last_message_at: at(30),
    })
    .onConflict((oc) => oc.column('conv_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!c) return
  await db
    .insertInto('chat_member')
    .values([
      { conversation_id: c.id, member_kind: 'user', member_id: user.id, read_seq: 2, joined_at: at(60), quit_at: null, muted_until: null },
      {
        conversation_id: c.id,
        member_kind: 'doctor',
        member_id: doctor.id,
        read_seq: 3,
        joined_at: at(60),
        quit_at: null,
        muted_until: null,
      },
    ])
    .execute()
  const rows: Array<[string, number, string, number]> = [
    ['user', user.id, SEED_CHAT_TEXTS[0], 60],
    ['doctor', doctor.id, CHAT_MESSAGES.doctorGreeting(doctor.name), 59],
    ['doctor', doctor.id, SEED_CHAT_TEXTS[1], 30],
  ]
  await db
    .insertInto('chat_message')
    .values(
      rows.map(([kind, id, text, min], i) => ({
        conversation_id: c.id,
        seq: i + 1,
        sender_kind: kind,
        sender_id: id,
        msg_type: 'text',
        content: JSON.stringify({ text }),
        client_msg_id: null,
        created_at: at(min),
      })),
    )
    .execute()
}
