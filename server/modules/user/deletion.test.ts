/**
 * The 'account deletion' part of the former __tests__/server/account-data-user.test.ts (tests beside what they test).
 *
 * Account data, user-center part: receiver addresses and the area tree, service persons (SPEC §5
 * messages verbatim from src/domain, consent, masking, duplicates), ownership (another user's rows are
 * 404 and never changed) and account deletion removing the rows.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createSession } from '../../auth/sessions'
import { idCheckDigit } from '../../../src/domain/validation'

let database: Database
let t: TestApp
let seq = 0

async function login(): Promise<{ token: string; userId: number; phone: string }> {
  const now = new Date(t.clock.now)
  const phone = `137${String(1000_0000 + ++seq).slice(-8)}`
  const u = await database.db
    .insertInto('app_user')
    .values({
      username: `u${phone}`,
      phone,
      password_hash: null,
      register_hospital_id: 6,
      register_channel: 'test',
      avatar_url: null,
      id_no_hash: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { token: await createSession(database.db, { userId: u.id, loginType: 1, channel: 'h5', hospitalId: 6, now }), userId: u.id, phone }
}

/** a valid 18-character ID number: region 320102, birthday, sequence (odd 17th digit = male) */
function idNo(birth: string, seqNo: string): string {
  const first17 = `320102${birth}${seqNo}`
  return first17 + idCheckDigit(first17)
}
const MALE_1990 = idNo('19900307', '123') // 17th digit 3: male

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const address = (o: Record<string, unknown> = {}) => ({
  recvName: '张三',
  contactNumber: '13812345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山北路1号',
  ...o,
})
const person = (o: Record<string, unknown> = {}) => ({
  name: '李四',
  idNumber: MALE_1990,
  phone: '13912345678',
  maritalStatus: 1,
  consent: true,
  ...o,
})

describe('account deletion', () => {
  test('acountDel removes addresses and persons', async () => {
    const u = await login()
    await t.post('/user-center/recevAddress/saveOrUpdate', address(), { token: u.token })
    await t.post('/user-center/servicePerson/saveOrUpdate', person(), { token: u.token })
    const del = await t.post('/user-center/acountDel', {}, { token: u.token })
    expect(del.status).toBe(200)
    for (const table of ['user_address', 'user_person'] as const) {
      const n = await database.db.selectFrom(table).select('id').where('user_id', '=', u.userId).execute()
      expect({ table, n: n.length }).toEqual({ table, n: 0 })
    }
  })
})
