/**
 * The 'area', 'addresses' part of the former __tests__/server/account-data-user.test.ts (tests beside what they test).
 *
 * Account data, user-center part: receiver addresses and the area tree, service persons (SPEC §5
 * messages verbatim from src/domain, consent, masking, duplicates), ownership (another user's rows are
 * 404 and never changed) and account deletion removing the rows.
 */
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createSession } from '../../auth/sessions'
import { validatePhone } from '../../../src/domain/validation'

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

describe('area', () => {
  test('provinces, cities and districts; the whole tree; unknown code 404; bad code 400', async () => {
    const p = await t.get('/user-center/recevAddress/area')
    expect(p.status).toBe(200)
    expect(p.body.data).toHaveLength(34)
    expect(p.body.data.find((a: any) => a.code === '32')).toEqual({
      code: '32',
      name: '江苏省',
      level: 1,
      parentCode: '0',
      hasChildren: true,
    })
    const cities = await t.get('/user-center/recevAddress/area', { query: { code: '32' } })
    expect(cities.body.data.map((c: any) => c.name)).toEqual(expect.arrayContaining(['南京市', '苏州市', '无锡市']))
    expect(cities.body.data).toHaveLength(13)
    const districts = await t.get('/user-center/recevAddress/area', { query: { code: '3201' } })
    expect(districts.body.data.find((d: any) => d.code === '320106')).toMatchObject({ name: '鼓楼区', level: 3, hasChildren: false })
    expect((await t.get('/user-center/recevAddress/area', { query: { code: '99' } })).status).toBe(404)
    expect((await t.get('/user-center/recevAddress/area', { query: { code: 'x1' } })).body).toEqual({
      code: 400,
      msg: '参数 code 格式不正确',
      data: null,
    })
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
    expect((await save(address({ contactNumber: '12345678901' }))).body).toEqual({
      code: 400,
      msg: validatePhone('12345678901'),
      data: null,
    })
    expect((await save(address({ recvProvince: '' }))).body.msg).toBe('请选择所在地区')
    expect((await save(address({ recvCity: '苏州市', recvArea: '鼓楼区' }))).body.msg).toBe('所在地区不正确')
    expect((await save(address({ recvArea: '' }))).body.msg).toBe('请选择所在地区')
    expect((await save(address({ recvAddress: '' }))).body.msg).toBe('请输入详细地址')
    expect((await save(address({ recvName: 5 }))).status).toBe(200) // coerced to '5'
    expect((await save({ ...address(), defaultUse: 3 })).body.msg).toBe('参数 defaultUse 取值无效，可选值：0、1')
    expect((await save(address({ recvAddress: 'x'.repeat(201) }))).status).toBe(400)
    // cities without districts list their towns (9-digit codes)
    expect((await save(address({ recvProvince: '广东省', recvCity: '东莞市', recvArea: '' }))).body.msg).toBe('请选择所在地区')
    expect((await save(address({ recvProvince: '广东省', recvCity: '东莞市', recvArea: '东城街道' }))).body.data).toMatchObject({
      cityCode: '4419',
      areaCode: '441900003',
    })
  })

  test('first address is the default; defaultUse 0 moves the default; delete with a body', async () => {
    const { token } = await login()
    const save = (b: unknown) => t.post('/user-center/recevAddress/saveOrUpdate', b, { token })
    const a = (await save(address())).body.data
    expect(a).toMatchObject({
      recvName: '张三',
      contactNumber: '13812345678',
      recvProvince: '江苏省',
      recvCity: '南京市',
      recvArea: '鼓楼区',
      recvAddress: '中山北路1号',
      pickUpMarkInfo: '',
      defaultUse: 0,
      provinceCode: '32',
      cityCode: '3201',
      areaCode: '320106',
    })
    const b = (await save(address({ recvName: '王五', defaultUse: 0, recvProvince: '北京市', recvCity: '北京市', recvArea: '海淀区' })))
      .body.data
    expect(b.defaultUse).toBe(0)
    let list = (await t.get('/user-center/recevAddress/queryList', { token })).body.data
    expect(list.map((x: any) => [x.id, x.defaultUse])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ])
    const upd = await save({ ...address({ recvAddress: '汉中路2号' }), id: a.id })
    expect(upd.body.data).toMatchObject({ id: a.id, recvAddress: '汉中路2号', defaultUse: 1 })
    expect((await t.call('DELETE', '/user-center/recevAddress/delete', { token, body: {} })).body).toEqual({
      code: 400,
      msg: '缺少参数 id',
      data: null,
    })
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
