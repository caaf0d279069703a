/**
 * The pay-success page (支付有礼) in the staff console over HTTP (issue 33 item 2): an operator reads hospital 6's
 * seeded configuration, replaces it with an uploaded banner, an app page, a tip, goods and gift coupons, and the
 * patient's page shows it at once; a page outside the route table, a picture nobody uploaded, another hospital's
 * goods or coupon and an over-long tip are refused with the catalogue's message and change nothing; hospital 7's
 * operator edits hospital 7's page only; a role without content:manage is refused; one audit row per save.
 */
import { STAFF_GOODS_PATHS } from '../../../contract/staffGoods'
import * as M from '../../../src/domain/messages/staffGoods'
import { createTestApp, createTestDatabase, type TestApp } from '../../../test-support/server'
import { solidPng } from '../../../test-support/server/images'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'
import { PAY_GIFT_RULE_ID, PAY_SUCCESS_GOODS_6 } from '../../seed/pay-success'

let database: Database
let t: TestApp
let op: StaffClient
let op7: StaffClient

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database })
  op = await staffOfRole(t, 'operator', 6)
  op7 = await staffOfRole(t, 'operator', 7)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const patientPage = async (hospitalId: number) =>
  (await t.get('/zeus/shopConfig/paySuccessPage', { headers: { hospitalId: String(hospitalId) } })).body.data
const idsOf7 = async () => ({
  goods: (await database.db.selectFrom('goods').select('id').where('hospital_id', '=', 7).executeTakeFirstOrThrow()).id,
  coupon: (await database.db.selectFrom('coupon_rule').select('id').where('hospital_id', '=', 7).executeTakeFirstOrThrow()).id,
})
const audits = async (action: string) =>
  database.db.selectFrom('staff_audit').select(['result', 'hospital_id']).where('action', '=', action).execute()

test("the operator replaces hospital 6's pay-success page; the patient's page shows it at once; audited", async () => {
  const before = await op.get(STAFF_GOODS_PATHS.paySuccess)
  expect(before.status).toBe(200)
  expect(before.body.data).toMatchObject({
    bannerPath: '/assets/browse/banner-6-1.svg',
    bannerLink: '/checkup/packageList',
    goodsIds: PAY_SUCCESS_GOODS_6,
    giftRuleIds: [PAY_GIFT_RULE_ID],
  })

  const image = (await op.post(STAFF_GOODS_PATHS.imageUpload, { imageBase64: solidPng().toString('base64') })).body.data.path as string
  const goodsIds = [...PAY_SUCCESS_GOODS_6].reverse().slice(0, 2)
  const saved = await op.post(STAFF_GOODS_PATHS.paySuccessSave, {
    bannerPath: image,
    bannerLink: '/goodsSearchDetail?keyword=血压计',
    tip: '  体检报告出具后将短信通知您。 ',
    goodsIds,
    giftRuleIds: [PAY_GIFT_RULE_ID, PAY_GIFT_RULE_ID],
  })
  expect(saved.status).toBe(200)
  expect(saved.body.data).toMatchObject({
    bannerPath: image,
    bannerLink: '/goodsSearchDetail?keyword=血压计',
    tip: '体检报告出具后将短信通知您。',
    goodsIds,
    giftRuleIds: [PAY_GIFT_RULE_ID],
  })

  const page = await patientPage(6)
  expect(page.banner).toEqual({ imageUrl: image, link: '/goodsSearchDetail?keyword=血压计' })
  expect(page.tip).toBe('体检报告出具后将短信通知您。')
  expect(page.goods.map((g: { goodsId: number }) => g.goodsId)).toEqual(goodsIds)
  expect(page.giftCoupons.map((c: { couponRuleId: number }) => c.couponRuleId)).toEqual([PAY_GIFT_RULE_ID])
  expect(await audits('pay-success.update')).toEqual([{ result: 'ok', hospital_id: 6 }])

  // no banner, no tip, no gift: the page without them
  await op.post(STAFF_GOODS_PATHS.paySuccessSave, { bannerPath: null, bannerLink: null, tip: '', goodsIds, giftRuleIds: [] })
  expect(await patientPage(6)).toMatchObject({ banner: null, tip: null, giftCoupons: [] })
})

test('refusals: an unknown page, a picture nobody uploaded, another hospital’s goods or coupon, a long tip — nothing changes', async () => {
  const of7 = await idsOf7()
  const good = {
    bannerPath: null,
    bannerLink: '/checkup/packageList',
    tip: '到院请出示订单',
    goodsIds: [PAY_SUCCESS_GOODS_6[0]],
    giftRuleIds: [PAY_GIFT_RULE_ID],
  }
  expect((await op.post(STAFF_GOODS_PATHS.paySuccessSave, good)).status).toBe(200)
  const page = await patientPage(6)
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ bannerLink: '/nowhere?x=1' }, M.STAFF_PAY_SUCCESS_LINK_UNKNOWN('/nowhere')],
    [{ bannerPath: '/goods-center/goods/image?id=999999' }, M.STAFF_PAY_SUCCESS_IMAGE_UNKNOWN],
    [{ bannerPath: 'https://evil.example.com/a.png' }, M.STAFF_PAY_SUCCESS_IMAGE_UNKNOWN],
    [{ goodsIds: [PAY_SUCCESS_GOODS_6[0], of7.goods] }, M.STAFF_PAY_SUCCESS_GOODS_UNKNOWN],
    [{ giftRuleIds: [of7.coupon] }, M.STAFF_PAY_SUCCESS_GIFT_UNKNOWN],
    [{ tip: '请'.repeat(101) }, M.STAFF_PAY_SUCCESS_TIP_TOO_LONG],
  ]
  for (const [change, msg] of cases) {
    const r = await op.post(STAFF_GOODS_PATHS.paySuccessSave, { ...good, ...change })
    expect([r.status, r.body.msg]).toEqual([400, msg])
  }
  // a malformed body: the schema's 400, never a 500
  expect((await op.post(STAFF_GOODS_PATHS.paySuccessSave, { ...good, goodsIds: ['x'] })).status).toBe(400)
  expect(await patientPage(6)).toEqual(page)
})

test("hospital 7's operator edits hospital 7's page only; a finance member may not edit it", async () => {
  const page6 = await patientPage(6)
  const of7 = await idsOf7()
  const r = await op7.post(STAFF_GOODS_PATHS.paySuccessSave, {
    bannerPath: null,
    bannerLink: null,
    tip: '儿科门诊就诊请带好疫苗本',
    goodsIds: [of7.goods],
    giftRuleIds: [],
  })
  expect(r.status).toBe(200)
  expect((await op7.get(STAFF_GOODS_PATHS.paySuccess)).body.data).toMatchObject({ tip: '儿科门诊就诊请带好疫苗本', goodsIds: [of7.goods] })
  expect((await patientPage(7)).tip).toBe('儿科门诊就诊请带好疫苗本')
  expect(await patientPage(6)).toEqual(page6)

  const finance = await staffOfRole(t, 'finance', 6)
  expect((await finance.get(STAFF_GOODS_PATHS.paySuccess)).status).toBe(403)
  expect(
    (await finance.post(STAFF_GOODS_PATHS.paySuccessSave, { bannerPath: null, bannerLink: null, tip: null, goodsIds: [], giftRuleIds: [] }))
      .status,
  ).toBe(403)
})
