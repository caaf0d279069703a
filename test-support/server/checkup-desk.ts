/**
 * Check-up bookings inserted straight into pe_appointment for the tests of the check-up desk's routes that only need
 * a booking to exist (the staff matrix): a booked (1) appointment of a hospital's first package on a given day, held
 * by an exam card with a fresh number (the desk checks it in by that number), and a pending company batch.
 */
import type { Database } from '../../server/lib/db'

let seq = 0

/** a booked appointment of hospital `hospitalId` on `date` and the exam card it was booked with */
export async function deskBooking(
  database: Database,
  hospitalId: number,
  date: string,
  userId: number,
): Promise<{ appointmentId: number; cardNo: string }> {
  const db = database.db
  const pkg = await db
    .selectFrom('pe_package')
    .select(['id', 'goods_id'])
    .where('hospital_id', '=', hospitalId)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const slot = await db
    .selectFrom('appoint_pool')
    .select(['id', 'appointed_time'])
    .where('goods_id', '=', pkg.goods_id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const now = new Date()
  const person = await db
    .insertInto('user_person')
    .values({
      user_id: userId,
      name: '到检测试',
      sex: 1,
      id_number_enc: 'test',
      id_number_hash: `desk-test-${process.pid}-${++seq}`,
      id_number_masked: '320***********0011',
      birthday: '1980-01-01',
      age: 46,
      phone: '13900000000',
      marital_status: 1,
      is_default: false,
      consent_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'user_id'])
    .executeTakeFirstOrThrow()
  const a = await db
    .insertInto('pe_appointment')
    .values({
      user_id: person.user_id,
      hospital_id: hospitalId,
      package_id: pkg.id,
      person_id: person.id,
      pool_id: slot.id,
      order_id: null,
      add_item_ids: '[]',
      filed_info: '[]',
      appointed_date: date,
      appointed_time: slot.appointed_time,
      total_cents: 0,
      status: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const cardNo = `TD${hospitalId}${process.pid % 10000}${String(++seq).padStart(5, '0')}`
  await db
    .insertInto('pe_card')
    .values({
      hospital_id: hospitalId,
      card_no: cardNo,
      password_digest: 's1$x$00',
      package_id: pkg.id,
      expires_on: date,
      bound_user_id: person.user_id,
      appointment_id: a.id,
    })
    .execute()
  return { appointmentId: a.id, cardNo }
}

/** a company batch of `hospitalId` waiting for approval (uploaded by nobody of the tests' staff) */
export async function pendingBatch(database: Database, hospitalId: number, start: string, end: string): Promise<number> {
  const db = database.db
  const company = await db
    .selectFrom('pe_company')
    .select('id')
    .where('hospital_id', '=', hospitalId)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const id = 900000 + hospitalId * 10000 + ++seq
  await db
    .insertInto('pe_group_batch')
    .values({
      id,
      company_id: company.id,
      hospital_id: hospitalId,
      name: `待审批批次${seq}`,
      start_date: start,
      end_date: end,
      status: 'pending',
    })
    .execute()
  return id
}
