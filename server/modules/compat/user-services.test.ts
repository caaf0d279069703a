/**
 * SPEC §7 User services (issue 18): the receiver-info names share the address book with recevAddress/*, and every
 * user service is served again under /gaia/user/ with the same login and ownership rules.
 */
import { createSeededApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const patient = patients(() => ({ database, t }), '134', 'gaia')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const address = {
  recvName: '张三',
  contactNumber: '13812345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山北路1号',
}

test.each(['/user-center', '/user-center/gaia/user'])('%s: create, list and delete receiver info; another user gets 404', async (base) => {
  const u = await patient()
  const other = await patient()
  const made = await t.post(`${base}/createReceiverInfo`, address, { token: u.token })
  expect(made.status).toBe(200)
  const id = made.body.data.id
  const list = await t.get('/user-center/recevAddress/queryList', { token: u.token }) // one address book
  expect(list.body.data.map((a: { id: number }) => a.id)).toContain(id)
  expect((await t.get(`${base}/queryReceiverInfoList`, { token: u.token })).body.data.map((a: { id: number }) => a.id)).toContain(id)
  expect((await t.get(`${base}/queryReceiverInfoList`, { token: other.token })).body.data).toEqual([])
  expect((await t.post(`${base}/deleteReceiverInfo`, { id }, { token: other.token })).status).toBe(404)
  const bad = await t.post(`${base}/createReceiverInfo`, { ...address, recvName: ' ' }, { token: u.token })
  expect([bad.status, bad.body.msg]).toEqual([400, '请输入收货人姓名'])
  expect((await t.post(`${base}/deleteReceiverInfo`, { id }, { token: u.token })).body.data).toEqual({ deleted: 1 })
  expect((await t.get(`${base}/queryReceiverInfoList`, { token: u.token })).body.data).toEqual([])
  expect((await t.get(`${base}/queryReceiverInfoList`)).status).toBe(401)
})

test('/gaia/user/ serves the service persons and consultationers of the same user', async () => {
  const u = await patient()
  const direct = await t.get('/user-center/servicePerson/queryList', { token: u.token })
  const alias = await t.get('/user-center/gaia/user/servicePerson/queryList', { token: u.token })
  expect(alias.status).toBe(200)
  expect(alias.body).toEqual(direct.body)
  const c = await t.get('/user-center/gaia/user/queryConsultationerList', { token: u.token })
  expect(c.body).toEqual((await t.get('/user-center/queryConsultationerList', { token: u.token })).body)
  expect((await t.get('/user-center/gaia/user/servicePerson/queryList')).status).toBe(401)
})
