/**
 * Report-desk fixtures of the server tests (issue 32 item 2): a booking of hospital 6 and a report entered for it
 * over HTTP by a check-up desk account of its own. The booking row is written straight into pe_appointment (the
 * person is added over HTTP, so its ID number is encrypted as the app does): the route × role matrix runs at a
 * clock far from the seeded pools; server/modules/report/staff.test.ts books through /intserv/pe/appoint.
 */
import { idCheckDigit } from '../../src/domain/validation'
import { BOOKING_CHECKED_IN } from '../../src/domain/checkup/bookings'
import { REPORT_DESK_PATHS } from '../../contract/reportDesk'
import type { Database } from '../../server/lib/db'
import { patients, type TestApp } from './index'
import { staffOfRole, type StaffClient } from './staff'

export const REPORT_FIXTURE_ID_NUMBER = `32010219900307123${idCheckDigit('32010219900307123')}`
/** the smallest bytes the upload rules take for a PDF */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** one report's body for a booking: three items (one critical), a conclusion, advice */
export const reportEntry = (appointmentId: number) => ({
  appointmentId,
  pdfBase64: TINY_PDF.toString('base64'),
  items: [
    { department: '检验科', group: '生化', name: '空腹血糖', value: '7.8', unit: 'mmol/L', referenceRange: '3.9-6.1' },
    { department: '检验科', group: '生化', name: '血钾', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.3', critical: true },
    { department: '超声科', group: '腹部超声', name: '肝脏', value: '未见明显异常' },
  ],
  conclusions: ['空腹血糖偏高'],
  advice: [{ title: '血糖偏高', text: '控制饮食，三个月后复查。' }],
})

export function reportFixtures(ctx: () => { database: Database; t: TestApp }) {
  const login = patients(ctx, '134', 'rfx')
  let desk: Promise<StaffClient> | undefined
  let report: Promise<{ id: number }> | undefined

  /** a fresh checked-in booking (已到检) of hospital 6 for a new patient's exam person */
  async function booking(date = '2026-01-20'): Promise<number> {
    const { database, t } = ctx()
    const u = await login()
    const p = await t.post(
      '/intserv/pe/addPePerson',
      { name: '李四', idNumber: REPORT_FIXTURE_ID_NUMBER, phone: '13912345678', maritalStatus: 1, consent: true },
      { token: u.token },
    )
    if (p.status !== 200) throw new Error(`addPePerson ${p.status} ${p.raw}`)
    const pool = await database.db
      .selectFrom('appoint_pool')
      .select('id')
      .where('goods_id', '=', 6023)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const now = new Date(t.clock.now)
    const row = await database.db
      .insertInto('pe_appointment')
      .values({
        user_id: u.userId,
        hospital_id: 6,
        package_id: 6023,
        person_id: p.body.data.id,
        pool_id: pool.id,
        order_id: null,
        add_item_ids: JSON.stringify([]),
        filed_info: JSON.stringify([]),
        appointed_date: date,
        appointed_time: '08:00-09:00',
        total_cents: 0,
        status: BOOKING_CHECKED_IN, // checked in by the desk: a report is entered for such a booking
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  return {
    booking,
    /** one report of hospital 6 (entered by the fixtures' own desk account), made on first use */
    report: () =>
      (report ??= (async () => {
        desk ??= staffOfRole(ctx().t, 'checkup-desk', 6)
        const r = await (await desk).post(REPORT_DESK_PATHS.create, reportEntry(await booking()))
        if (r.status !== 200) throw new Error(`report create ${r.status} ${r.raw}`)
        return { id: r.body.data.id as number }
      })()),
    /** the report's critical item now (a fix replaces the items) */
    criticalItem: async (id: number) =>
      (
        await ctx()
          .database.db.selectFrom('exam_report_item')
          .select('id')
          .where('report_id', '=', id)
          .where('critical', '=', true)
          .executeTakeFirstOrThrow()
      ).id,
    /** the report's version now (each sample sends the current one) */
    version: async (id: number) =>
      (await ctx().database.db.selectFrom('exam_report').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version,
  }
}
