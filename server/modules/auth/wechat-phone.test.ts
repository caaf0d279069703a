/**
 * The WeChat phone-number button over HTTP (POST /user-center/wxPhone) against the local fake of api.weixin.qq.com,
 * with two server instances on one database: 20 parallel binds over both → one access-token fetch; a revoked token
 * (40001) refreshed once; the code single-use; the quota (1400001), a crossed watermark appid and a phone of another
 * account refused with their messages, nothing bound.
 */
import { createClock, createTestApp, type TestApp } from '../../../test-support/server'
import { FakeWechatApi, MINI_APP, wechatLoginConfig } from '../../../test-support/gateways/wechat-api'

const clock = createClock()
let gw: FakeWechatApi
let a: TestApp
let b: TestApp
beforeAll(async () => {
  gw = await new FakeWechatApi({ now: () => clock.now, latencyMs: 20 }).start()
  a = await createTestApp({ clock, config: wechatLoginConfig(gw) })
  b = await createTestApp({ clock, database: a.database, config: wechatLoginConfig(gw) })
})
afterAll(async () => {
  await b?.close()
  await a?.close()
  await gw?.close()
})

let seq = 0
async function wxUser(app: TestApp = a): Promise<{ token: string; userId: number }> {
  const r = await app.post('/user-center/wxLogin', { code: gw.loginCode(MINI_APP.appId, { openid: `o-phone-${++seq}` }) })
  expect(r.body.code).toBe(200)
  return { token: r.body.data.token, userId: r.body.data.userBase.id }
}
const phoneOf = async (userId: number) =>
  (await a.database.db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone
const newPhone = () => `1370000${String(++seq).padStart(4, '0')}`

test('20 parallel binds over two instances: one access-token fetch, every phone bound; a revoked token refreshed once', async () => {
  const users = await Promise.all(Array.from({ length: 20 }, () => wxUser()))
  const phones = users.map(() => newPhone())
  const replies = await Promise.all(
    users.map((u, i) =>
      (i % 2 ? b : a).post('/user-center/wxPhone', { code: gw.phoneCode(MINI_APP.appId, phones[i]) }, { token: u.token }),
    ),
  )
  for (const [i, r] of replies.entries()) {
    expect(r.body).toMatchObject({ code: 200, errCode: 0, data: { needBindPhone: false } })
    expect(r.body.data.userBase.phone).toBe(`${phones[i].slice(0, 3)}****${phones[i].slice(7)}`)
    expect(await phoneOf(users[i].userId)).toBe(phones[i])
  }
  expect(gw.fetchesOf(MINI_APP.appId)).toBe(1)

  // another party revoked the token: 40001 once per caller, one new token for all, the binds succeed
  gw.revokeToken(gw.currentToken(MINI_APP.appId)!)
  const more = await Promise.all(Array.from({ length: 6 }, () => wxUser()))
  const morePhones = more.map(() => newPhone())
  const again = await Promise.all(
    more.map((u, i) =>
      (i % 2 ? b : a).post('/user-center/wxPhone', { code: gw.phoneCode(MINI_APP.appId, morePhones[i]) }, { token: u.token }),
    ),
  )
  expect(again.map((r) => r.body.code)).toEqual(Array(6).fill(200))
  expect(gw.fetchesOf(MINI_APP.appId)).toBe(2)
})

test('the code is single-use; an unknown code; not logged in', async () => {
  const u = await wxUser()
  const phone = newPhone()
  const code = gw.phoneCode(MINI_APP.appId, phone)
  expect((await a.post('/user-center/wxPhone', { code }, { token: u.token })).body.code).toBe(200)
  const reused = await a.post('/user-center/wxPhone', { code }, { token: u.token })
  expect(reused.status).toBe(400)
  expect(reused.body).toMatchObject({ code: 400, msg: '手机号授权已失效，请重新授权', errCode: 1 })
  const unknown = await a.post('/user-center/wxPhone', { code: 'phone-never-issued' }, { token: u.token })
  expect(unknown.body.msg).toBe('手机号授权已失效，请重新授权')
  expect((await a.post('/user-center/wxPhone', { code: gw.phoneCode(MINI_APP.appId, newPhone()) })).status).toBe(401)
  expect((await a.post('/user-center/wxPhone', {}, { token: u.token })).status).toBe(400)
})

test('quota used up (1400001), a crossed watermark appid, a phone of another account: refused, nothing bound', async () => {
  const u = await wxUser()
  gw.phoneFailures = { n: 1, errcode: 1400001, errmsg: 'quota exhausted' }
  const quota = await a.post('/user-center/wxPhone', { code: gw.phoneCode(MINI_APP.appId, newPhone()) }, { token: u.token })
  expect(quota.body).toMatchObject({ code: 400, msg: '获取微信手机号失败，请使用短信验证码绑定', errCode: 1 })

  gw.phoneWatermarkAppid = 'wx9999999999999999'
  try {
    const crossed = await a.post('/user-center/wxPhone', { code: gw.phoneCode(MINI_APP.appId, newPhone()) }, { token: u.token })
    expect(crossed.body).toMatchObject({ code: 400, msg: '获取微信手机号失败，请使用短信验证码绑定' })
  } finally {
    gw.phoneWatermarkAppid = null
  }
  expect(await phoneOf(u.userId)).toBeNull()

  const owner = await wxUser()
  const taken = newPhone()
  expect((await a.post('/user-center/wxPhone', { code: gw.phoneCode(MINI_APP.appId, taken) }, { token: owner.token })).body.code).toBe(200)
  const elsewhere = await b.post('/user-center/wxPhone', { code: gw.phoneCode(MINI_APP.appId, taken) }, { token: u.token })
  expect(elsewhere.body).toMatchObject({ code: 400, msg: '该手机号已被其他账号绑定', errCode: 5 })
  expect(await phoneOf(u.userId)).toBeNull()
})
