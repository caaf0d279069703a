/**
 * The Alipay login and phone number (server/auth/alipay-login.ts) over HTTP against the local fake gateway
 * (test-support/gateways/alipay.ts): `alipay.system.oauth.token` signed by us (verified there with the app's public
 * key, China-time stamp within 15 minutes of its clock), its reply verified here with the Alipay key; codes are
 * single-use; a reply signed by someone else is not believed. Then the same patient pays on channel 6 with the
 * open_id the login stored. my.getPhoneNumber: RSA2 over the quoted response verified, then AES-128-CBC.
 */
import crypto from 'node:crypto'
import { createClock, createTestApp, createTestDatabase, type TestApp } from '../../test-support/server'
import { FakeAlipay, chinaStamp } from '../../test-support/gateways/alipay'
import type { Database } from '../lib/db'
import { AlipayLogin } from './alipay-login'

let database: Database
let t: TestApp
let gw: FakeAlipay
const NOTIFY_BASE = 'https://shop.example.com'
const keysOf = (g: FakeAlipay) => {
  const { sellerId: _s, notifyBaseUrl: _n, ...keys } = g.config(NOTIFY_BASE)
  return keys
}

beforeAll(async () => {
  database = await createTestDatabase()
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  const clock = createClock(Date.parse(kv.value) + 3600_000)
  gw = await new FakeAlipay({ now: () => clock.now }).start()
  t = await createTestApp({
    database,
    clock,
    config: {
      notifyBaseUrl: NOTIFY_BASE,
      thirdParty: { wechat: null, alipay: keysOf(gw) },
      payments: { wechat: null, alipay: gw.config(NOTIFY_BASE), cmb: null },
    },
  })
}, 300_000)
afterAll(async () => {
  await t?.close()
  await gw?.close()
  await database?.close()
})

describe('Alipay login', () => {
  test('auth code → alipay.system.oauth.token (verified) → the open_id; the code works once; the patient pays with it', async () => {
    const openId = '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCoLOGIN'
    // third-party users may order without binding a phone first (must_bind_phone 0), so the login alone can pay
    await database.db.updateTable('sys_conf').set({ config_val: '0' }).where('config_key', '=', 'must_bind_phone').execute()
    const code = gw.authCode(openId)
    const r = await t.post('/user-center/aliLogin', { code })
    expect(r.body).toMatchObject({ code: 200, errCode: 0 })
    expect(r.body.data).toMatchObject({ loginType: 0, userThird: { channel: 'ali', openId } })
    const req = gw.requests.filter((x) => x.method === 'alipay.system.oauth.token').pop()!
    expect(req.params).toMatchObject({ app_id: gw.appId, grant_type: 'authorization_code', code, sign_type: 'RSA2' })
    expect(req.params.timestamp).toBe(chinaStamp(Math.floor(t.clock.now / 1000) * 1000))
    // the same code again: Alipay refuses it (isv.code-invalid) → 登录凭证无效
    const again = await t.post('/user-center/aliLogin', { code })
    expect([again.status, again.body.msg]).toEqual([400, '登录凭证无效'])
    // the same person logs in again with a new code: the same user
    const next = await t.post('/user-center/aliLogin', { code: gw.authCode(openId) })
    expect(next.body.data.userBase.id).toBe(r.body.data.userBase.id)
    // …and pays on channel 6 as that open_id
    const token = r.body.data.token as string
    const o = await t.post(
      '/order-center/orderCenter/commitPay',
      {
        goodsList: [{ goodsId: 6002, skuId: 60021, goodsNum: 1 }],
        address: {
          recvName: '张三',
          contactNumber: '13912345678',
          recvProvince: '江苏省',
          recvCity: '南京市',
          recvArea: '鼓楼区',
          recvAddress: '中山路1号',
        },
      },
      { token },
    )
    expect(o.status).toBe(200)
    const p = await t.post('/pay-center/pay/toPay', { orderId: o.body.data.orderId, payChannel: 6 }, { token })
    expect(p.status).toBe(200)
    expect(gw.trades.get(p.body.data.payNo)).toMatchObject({ buyerOpenId: openId, tradeNo: p.body.data.tradeNO })
  })

  test('an older app: user_id (2088…) when there is no open_id', async () => {
    const login = new AlipayLogin({ ...keysOf(gw), aesKey: null }, () => new Date(t.clock.now))
    expect(await login.exchange(gw.authCode('', '2088102150477652'))).toEqual({ openId: '2088102150477652' })
  })

  test('a reply signed by another key is not believed; a request signed by another key is refused by Alipay', async () => {
    const now = () => new Date(t.clock.now)
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const gullible = new AlipayLogin(
      { ...keysOf(gw), alipayPublicKey: other.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
      now,
    )
    await expect(gullible.exchange(gw.authCode('oid-1'))).rejects.toThrow(/REPLY_NOT_VERIFIED/)
    const wrongKey = new AlipayLogin(
      { ...keysOf(gw), privateKey: other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
      now,
    )
    await expect(wrongKey.exchange(gw.authCode('oid-2'))).rejects.toThrow(/isv.invalid-signature/)
    await expect(new AlipayLogin(keysOf(gw), now).exchange('bad code!')).rejects.toThrow(/malformed/)
  })

  test('my.getPhoneNumber: verified over the quoted response, then decrypted; forged or undecryptable refused', () => {
    const login = new AlipayLogin(keysOf(gw), () => new Date(t.clock.now))
    expect(login.phoneNumber(gw.phoneResponse('13812345678'))).toBe('13812345678')
    expect(() => login.phoneNumber(gw.phoneResponse('13812345678', 'badSignature'))).toThrow(/signature does not verify/)
    expect(() => login.phoneNumber(gw.phoneResponse('13812345678', 'otherAesKey'))).toThrow(/does not decrypt|code/)
    const good = JSON.parse(gw.phoneResponse('13812345678'))
    // the signature is over the quoted text: the bare ciphertext's signature does not pass
    const bareSigned = { ...good }
    expect(() => login.phoneNumber(JSON.stringify({ ...bareSigned, response: good.response.slice(0, -4) + 'AAA=' }))).toThrow(
      /signature does not verify/,
    )
    expect(() => login.phoneNumber('not json')).toThrow(/not JSON/)
    expect(() => new AlipayLogin({ ...keysOf(gw), aesKey: null }).phoneNumber(gw.phoneResponse('13812345678'))).toThrow(/ALIPAY_AES_KEY/)
  })
})
