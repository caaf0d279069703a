/**
 * The WeChat login against the local fake of api.weixin.qq.com (test-support/gateways/wechat-api.ts), over HTTP:
 * mini-program codes through jscode2session (single use, 40029 / 40163 → 登录凭证无效), the session_key kept on the
 * server only (encrypted in wechat_session, never in a reply), H5 OAuth codes of the official account (snapshot users
 * refused), one user across both apps by unionid, openids kept per appid.
 */
import { createTestApp, type TestApp } from '../../../test-support/server'
import { FakeWechatApi, MINI_APP, OA_APP, wechatLoginConfig } from '../../../test-support/gateways/wechat-api'
import { openSessionKey } from '../../auth/wechat-session'

const RETURN_URI = 'https://shop.example.com/hospital/transition'
/** the WeChat-browser OAuth as the H5 page does it: the server's state and its cookie first, then getUserInfo */
async function h5Login(body: { code: string }) {
  const start = await t.get('/user-center/oauth/wechat/authorize', { query: { redirect_uri: RETURN_URI } })
  const state = new URL(String(start.headers.location)).searchParams.get('state')
  const cookie = String(start.headers['set-cookie']).split(';')[0]
  return t.post('/user-center/userInfo/getUserInfo', { ...body, redirectUri: RETURN_URI, state }, { headers: { cookie } })
}

let gw: FakeWechatApi
let t: TestApp
beforeAll(async () => {
  gw = await new FakeWechatApi().start()
  t = await createTestApp({ config: wechatLoginConfig(gw) })
})
afterAll(async () => {
  await t?.close()
  await gw?.close()
})

const thirdRows = (userId: number) =>
  t.database.db.selectFrom('user_third').selectAll().where('user_id', '=', userId).orderBy('id').execute()

describe('WeChat login through the open API', () => {
  test('a wx.login code → a user with the openid of the mini-program; the session_key stays on the server', async () => {
    const code = gw.loginCode(MINI_APP.appId, { openid: 'o-mini-alice' })
    const r = await t.post('/user-center/wxLogin', { code })
    expect(r.body).toMatchObject({ code: 200, errCode: 0, data: { loginType: 0, userThird: { channel: 'wx', openId: 'o-mini-alice' } } })
    const sessionKey = gw.callsTo('/sns/jscode2session').at(-1)!.reply.session_key as string
    expect(sessionKey).toBeTruthy()
    expect(r.raw).not.toContain(sessionKey)
    expect(r.raw).not.toContain('session_key')
    const [row] = await thirdRows(r.body.data.userBase.id)
    expect(row).toMatchObject({ open_id: 'o-mini-alice', app_id: MINI_APP.appId, union_id: null })
    const kept = await t.database.db.selectFrom('wechat_session').selectAll().where('third_id', '=', row.id).executeTakeFirstOrThrow()
    expect(kept.session_key).not.toContain(sessionKey) // sealed, not stored in the clear
    expect(openSessionKey(t.app.deps.secret, kept.session_key)).toBe(sessionKey)
    // the same person again: the same user, the newest session key kept
    const again = await t.post('/user-center/wxLogin', { code: gw.loginCode(MINI_APP.appId, { openid: 'o-mini-alice' }) })
    expect(again.body.data.userBase.id).toBe(r.body.data.userBase.id)
    const next = gw.callsTo('/sns/jscode2session').at(-1)!.reply.session_key as string
    const kept2 = await t.database.db.selectFrom('wechat_session').selectAll().where('third_id', '=', row.id).executeTakeFirstOrThrow()
    expect(openSessionKey(t.app.deps.secret, kept2.session_key)).toBe(next)
  })

  test('a code is good once (40163), an unknown one is 40029: both 400 登录凭证无效, nothing created', async () => {
    const code = gw.loginCode(MINI_APP.appId, { openid: 'o-mini-once' })
    expect((await t.post('/user-center/wxLogin', { code })).status).toBe(200)
    const reused = await t.post('/user-center/wxLogin', { code })
    expect(reused.status).toBe(400)
    expect(reused.body).toMatchObject({ code: 400, msg: '登录凭证无效', errCode: 1 })
    expect(gw.callsTo('/sns/jscode2session').at(-1)!.reply).toMatchObject({ errcode: 40163 })
    const unknown = await t.post('/user-center/wxLogin', { code: 'login-never-issued' })
    expect(unknown.body).toMatchObject({ code: 400, msg: '登录凭证无效' })
    expect(gw.callsTo('/sns/jscode2session').at(-1)!.reply).toMatchObject({ errcode: 40029 })
    // a code of the official account is not a mini-program code
    const crossed = await t.post('/user-center/wxLogin', { code: gw.oauthCode(OA_APP.appId, { openid: 'o-oa-x' }) })
    expect(crossed.body.msg).toBe('登录凭证无效')
  })

  test('unionid first: the H5 (official account) and the mini-program are one user; openids kept per appid', async () => {
    const mini = await t.post('/user-center/wxLogin', {
      code: gw.loginCode(MINI_APP.appId, { openid: 'o-mini-bob', unionid: 'u-bob' }),
    })
    const userId = mini.body.data.userBase.id
    const h5 = await h5Login({
      code: gw.oauthCode(OA_APP.appId, { openid: 'o-oa-bob', unionid: 'u-bob' }),
    })
    expect(h5.body).toMatchObject({ code: 200, data: { loginType: 0, userBase: { id: userId }, userThird: { openId: 'o-oa-bob' } } })
    expect((await thirdRows(userId)).map((x) => [x.open_id, x.app_id, x.union_id])).toEqual([
      ['o-mini-bob', MINI_APP.appId, 'u-bob'],
      ['o-oa-bob', OA_APP.appId, 'u-bob'],
    ])
    // no session key for an OAuth login (there is none)
    const oaRow = (await thirdRows(userId))[1]
    expect(await t.database.db.selectFrom('wechat_session').where('third_id', '=', oaRow.id).selectAll().execute()).toEqual([])
    // without a unionid the official account's openid is another person
    const other = await h5Login({
      code: gw.oauthCode(OA_APP.appId, { openid: 'o-oa-carol' }),
    })
    expect(other.body.data.userBase.id).not.toBe(userId)
    // the OAuth call went to the official account with its own secret
    expect(gw.callsTo('/sns/oauth2/access_token').at(-1)!.query).toMatchObject({ appid: OA_APP.appId, secret: OA_APP.secret })
  })

  test('a snapshot-page virtual account (is_snapshotuser) is refused and not bound', async () => {
    const r = await h5Login({
      code: gw.oauthCode(OA_APP.appId, { openid: 'o-oa-snapshot', snapshot: true }),
    })
    expect(r.body).toMatchObject({ code: 400, msg: '登录凭证无效' })
    expect(await t.database.db.selectFrom('user_third').where('open_id', '=', 'o-oa-snapshot').selectAll().execute()).toEqual([])
  })

  test('a wrong app secret (40125) is 400 登录凭证无效, not a 500', async () => {
    const wrong = await createTestApp({
      database: t.database,
      config: { ...wechatLoginConfig(gw), thirdParty: { wechat: { appId: MINI_APP.appId, secret: 'wrong' }, alipay: null } },
    })
    try {
      const r = await wrong.post('/user-center/wxLogin', { code: gw.loginCode(MINI_APP.appId, { openid: 'o-mini-dan' }) })
      expect(r.status).toBe(400)
      expect(r.body.msg).toBe('登录凭证无效')
      expect(gw.callsTo('/sns/jscode2session').at(-1)!.reply).toMatchObject({ errcode: 40125 })
    } finally {
      await wrong.close()
    }
  })
})
