/**
 * Account data, user-center part: receiver addresses and the area tree, service persons (SPEC §5
 * messages verbatim from src/domain, consent, masking, duplicates), ownership (another user's rows are
 * 404 and never changed) and account deletion removing the rows.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp } from './helpers'
import type { Database } from '../../server/lib/db'
import { createSession } from '../../server/auth/sessions'
import * as M from '../../src/domain/messages'
import { validatePhone, validateIdNumber, idCheckDigit } from '../../src/domain/validation'

let database: Database
let t: TestApp
let seq = 0

async function login(): Promise<{ token: string; userId: number; phone: string }> {
  const now = new Date(t.clock.now)
  const phone = `137${String(1000_0000 + ++seq).slice(-8)}`
  const u = await database.db
    .insertInto('app_user')
    .values({ username: `u${phone}`, phone, password_hash: null, register_hospital_id: 6, register_channel: 'test', avatar_url: null, id_no_hash: null, created_at: now, updated_at: now })
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

const address = (o: Record<string, unknown> = {}) => ({ recvName: '张三', contactNumber: '13812345678', recvProvince: '江苏省', recvCity: '南京市', recvArea: '鼓楼区', recvAddress: '中山北路1号', ...o })
const person = (o: Record<string, unknown> = {}) => ({ name: '李四', idNumber: MALE_1990, phone: '13912345678', maritalStatus: 1, consent: true, ...o })

describe('area', () => {
  test('provinces, cities and districts; the whole tree; unknown code 404; bad code 400', async () => {
    const p = await t.get('/user-center/recevAddress/area')
    expect(p.status).toBe(200)
    expect(p.body.data).toHaveLength(34)
    expect(p.body.data.find((a: any) => a.code === '32')).toEqual({ code: '32', name: '江苏省', level: 1, parentCode: '0', hasChildren: true })
    const cities = await t.get('/user-center/recevAddress/area', { query: { code: '32' } })
    expect(cities.body.data.map((c: any) => c.name)).toEqual(expect.arrayContaining(['南京市', '苏州市', '无锡市']))
    expect(cities.body.data).toHaveLength(13)
    const districts = await t.get('/user-center/recevAddress/area', { query: { code: '3201' } })
    expect(districts.body.data.find((d: any) => d.code === '320106')).toMatchObject({ name: '鼓楼区', level: 3, hasChildren: false })
    expect((await t.get('/user-center/recevAddress/area', { query: { code: '99' } })).status).toBe(404)
    expect((await t.get('/user-center/recevAddress/area', { query: { code: 'x1' } })).body).toEqual({ code: 400, msg: '参数 code 格式不正确', data: null })
    const tree = await t.get('/user-center/recevAddress/areaTree')
    expect(tree.body.data).toHaveLength(34)
    const cityCount = tree.body.data.reduce((n: number, p: any) => n + (p.children?.length ?? 0), 0)
    expect(cityCount).toBeGreaterThan(340)
    const bj = tree.body.data.find((x: any) => x.code === '11')
    expect(bj.children[0].children.map((d: any) => d.name)).toContain('海淀区')
  })
})

describe('addresses', () => {
  test('login required', async () => {
    expect((await t.get('/user-center/recevAddress/queryList')).body).toEqual({ code: 401, msg: '未登录', data: null })
  })

  test('validation messages (phone from src/domain), region checked against the tree', async () => {
    const { token } = await login()
    const save = (b: unknown) => t.post('/user-center/recevAddress/saveOrUpdate', b, { token })
    expect((await save(address({ recvName: ' ' }))).body.msg).toBe('请输入收货人姓名')
    expect((await save(address({ recvName: '张三$' }))).body.msg).toBe('收货人姓名不允许特殊字符')
    expect((await save(address({ contactNumber: '' }))).body.msg).toBe(validatePhone(''))
    expect((await save(address({ contactNumber: '12345678901' }))).body).toEqual({ code: 400, msg: validatePhone('12345678901'), data: null })
    expect((await save(address({ recvProvince: '' }))).body.msg).toBe('请选择所在地区')
    expect((await save(address({ recvCity: '苏州市' , recvArea: '鼓楼区' }))).body.msg).toBe('所在地区不正确')
    expect((await save(address({ recvArea: '' }))).body.msg).toBe('请选择所在地区')
    expect((await save(address({ recvAddress: '' }))).body.msg).toBe('请输入详细地址')
    expect((await save(address({ recvName: 5 }))).status).toBe(200) // coerced to '5'
    expect((await save({ ...address(), defaultUse: 3 })).body.msg).toBe('参数 defaultUse 取值无效，可选值：0、1')
    expect((await save(address({ recvAddress: 'x'.repeat(201) }))).status).toBe(400)
    // cities without districts list their towns (9-digit codes)
    expect((await save(address({ recvProvince: '广东省', recvCity: '东莞市', recvArea: '' }))).body.msg).toBe('请选择所在地区')
    expect((await save(address({ recvProvince: '广东省', recvCity: '东莞市', recvArea: '东城街道' }))).body.data).toMatchObject({ cityCode: '4419', areaCode: '441900003' })
  })

  test('first address is the default; defaultUse 0 moves the default; delete with a body', async () => {
    const { token } = await login()
    const save = (b: unknown) => t.post('/user-center/recevAddress/saveOrUpdate', b, { token })
    const a = (await save(address())).body.data
    expect(a).toMatchObject({ recvName: '张三', contactNumber: '13812345678', recvProvince: '江苏省', recvCity: '南京市', recvArea: '鼓楼区', recvAddress: '中山北路1号', pickUpMarkInfo: '', defaultUse: 0, provinceCode: '32', cityCode: '3201', areaCode: '320106' })
    const b = (await save(address({ recvName: '王五', defaultUse: 0, recvProvince: '北京市', recvCity: '北京市', recvArea: '海淀区' }))).body.data
    expect(b.defaultUse).toBe(0)
    let list = (await t.get('/user-center/recevAddress/queryList', { token })).body.data
    expect(list.map((x: any) => [x.id, x.defaultUse])).toEqual([[b.id, 0], [a.id, 1]])
    const upd = await save({ ...address({ recvAddress: '汉中路2号' }), id: a.id })
    expect(upd.body.data).toMatchObject({ id: a.id, recvAddress: '汉中路2号', defaultUse: 1 })
    expect((await t.call('DELETE', '/user-center/recevAddress/delete', { token, body: {} })).body).toEqual({ code: 400, msg: '缺少参数 id', data: null })
    const del = await t.call('DELETE', '/user-center/recevAddress/delete', { token, body: { id: b.id } })
    expect(del.body).toEqual({ code: 200, msg: 'success', data: { deleted: 1 } })
    list = (await t.get('/user-center/recevAddress/queryList', { token })).body.data
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ id: a.id, defaultUse: 0 }) // the remaining one became the default
  })

  test("another user's address is never returned nor changed (404)", async () => {
    const alice = await login()
    const bob = await login()
    const a = (await t.post('/user-center/recevAddress/saveOrUpdate', address(), { token: alice.token })).body.data
    expect((await t.get('/user-center/recevAddress/queryList', { token: bob.token })).body.data).toEqual([])
    const upd = await t.post('/user-center/recevAddress/saveOrUpdate', { ...address({ recvName: '黑客' }), id: a.id }, { token: bob.token })
    expect(upd.body).toEqual({ code: 404, msg: '收货地址不存在', data: null })
    expect((await t.call('DELETE', '/user-center/recevAddress/delete', { token: bob.token, body: { id: a.id } })).status).toBe(404)
    const mine = (await t.get('/user-center/recevAddress/queryList', { token: alice.token })).body.data
    expect(mine).toEqual([a])
  })
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
      [{ idNumber: MALE_1990.slice(0, 17) + (MALE_1990[17] === '0' ? '1' : '0'), sex: 1 }, validateIdNumber(MALE_1990.slice(0, 17) + (MALE_1990[17] === '0' ? '1' : '0')) as string],
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
    expect(p).toMatchObject({ name: '李四', sex: 1, sexStr: '男', age: 35, maritalStatus: 1, maritalStatusStr: '已婚', defaultUse: 0, firstChar: '李', birthday: '1990-03-07' })
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
    expect((await save({ id: p.id, name: '李四', idNumber: FEMALE_1985, phone: '13912345679', maritalStatus: 2 })).body.msg).toContain('请先阅读并同意')
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
    expect((await t.get('/user-center/servicePerson/queryDetail', { token: bob.token, query: { id: p.id } })).body).toEqual({ code: 404, msg: '服务人不存在', data: null })
    expect((await t.post('/user-center/servicePerson/saveOrUpdate', person({ id: p.id, name: '黑客' }), { token: bob.token })).status).toBe(404)
    expect((await t.post('/user-center/servicePerson/delete', { id: p.id }, { token: bob.token })).status).toBe(404)
    expect((await t.get('/user-center/servicePerson/queryList', { token: bob.token })).body.data).toEqual([])
    // bob may add the same ID number to his own list
    expect((await t.post('/user-center/servicePerson/saveOrUpdate', person(), { token: bob.token })).status).toBe(200)
    expect((await t.get('/user-center/servicePerson/queryDetail', { token: alice.token, query: { id: p.id } })).body.data.name).toBe('李四')
    expect((await t.post('/user-center/servicePerson/delete', { id: p.id }, { token: alice.token })).body.data).toEqual({ deleted: 1 })
    expect((await t.get('/user-center/servicePerson/queryList', { token: alice.token })).body.data).toEqual([])
    expect((await t.get('/user-center/servicePerson/queryDetail', { token: alice.token, query: { id: 'x' } })).status).toBe(400)
  })
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
