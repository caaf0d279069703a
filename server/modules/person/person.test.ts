/**
 * The 'service persons' part of the former __tests__/server/account-data-user.test.ts (tests beside what they test).
 *
 * Account data, user-center part: receiver addresses and the area tree, service persons (SPEC §5
 * messages verbatim from src/domain, consent, masking, duplicates), ownership (another user's rows are
 * 404 and never changed) and account deletion removing the rows.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createSession } from '../../auth/sessions'
import * as M from '../../../src/domain/messages'
import { validateIdNumber, idCheckDigit } from '../../../src/domain/validation'

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
const FEMALE_1985 = idNo('19851120', '224') // 4: female

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const person = (o: Record<string, unknown> = {}) => ({
  name: '李四',
  idNumber: MALE_1990,
  phone: '13912345678',
  maritalStatus: 1,
  consent: true,
  ...o,
})

describe('service persons', () => {
  test('every SPEC §5 message verbatim from src/domain', async () => {
    const { token } = await login()
    const save = (b: unknown) => t.post('/user-center/servicePerson/saveOrUpdate', b, { token })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, M.SERVICE_PERSON_NAME_REQUIRED],
      [{ name: '李四!' }, M.SERVICE_PERSON_NAME_SPECIAL_CHARS],
      [{ name: '李'.repeat(21) }, M.SERVICE_PERSON_NAME_TOO_LONG],
      [{ idNumber: '320102850101123', sex: null }, M.SEX_REQUIRED],
      [{ idNumber: '', sex: 1 }, M.SERVICE_PERSON_ID_REQUIRED],
      [{ idNumber: '9901021990030712', sex: 1 }, validateIdNumber('9901021990030712') as string],
      [
        { idNumber: MALE_1990.slice(0, 17) + (MALE_1990[17] === '0' ? '1' : '0'), sex: 1 },
        validateIdNumber(MALE_1990.slice(0, 17) + (MALE_1990[17] === '0' ? '1' : '0')) as string,
      ],
      [{ idNumber: '320102850101123', sex: 1 }, M.AGE_REQUIRED],
      [{ idNumber: '320102850101123', sex: 1, age: 200 }, M.AGE_INVALID],
      [{ phone: '' }, M.CONTACT_REQUIRED],
      [{ phone: '1381234' }, M.CONTACT_INVALID],
      [{ maritalStatus: 3 }, M.MARITAL_STATUS_REQUIRED],
      [{ sex: 0 }, '性别与身份证号不符'],
    ]
    for (const [o, msg] of cases) {
      const r = await save(person(o))
      expect({ o, body: r.body }).toEqual({ o, body: { code: 400, msg, data: null } })
    }
    expect(M.SERVICE_PERSON_ID_REQUIRED).toBe('请输入身份证号')
    expect((await save({ ...person(), name: { a: 1 } })).body).toEqual({ code: 400, msg: '参数 name 类型错误，应为字符串', data: null })
  })

  test('consent required for an ID number; age and sex from the ID; masked list, full detail for the owner', async () => {
    const { token } = await login()
    const save = (b: unknown) => t.post('/user-center/servicePerson/saveOrUpdate', b, { token })
    const noConsent = await save(person({ consent: undefined }))
    expect(noConsent.body).toEqual({ code: 400, msg: '请先阅读并同意个人信息授权（保存身份证号等健康信息需您同意）', data: null })
    expect((await save(person({ consent: false }))).status).toBe(400)
    const created = await save(person({ name: ' 李 四 ', age: 5 }))
    expect(created.status).toBe(200)
    const p = created.body.data
    // 2026-01-15: born 1990-03-07 -> 35; sex from the 17th digit
    expect(p).toMatchObject({
      name: '李四',
      sex: 1,
      sexStr: '男',
      age: 35,
      maritalStatus: 1,
      maritalStatusStr: '已婚',
      defaultUse: 0,
      firstChar: '李',
      birthday: '1990-03-07',
    })
    expect(p.idNumber).toBe(`${MALE_1990.slice(0, 3)}***********${MALE_1990.slice(-4)}`)
    expect(p.phone).toBe('139****5678')
    const list = (await t.get('/user-center/servicePerson/queryList', { token })).body.data
    expect(list[0].idNumber).not.toContain(MALE_1990.slice(3, 14))
    expect(JSON.stringify(list)).not.toContain(MALE_1990)
    const detail = await t.get('/user-center/servicePerson/queryDetail', { token, query: { id: p.id } })
    expect(detail.body.data).toMatchObject({ id: p.id, idNumber: MALE_1990, phone: '13912345678' })
    // stored encrypted: the clear number is nowhere in the row
    const row = await database.db.selectFrom('user_person').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(MALE_1990)
    // the same ID twice for one user is refused
    expect((await save(person({ name: '李五' }))).body).toEqual({ code: 400, msg: '该身份证号已添加', data: null })
    // update with the masked ID keeps it and needs no new consent; a changed ID needs consent again
    const upd = await save({ id: p.id, name: '李四', idNumber: p.idNumber, phone: '13912345679', maritalStatus: 2, sex: 1, age: 35 })
    expect(upd.body.data).toMatchObject({ id: p.id, maritalStatus: 2, phone: '139****5679' })
    expect((await save({ id: p.id, name: '李四', idNumber: FEMALE_1985, phone: '13912345679', maritalStatus: 2 })).body.msg).toContain(
      '请先阅读并同意',
    )
    const changed = await save({ id: p.id, name: '李四', idNumber: FEMALE_1985, phone: '13912345679', maritalStatus: 2, consent: true })
    expect(changed.body.data).toMatchObject({ sex: 0, age: 40 })
    // 15-character IDs: age and sex as entered
    const old = await save(person({ name: '王老', idNumber: '320102500101123', sex: 1, age: 75 }))
    expect(old.body.data).toMatchObject({ sex: 1, age: 75, birthday: '', defaultUse: 1 })
  })

  test("another user's person is 404 everywhere; delete", async () => {
    const alice = await login()
    const bob = await login()
    const p = (await t.post('/user-center/servicePerson/saveOrUpdate', person(), { token: alice.token })).body.data
    expect((await t.get('/user-center/servicePerson/queryDetail', { token: bob.token, query: { id: p.id } })).body).toEqual({
      code: 404,
      msg: '服务人不存在',
      data: null,
    })
    expect((await t.post('/user-center/servicePerson/saveOrUpdate', person({ id: p.id, name: '黑客' }), { token: bob.token })).status).toBe(
      404,
    )
    expect((await t.post('/user-center/servicePerson/delete', { id: p.id }, { token: bob.token })).status).toBe(404)
    expect((await t.get('/user-center/servicePerson/queryList', { token: bob.token })).body.data).toEqual([])
    // bob may add the same ID number to his own list
    expect((await t.post('/user-center/servicePerson/saveOrUpdate', person(), { token: bob.token })).status).toBe(200)
    expect((await t.get('/user-center/servicePerson/queryDetail', { token: alice.token, query: { id: p.id } })).body.data.name).toBe('李四')
    expect((await t.post('/user-center/servicePerson/delete', { id: p.id }, { token: alice.token })).body.data).toEqual({ deleted: 1 })
    expect((await t.get('/user-center/servicePerson/queryList', { token: alice.token })).body.data).toEqual([])
    // the consent to keep the ID number: given when added (bob's refused edit logged nothing), ended with the person
    const log = await database.db
      .selectFrom('consent_log')
      .select(['subject', 'subject_id', 'purpose', 'action'])
      .where('user_id', '=', alice.userId)
      .orderBy('id')
      .execute()
    expect(log).toEqual([
      { subject: 'person', subject_id: p.id, purpose: 'id_number', action: 'grant' },
      { subject: 'person', subject_id: p.id, purpose: 'id_number', action: 'withdraw' },
    ])
    expect((await t.get('/user-center/servicePerson/queryDetail', { token: alice.token, query: { id: 'x' } })).status).toBe(400)
  })
})
