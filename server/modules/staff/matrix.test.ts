/**
 * THE route × role × hospital matrix (issue 31 item 3), generated from the routes the server registers: every
 * route under /staff must declare its access (`config.staff`) and have a sample request below, or this test
 * fails until it is classified. Each role of each of two hospitals calls each route on an object of hospital
 * 6: a role without the permission gets 403; with it, its own hospital's object is served (anything but
 * 401/403) and the other hospital's is 404 (the scoped data layer), except where a platform admin manages
 * staff across hospitals by design. The counts are printed; an unexpected allow fails.
 */
import type { RouteOptions } from 'fastify'
import { STAFF_PATHS } from '../../../contract/staff'
import { CHAT_DESK_PATHS } from '../../../contract/chat-desk'
import { FIGURES_PATHS } from '../../../contract/figures'
import { STAFF_GOODS_PATHS } from '../../../contract/staffGoods'
import { PAGE_EDITOR_PATHS } from '../../../contract/pageEditor'
import { STAFF_PEOPLE_PATHS } from '../../../contract/staffPeople'
import { STAFF_CONTENT_PATHS } from '../../../contract/staffContent'
import { STAFF_ACTIVITY_PATHS } from '../../../contract/staffActivities'
import { STAFF_PACKAGE_PATHS, STAFF_SURVEY_PATHS } from '../../../contract/staffPackages'
import { sql } from 'kysely'
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../../src/domain/staff/permissions'
import { createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { paidOrders } from '../../../test-support/server/orders'
import { reportEntry, reportFixtures } from '../../../test-support/server/reports'
import { REPORT_DESK_PATHS } from '../../../contract/reportDesk'
import { staffAccount, staffOfRole, type StaffClient } from '../../../test-support/server/staff'
import type { Database } from '../../lib/db'
import { DEMO_USER } from '../../seed'
import { businessToday, formatBusiness } from '../../../src/domain/time'
import type { StaffAccess } from './scope'
import { CHECKUP_DESK_PATHS } from '../../../contract/checkup-desk'
import { deskBooking, pendingBatch } from '../../../test-support/server/checkup-desk'
import { addDays } from '../../../src/domain/time'
import { LANDING_STAFF_PATHS, LEGAL_STAFF_PATHS } from '../../../contract/legal'
import { fmtReq } from '../../lib/time'

let database: Database
let t: TestApp
const routes: RouteOptions[] = []
const login = patients(() => ({ database, t }), '138', 'mx')
const order = paidOrders(() => ({ database, t }))
const reports = reportFixtures(() => ({ database, t }))

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, onRoute: (r) => routes.push(r) })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

interface Ctx {
  afterSaleId: () => Promise<number>
  /** a fresh paid order of hospital 6 (physical goods; `service`: a service order with its 核销 code) */
  orderId: (service?: boolean) => Promise<{ id: number; code: string }>
  /** a fresh invoice application (开票中) of hospital 6 and its amount */
  invoice: () => Promise<{ id: number; amount: number }>
  staffId: number
  n: () => number
  /** a fresh top-level category of hospital 6 with one child, a fresh goods (one sku) in it, a fresh coupon rule */
  catalog: () => Promise<{ parentId: number; childId: number; goodsId: number; skuId: number; path: string; couponId: number }>
  /** a fresh draft article (group 631) and a fresh video of hospital 6 */
  content: () => Promise<{ articleId: number; videoId: number }>
}
interface Sample {
  query?: Record<string, string | number>
  body?: unknown
  /** a platform admin may act on another hospital's object here (staff management) */
  platformCrosses?: boolean
  /** a list: the other hospital's call is served, scoped (its rows are checked in the module's tests) */
  list?: boolean
}
/** the chat workbench (issue 32): a fresh service conversation of hospital 6 waiting in the queue, and an agent of hospital 6 */
async function waitingChat(): Promise<number> {
  const u = await login()
  const s = await t.get('/api/customerService/loginCheck', { token: u.token, headers: { hospitalId: '6' } })
  const groupId: number = s.body.data.groupId
  await database.db
    .updateTable('chat_conversation')
    .set({ service_state: 'waiting', queued_at: new Date(t.clock.now) })
    .where('id', '=', groupId)
    .execute()
  return groupId
}
let chatAgent = 0
const agentOf6 = async () => (chatAgent ||= (await staffAccount(t, 'cs-agent', 6)).staffId)
async function hospitalQuickReply(): Promise<number> {
  const at = new Date(t.clock.now)
  const r = await database.db
    .insertInto('chat_quick_reply')
    .values({ hospital_id: 6, staff_id: null, title: '问候', text: '您好', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return r.id
}

/** the activity desk (issue 33 item 2): fresh objects of hospital 6, on a fresh goods, in a window of their own */
const seqId = async () =>
  Number((await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(database.db)).rows[0].id)
const inDays = (d: number) => new Date(t.clock.now + d * 86_400_000)
const when = (d: number) => formatBusiness(inDays(d), 'YYYY-MM-DD HH:mm:ss')
async function activity6(c: Ctx): Promise<{ id: number; goodsId: number; skuId: number }> {
  const k = await c.catalog()
  const id = await seqId()
  await database.db
    .insertInto('activity')
    .values({
      ...{ id, hospital_id: 6, type: 1, activity_name: '矩阵秒杀', period_begin: inDays(-1), period_end: inDays(5), time_before: 0 },
      ...{ show_price: 1, purchase_max: 0, single_limit: 0, team_num: 0, team_hours: 0, activity_describe: '' },
    })
    .execute()
  await database.db
    .insertInto('activity_goods')
    .values({
      ...{ id: await seqId(), activity_id: id, goods_id: k.goodsId, sku_id: k.skuId, activity_price_cents: 500 },
      ...{ activity_discount_price_cents: null, activity_stock_num: 2, activity_stock_flag: 1, activity_num: 0, status: 1 },
    })
    .execute()
  return { id, goodsId: k.goodsId, skuId: k.skuId }
}
async function promotion6(c: Ctx): Promise<{ id: number; goodsId: number }> {
  const k = await c.catalog()
  const id = await seqId()
  await database.db
    .insertInto('promotion')
    .values({
      id,
      hospital_id: 6,
      activity_name: '矩阵满减',
      rule_type: 1,
      period_begin: inDays(-1),
      period_end: inDays(5),
      activity_describe: '',
      tiers: '[]',
    })
    .execute()
  await database.db.insertInto('promotion_goods').values({ promotion_id: id, goods_id: k.goodsId }).execute()
  return { id, goodsId: k.goodsId }
}
async function pointsRule6(): Promise<number> {
  const id = await seqId()
  await database.db.insertInto('integral_rule').values({ id, hospital_id: 6, rule_name: '矩阵规则', rule_desc: '', integral: 5 }).execute()
  return id
}
async function pointsItem6(c: Ctx): Promise<{ id: number; couponRuleId: number }> {
  const couponRuleId = (await c.catalog()).couponId
  const id = await seqId()
  await database.db
    .insertInto('integral_item')
    .values({ id, hospital_id: 6, coupon_rule_id: couponRuleId, integral: 10, stock: 5, exchanged_num: 0, limit_num: 1, sort: 0 })
    .execute()
  return { id, couponRuleId }
}

/** every staff route's sample request (an object of hospital 6); a route missing here fails the test */
const SAMPLES: Record<string, (c: Ctx) => Promise<Sample>> = {
  // the home-page editor (issue 33 item 3) on hospital 6's home; publish / rollback are 400 / 404 here for want of a
  // publishable draft / a version, which the module's editor.test.ts exercises
  [`GET ${PAGE_EDITOR_PATHS.pages}`]: async () => ({ list: true }),
  [`GET ${PAGE_EDITOR_PATHS.draft}`]: async () => ({ query: { pageId: 1006 } }),
  [`POST ${PAGE_EDITOR_PATHS.draftSave}`]: async () => ({
    body: { pageId: 1006, draft: { title: '首页', backgroundColor: '#FFFFFF', greyMode: false, blocks: [], ads: [] } },
  }),
  [`POST ${PAGE_EDITOR_PATHS.publish}`]: async () => ({ body: { pageId: 1006 } }),
  [`GET ${PAGE_EDITOR_PATHS.versions}`]: async () => ({ query: { pageId: 1006 } }),
  [`POST ${PAGE_EDITOR_PATHS.rollback}`]: async () => ({ body: { pageId: 1006, version: 1 } }),
  [`POST ${PAGE_EDITOR_PATHS.preview}`]: async () => ({ body: { pageId: 1006 } }),
  [`GET ${STAFF_PATHS.me}`]: async () => ({ list: true }),
  // the 待办 counts of the own hospital, the role's queues only (queues.test.ts checks the figures)
  [`GET ${STAFF_PATHS.queueCounts}`]: async () => ({ list: true }),
  [`POST ${STAFF_PATHS.password}`]: async () => ({
    body: { oldPassword: 'not the old one', newPassword: 'another long phrase' },
    list: true,
  }),
  [`GET ${STAFF_PATHS.accounts}`]: async () => ({ list: true }),
  [`POST ${STAFF_PATHS.invite}`]: async (c) => ({ body: { username: `inv-${c.n()}`, name: '新人', role: 'operator' }, list: true }),
  [`POST ${STAFF_PATHS.disable}`]: async (c) => ({ body: { staffId: c.staffId }, platformCrosses: true }),
  [`POST ${STAFF_PATHS.enable}`]: async (c) => ({ body: { staffId: c.staffId }, platformCrosses: true }),
  [`POST ${STAFF_PATHS.resetTotp}`]: async (c) => ({ body: { staffId: c.staffId }, platformCrosses: true }),
  // unlinking (null) is allowed for any role's account; doctor-link.test.ts checks the links themselves
  [`POST ${STAFF_PATHS.accountDoctor}`]: async (c) => ({ body: { staffId: c.staffId, doctorId: null }, platformCrosses: true }),
  [`GET ${STAFF_PATHS.doctors}`]: async () => ({ list: true }),
  [`GET ${STAFF_PATHS.audit}`]: async () => ({ list: true }),
  [`GET ${STAFF_PATHS.auditCsv}`]: async () => ({ list: true }),
  [`GET ${STAFF_PATHS.afterSales}`]: async () => ({ list: true }),
  [`POST ${STAFF_PATHS.afterSaleApprove}`]: async (c) => ({ body: { id: await c.afterSaleId() } }),
  [`POST ${STAFF_PATHS.afterSaleRefuse}`]: async (c) => ({ body: { id: await c.afterSaleId(), reason: '测试' } }),
  [`POST ${STAFF_PATHS.afterSaleReceived}`]: async (c) => ({ body: { id: await c.afterSaleId() } }),
  [`POST ${STAFF_PATHS.afterSaleRefund}`]: async (c) => ({ body: { id: await c.afterSaleId() } }),
  [`GET ${STAFF_PATHS.orders}`]: async () => ({ query: { status: 104 }, list: true }),
  [`GET ${STAFF_PATHS.orderDetail}`]: async (c) => ({ query: { id: (await c.orderId()).id } }),
  [`POST ${STAFF_PATHS.orderShip}`]: async (c) => ({
    body: { id: (await c.orderId()).id, company: '顺丰速运', trackingNo: 'SF1234567890' },
  }),
  [`POST ${STAFF_PATHS.orderVerify}`]: async (c) => ({ body: { code: (await c.orderId(true)).code } }),
  [`POST ${STAFF_PATHS.orderRemark}`]: async (c) => ({ body: { id: (await c.orderId()).id, text: '已电话联系' } }),
  [`GET ${STAFF_PATHS.invoices}`]: async () => ({ list: true }),
  [`POST ${STAFF_PATHS.invoiceIssue}`]: async (c) => {
    const inv = await c.invoice()
    return {
      body: {
        id: inv.id,
        invoiceNo: '26320000000000000001',
        invoiceDate: businessToday(t.clock.now),
        amount: inv.amount,
        pdfBase64: Buffer.from('%PDF-1.4\n%%EOF').toString('base64'),
      },
    }
  },
  [`POST ${STAFF_PATHS.invoiceRefuse}`]: async (c) => ({ body: { id: (await c.invoice()).id, reason: '抬头有误' } }),
  [`GET ${STAFF_PATHS.figures}`]: async () => ({ query: { from: '2026-01-14', to: '2026-01-15' }, list: true }),
  [`GET ${FIGURES_PATHS.dashboard}`]: async () => ({ query: { from: '2026-01-14', to: '2026-01-15' }, list: true }),
  [`GET ${FIGURES_PATHS.dashboardCsv}`]: async () => ({ query: { from: '2026-01-14', to: '2026-01-15' }, list: true }),
  // an order in the staff member's own hospital (from the session) for a registered patient
  // the report desk (issue 32): one report of hospital 6, each sample with its current version
  [`GET ${REPORT_DESK_PATHS.reports}`]: async () => ({ query: { status: 'entered' }, list: true }),
  [`GET ${REPORT_DESK_PATHS.detail}`]: async () => ({ query: { id: (await reports.report()).id } }),
  [`GET ${REPORT_DESK_PATHS.pdf}`]: async () => ({ query: { id: (await reports.report()).id } }),
  [`GET ${REPORT_DESK_PATHS.bookings}`]: async () => ({ query: { date: '2026-01-20' }, list: true }),
  [`POST ${REPORT_DESK_PATHS.create}`]: async () => ({ body: reportEntry(await reports.booking()) }),
  [`POST ${REPORT_DESK_PATHS.update}`]: async () => {
    const { id } = await reports.report()
    const { appointmentId: _, ...values } = reportEntry(1)
    return { body: { id, version: await reports.version(id), ...values } }
  },
  [`POST ${REPORT_DESK_PATHS.review}`]: async () => {
    const { id } = await reports.report()
    return { body: { id, version: await reports.version(id) } }
  },
  [`POST ${REPORT_DESK_PATHS.sendBack}`]: async () => {
    const { id } = await reports.report()
    return { body: { id, version: await reports.version(id), reason: '请复核' } }
  },
  [`POST ${REPORT_DESK_PATHS.publish}`]: async () => {
    const { id } = await reports.report()
    return { body: { id, version: await reports.version(id) } }
  },
  [`GET ${REPORT_DESK_PATHS.critical}`]: async () => ({ list: true }),
  [`POST ${REPORT_DESK_PATHS.followUp}`]: async () => ({
    body: { itemId: await reports.criticalItem((await reports.report()).id), note: '已电话通知' },
  }),
  // the goods and coupon desk (issue 33): objects of hospital 6 made fresh per call
  [`GET ${STAFF_GOODS_PATHS.categories}`]: async () => ({ list: true }),
  [`POST ${STAFF_GOODS_PATHS.categorySave}`]: async (c) => ({ body: { categoryName: `类${c.n()}` }, list: true }),
  [`POST ${STAFF_GOODS_PATHS.categoryOrder}`]: async (c) => {
    const k = await c.catalog()
    return { body: { parentId: k.parentId, ids: [k.childId] } }
  },
  [`GET ${STAFF_GOODS_PATHS.goods}`]: async () => ({ query: { keyword: '血压' }, list: true }),
  [`GET ${STAFF_GOODS_PATHS.goodsDetail}`]: async (c) => ({ query: { id: (await c.catalog()).goodsId } }),
  [`POST ${STAFF_GOODS_PATHS.goodsSave}`]: async (c) => {
    const k = await c.catalog()
    return {
      body: {
        id: k.goodsId,
        goodsName: '矩阵商品',
        categoryId: k.childId,
        goodsType: 1,
        images: [k.path],
        skus: [{ id: k.skuId, name: '标准', priceFen: 1000, stock: 3 }],
      },
    }
  },
  [`POST ${STAFF_GOODS_PATHS.goodsListed}`]: async (c) => ({ body: { id: (await c.catalog()).goodsId, listed: true } }),
  [`POST ${STAFF_GOODS_PATHS.imageUpload}`]: async () => ({
    body: { imageBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' },
    list: true,
  }),
  // the content desk (issue 33 item 4): articles and videos of hospital 6 made fresh per call, its seeded groups 630-633
  [`GET ${STAFF_CONTENT_PATHS.groups}`]: async () => ({ list: true }),
  [`POST ${STAFF_CONTENT_PATHS.groupSave}`]: async (c) => ({ body: { name: `组${c.n()}` }, list: true }),
  [`POST ${STAFF_CONTENT_PATHS.groupOrder}`]: async () => ({ body: { parentId: 630, ids: [631, 632, 633] } }),
  [`GET ${STAFF_CONTENT_PATHS.articles}`]: async () => ({ query: { keyword: '健康' }, list: true }),
  [`GET ${STAFF_CONTENT_PATHS.articleDetail}`]: async (c) => ({ query: { id: (await c.content()).articleId } }),
  [`POST ${STAFF_CONTENT_PATHS.articleSave}`]: async (c) => ({
    body: { id: (await c.content()).articleId, groupId: 631, title: '矩阵文章', content: '<p>正文</p>' },
  }),
  [`POST ${STAFF_CONTENT_PATHS.articlePublish}`]: async (c) => ({ body: { id: (await c.content()).articleId, published: true } }),
  [`POST ${STAFF_CONTENT_PATHS.articleDelete}`]: async (c) => ({ body: { id: (await c.content()).articleId } }),
  [`POST ${STAFF_CONTENT_PATHS.imageUpload}`]: async () => ({
    body: { imageBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' },
    list: true,
  }),
  [`GET ${STAFF_CONTENT_PATHS.videos}`]: async () => ({ list: true }),
  [`POST ${STAFF_CONTENT_PATHS.videoSave}`]: async (c) => ({
    body: {
      id: (await c.content()).videoId,
      title: '矩阵视频',
      coverPath: '/assets/matrix.png',
      videoUrl: 'https://video.example.com/a.mp4',
    },
  }),
  [`POST ${STAFF_CONTENT_PATHS.videoDelete}`]: async (c) => ({ body: { id: (await c.content()).videoId } }),
  [`GET ${STAFF_GOODS_PATHS.coupons}`]: async () => ({ list: true }),
  [`POST ${STAFF_GOODS_PATHS.couponSave}`]: async (c) => ({
    body: {
      id: (await c.catalog()).couponId,
      couponName: '矩阵券',
      couponType: 1,
      couponVal: 500,
      reachType: 0,
      periodDays: 30,
      reqNum: 1,
      couponTotal: 100,
      goodsIds: [],
    },
  }),
  [`POST ${STAFF_GOODS_PATHS.couponGrant}`]: async (c) => ({ body: { id: (await c.catalog()).couponId, phone: DEMO_USER.phone } }),
  // the pay-success page (支付有礼): one configuration per hospital, the caller's own (served for either hospital)
  [`GET ${STAFF_GOODS_PATHS.paySuccess}`]: async () => ({ list: true }),
  [`POST ${STAFF_GOODS_PATHS.paySuccessSave}`]: async () => ({
    body: { bannerPath: null, bannerLink: '/checkup/packageList', tip: '矩阵提示', goodsIds: [], giftRuleIds: [] },
    list: true,
  }),
  // the doctors desk (issue 33 item 4): seed objects of hospital 6 (doctor 601, studio 61, department of doctor 601)
  [`GET ${STAFF_PEOPLE_PATHS.departments}`]: async () => ({ list: true }),
  [`POST ${STAFF_PEOPLE_PATHS.departmentSave}`]: async () => ({ body: { id: await department6(), departmentName: '心血管内科' } }),
  [`POST ${STAFF_PEOPLE_PATHS.departmentOrder}`]: async () => ({ body: { ids: await departments6() } }),
  [`GET ${STAFF_PEOPLE_PATHS.doctors}`]: async () => ({ query: { keyword: '王' }, list: true }),
  [`GET ${STAFF_PEOPLE_PATHS.doctorDetail}`]: async () => ({ query: { id: 601 } }),
  [`POST ${STAFF_PEOPLE_PATHS.doctorSave}`]: async () => ({ body: await doctor601() }),
  [`GET ${STAFF_PEOPLE_PATHS.studios}`]: async () => ({ list: true }),
  [`GET ${STAFF_PEOPLE_PATHS.studioDetail}`]: async () => ({ query: { id: 61 } }),
  [`POST ${STAFF_PEOPLE_PATHS.studioSave}`]: async () => ({ body: await studio61() }),
  // the activity desk (issue 33 item 2): activities, promotions, points of hospital 6 made fresh per call
  [`GET ${STAFF_ACTIVITY_PATHS.activities}`]: async () => ({ query: { type: 1 }, list: true }),
  [`POST ${STAFF_ACTIVITY_PATHS.activitySave}`]: async (c) => {
    const a = await activity6(c)
    return {
      body: {
        ...{ id: a.id, type: 1, activityName: '矩阵秒杀', periodBegin: when(-1), periodEnd: when(5), purchaseMax: 0, singleLimit: 0 },
        lines: [{ goodsId: a.goodsId, skuId: a.skuId, activityPriceFen: 600, stock: 2 }],
      },
    }
  },
  [`POST ${STAFF_ACTIVITY_PATHS.activityEnd}`]: async (c) => ({ body: { id: (await activity6(c)).id } }),
  [`GET ${STAFF_ACTIVITY_PATHS.promotions}`]: async () => ({ list: true }),
  [`POST ${STAFF_ACTIVITY_PATHS.promotionSave}`]: async (c) => {
    const p = await promotion6(c)
    return {
      body: {
        ...{ id: p.id, activityName: '矩阵满减', periodBegin: when(-1), periodEnd: when(5), goodsIds: [p.goodsId] },
        tiers: [{ totalAmount: 100, type: 1, amount: 10, giftNum: 0, gifts: [], couponRuleIds: [] }],
      },
    }
  },
  [`POST ${STAFF_ACTIVITY_PATHS.promotionEnd}`]: async (c) => ({ body: { id: (await promotion6(c)).id } }),
  [`GET ${STAFF_ACTIVITY_PATHS.points}`]: async () => ({ list: true }),
  [`POST ${STAFF_ACTIVITY_PATHS.pointsRuleSave}`]: async () => ({
    body: { id: await pointsRule6(), ruleName: '矩阵规则', ruleDesc: '', integral: 6 },
  }),
  [`POST ${STAFF_ACTIVITY_PATHS.pointsRuleRemove}`]: async () => ({ body: { id: await pointsRule6() } }),
  [`POST ${STAFF_ACTIVITY_PATHS.pointsItemSave}`]: async (c) => {
    const i = await pointsItem6(c)
    return { body: { id: i.id, couponRuleId: i.couponRuleId, integral: 20, stock: 5, limitNum: 1 } }
  },
  [`POST ${STAFF_ACTIVITY_PATHS.pointsItemEnd}`]: async (c) => ({ body: { id: (await pointsItem6(c)).id } }),
  // the check-up packages (issue 33): a fresh package of hospital 6 (on a fresh goods of c.catalog) per call
  [`GET ${STAFF_PACKAGE_PATHS.packages}`]: async () => ({ list: true }),
  [`GET ${STAFF_PACKAGE_PATHS.detail}`]: async (c) => ({ query: { id: (await freshPackage(c)).id } }),
  [`POST ${STAFF_PACKAGE_PATHS.save}`]: async (c) => {
    const p = await freshPackage(c)
    return {
      body: {
        id: p.id,
        packageName: '矩阵套餐',
        categoryId: p.categoryId,
        priceFen: 50000,
        sexLimit: 0,
        minAge: 0,
        maxAge: 150,
        itemGroups: [{ department: '内科', items: [{ name: '血压测量' }] }],
        addOns: [{ name: '骨密度检测', priceFen: 16000 }],
      },
    }
  },
  [`POST ${STAFF_PACKAGE_PATHS.listed}`]: async (c) => ({ body: { id: (await freshPackage(c)).id, listed: false } }),
  // the questionnaires (issue 33): a fresh draft questionnaire of hospital 6 per call
  [`GET ${STAFF_SURVEY_PATHS.surveys}`]: async () => ({ list: true }),
  [`GET ${STAFF_SURVEY_PATHS.detail}`]: async () => ({ query: { id: await freshSurvey() } }),
  [`POST ${STAFF_SURVEY_PATHS.save}`]: async () => ({
    body: { id: await freshSurvey(), title: '矩阵问卷', kind: 'survey', schema: SURVEY_SCHEMA },
  }),
  [`POST ${STAFF_SURVEY_PATHS.publish}`]: async () => ({ body: { id: await freshSurvey(), published: true } }),
  [`POST ${STAFF_PATHS.offlineOrderCreate}`]: async () => ({
    body: { phone: DEMO_USER.phone, createWay: 'counter', goodsList: [{ goodsId: 6030, skuId: 60301, goodsNum: 1 }] },
    list: true,
  }),
  // the chat workbench (issue 32): a conversation not routed to the caller is 409, another hospital's 404
  [`GET ${CHAT_DESK_PATHS.conversations}`]: async () => ({ query: { tab: 'mine' }, list: true }),
  [`GET ${CHAT_DESK_PATHS.messages}`]: async () => ({ query: { groupId: await waitingChat() } }),
  [`POST ${CHAT_DESK_PATHS.send}`]: async () => ({ body: { groupId: await waitingChat(), text: '您好' } }),
  [`POST ${CHAT_DESK_PATHS.knowledge}`]: async () => ({ body: { groupId: await waitingChat(), articleId: 9101 } }),
  [`GET ${CHAT_DESK_PATHS.articles}`]: async () => ({ list: true }),
  [`POST ${CHAT_DESK_PATHS.note}`]: async () => ({ body: { groupId: await waitingChat(), text: '内部备注' } }),
  [`POST ${CHAT_DESK_PATHS.read}`]: async () => ({ body: { groupId: await waitingChat(), seq: 1 } }),
  [`POST ${CHAT_DESK_PATHS.claim}`]: async () => ({ body: { groupId: await waitingChat() } }),
  [`POST ${CHAT_DESK_PATHS.assign}`]: async () => ({ body: { groupId: await waitingChat(), staffId: await agentOf6() } }),
  [`POST ${CHAT_DESK_PATHS.transfer}`]: async () => ({ body: { groupId: await waitingChat(), staffId: await agentOf6(), reason: '转接' } }),
  [`POST ${CHAT_DESK_PATHS.resolve}`]: async () => ({ body: { groupId: await waitingChat() } }),
  [`GET ${CHAT_DESK_PATHS.agents}`]: async () => ({ list: true }),
  [`GET ${CHAT_DESK_PATHS.presence}`]: async () => ({ list: true }),
  [`POST ${CHAT_DESK_PATHS.presence}`]: async () => ({ body: { status: 'online' }, list: true }),
  [`GET ${CHAT_DESK_PATHS.quickReplies}`]: async () => ({ list: true }),
  [`POST ${CHAT_DESK_PATHS.quickReplySave}`]: async () => ({ body: { scope: 'mine', title: '问候', text: '您好' }, list: true }),
  [`POST ${CHAT_DESK_PATHS.quickReplyDelete}`]: async () => ({ body: { id: await hospitalQuickReply() } }),
  [`GET ${CHAT_DESK_PATHS.patient}`]: async () => ({ query: { groupId: await waitingChat() } }),
  // the check-up desk (issue 32 part A): a booking / a package / a batch of hospital 6
  [`GET ${CHECKUP_DESK_PATHS.day}`]: async () => ({ list: true }),
  [`POST ${CHECKUP_DESK_PATHS.checkin}`]: async () => ({
    body: { by: 'card', value: (await deskBooking(database, 6, businessToday(t.clock.now), (await login()).userId)).cardNo },
  }),
  [`GET ${CHECKUP_DESK_PATHS.pools}`]: async () => ({ query: { packageId: await package6() } }),
  [`POST ${CHECKUP_DESK_PATHS.poolPreview}`]: async () => ({ body: await poolEdit() }),
  [`POST ${CHECKUP_DESK_PATHS.poolSave}`]: async () => ({ body: await poolEdit() }),
  [`GET ${CHECKUP_DESK_PATHS.rosterTemplate}`]: async () => ({ list: true }),
  [`POST ${CHECKUP_DESK_PATHS.batchImport}`]: async () => ({
    body: {
      companyName: '矩阵单位',
      batchName: '矩阵批次',
      startDate: today(),
      endDate: today(),
      payer: 'company',
      fileBase64: 'bm90IGFuIHhsc3g=',
    },
    list: true,
  }),
  [`GET ${CHECKUP_DESK_PATHS.batches}`]: async () => ({ list: true }),
  [`GET ${CHECKUP_DESK_PATHS.batchRoster}`]: async () => ({ query: { batchId: 6011 } }),
  [`POST ${CHECKUP_DESK_PATHS.batchApprove}`]: async () => ({
    body: { batchId: await pendingBatch(database, 6, today(), addDays(today(), 10)!) },
  }),
  // legal texts (issue 33 item 4): each hospital edits its own drafts; a draft of hospital 6 is not another's
  [`GET ${LEGAL_STAFF_PATHS.texts}`]: async () => ({ list: true }),
  [`POST ${LEGAL_STAFF_PATHS.draft}`]: async () => ({
    body: { code: 400, title: '退款及改期规则', content: '<p>矩阵</p>', note: '' },
    list: true,
  }),
  [`POST ${LEGAL_STAFF_PATHS.publish}`]: async () => ({ body: await legalDraft6() }),
  // hospital landings (issue 33 item 4): each hospital edits its own; a draft of hospital 6 is not another's
  [`GET ${LANDING_STAFF_PATHS.list}`]: async () => ({ list: true }),
  [`POST ${LANDING_STAFF_PATHS.draft}`]: async () => ({ body: { key: 'rehab', config: LANDING_CONFIG }, list: true }),
  [`POST ${LANDING_STAFF_PATHS.publish}`]: async () => ({ body: await landingDraft6() }),
}
const LANDING_CONFIG = {
  title: '康复理疗',
  subtitle: '',
  bannerPath: '',
  introHtml: '<p>矩阵</p>',
  sections: [],
  steps: [],
  notices: [],
  contact: null,
  faqs: [],
}
/** a fresh landing draft of hospital 6 (the gynaecology key), as the console shows it */
async function landingDraft6() {
  const at = new Date(t.clock.now)
  const values = { config: JSON.stringify(LANDING_CONFIG), updated_by: await agentOf6(), updated_at: at }
  await database.db
    .insertInto('landing_draft')
    .values({ hospital_id: 6, landing_key: 'gynaecology', ...values })
    .onConflict((oc) => oc.columns(['hospital_id', 'landing_key']).doUpdateSet(values))
    .execute()
  return { key: 'gynaecology', updatedAt: fmtReq(at) }
}
/** a fresh draft of hospital 6's consultation consent (300), as the console shows it */
async function legalDraft6() {
  const db = database.db
  const at = new Date(t.clock.now)
  await db.deleteFrom('protocol_version').where('hospital_id', '=', 6).where('code', '=', 300).where('status', '=', 'draft').execute()
  const staff = await agentOf6()
  const d = await db
    .insertInto('protocol_version')
    .values({
      hospital_id: 6,
      code: 300,
      version: null,
      status: 'draft',
      title: '在线咨询知情同意书',
      content: '<p>矩阵</p>',
      note: '',
      created_by: staff,
      created_at: at,
      updated_by: staff,
      updated_at: at,
      published_by: null,
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { code: 300, draftId: d.id, updatedAt: fmtReq(at) }
}
const today = () => businessToday(t.clock.now)
const department6 = async () =>
  (await database.db.selectFrom('doctor').select('department_id').where('id', '=', 601).executeTakeFirstOrThrow()).department_id
const departments6 = async () =>
  (await database.db.selectFrom('department').select('id').where('hospital_id', '=', 6).orderBy('sort').orderBy('id').execute()).map(
    (d) => d.id,
  )
/** doctor 601 saved as it is */
async function doctor601() {
  const d = await database.db.selectFrom('doctor').selectAll().where('id', '=', 601).executeTakeFirstOrThrow()
  return {
    id: d.id,
    name: d.name,
    titleCode: d.title_code,
    departmentId: d.department_id,
    avatar: d.avatar_path,
    intro: d.intro,
    specialities: [],
    famous: d.famous,
    consultOpen: d.consult_open,
    consultFeeFen: d.consult_price_cents,
    listed: d.listed,
  }
}
/** studio 61 saved with its seed team */
async function studio61() {
  const s = await database.db.selectFrom('studio').selectAll().where('id', '=', 61).executeTakeFirstOrThrow()
  return {
    id: s.id,
    name: s.name,
    departmentId: s.department_id,
    cover: s.head_img_path,
    chronic: s.chronic,
    members: [
      { doctorId: 602, role: '负责人' },
      { doctorId: 610, role: '主诊医生' },
    ],
    goodsIds: [],
  }
}
const SURVEY_SCHEMA = { questions: [{ id: 'q1', type: 'text', title: '您的建议' }] }
/** a draft questionnaire of hospital 6 */
async function freshSurvey(): Promise<number> {
  const r = await database.db
    .insertInto('survey')
    .values({
      hospital_id: 6,
      code: `mx-${Math.random().toString(36).slice(2)}`,
      kind: 'survey',
      title: '矩阵问卷',
      intro: '',
      schema: JSON.stringify(SURVEY_SCHEMA),
      max_per_person: 1,
      start_at: null,
      end_at: null,
      status: 0,
      created_at: new Date(t.clock.now),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return r.id
}
/** a package of hospital 6 on a fresh goods (its id is the goods'), in the goods' category */
async function freshPackage(c: Ctx): Promise<{ id: number; categoryId: number }> {
  const k = await c.catalog()
  await database.db
    .insertInto('pe_package')
    .values({ id: k.goodsId, hospital_id: 6, goods_id: k.goodsId, sex_limit: 0, min_age: 0, max_age: 150, sort: 999 })
    .execute()
  return { id: k.goodsId, categoryId: k.childId }
}
const package6 = async () =>
  (await database.db.selectFrom('pe_package').select('id').where('hospital_id', '=', 6).orderBy('id').executeTakeFirstOrThrow()).id
/** a new slot 40 days ahead (the first save adds it; later ones change nothing: 400, still served) */
const poolEdit = async () => ({ packageId: await package6(), slots: [{ date: addDays(today(), 40)!, time: '19:00-20:00', total: 3 }] })
/** routes outside the role matrix: the login steps themselves (auth.test.ts) and logout (run last below) */
const AUTH_STEPS = new Set([`POST ${STAFF_PATHS.login}`, `POST ${STAFF_PATHS.totp}`, `POST ${STAFF_PATHS.logout}`])

test('every staff route × every role × own / other hospital', async () => {
  const staffRoutes = routes
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((m) => ({ key: `${m} ${r.url}`, method: m, url: r.url, access: (r.config as { staff?: StaffAccess } | undefined)?.staff })),
    )
    .filter((r) => r.url.startsWith('/staff/'))
  expect(staffRoutes.length).toBeGreaterThan(10)
  const unclassified = staffRoutes.filter((r) => !r.access || (!SAMPLES[r.key] && !AUTH_STEPS.has(r.key))).map((r) => r.key)
  expect(unclassified).toEqual([])

  let n = 0
  const ctx: Ctx = {
    n: () => ++n,
    staffId: (await staffAccount(t, 'operator', 6)).staffId,
    orderId: async (service) => {
      const u = await login()
      const code = String(100000000000 + ++n)
      const o = await order(u.userId, service ? { goodsType: 2, verifyCode: code } : {})
      return { id: o.id, code }
    },
    invoice: async () => {
      const u = await login()
      const o = await order(u.userId)
      const r = await t.post(
        '/order-center/invoiceInfo/new/submitApply',
        { orderIdList: [o.id], headerType: 1, invoiceTitle: '张三', email: 'zs@example.com' },
        { token: u.token },
      )
      return { id: r.body.data.invoiceId, amount: r.body.data.amount }
    },
    catalog: async () => {
      const db = database.db
      const id = async () => Number((await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(db)).rows[0].id)
      const [parentId, childId, goodsId, skuId, couponId, distId] = [await id(), await id(), await id(), await id(), await id(), await id()]
      const path = '/assets/items/matrix.png'
      await db
        .insertInto('browse_category')
        .values([
          { id: parentId, hospital_id: 6, category_name: '矩阵', cate_level: 1, parent_id: 0, icon_path: '', sort: 99 },
          { id: childId, hospital_id: 6, category_name: '矩阵子类', cate_level: 2, parent_id: parentId, icon_path: '', sort: 1 },
        ])
        .execute()
      await db
        .insertInto('goods')
        .values({
          id: goodsId,
          hospital_id: 6,
          goods_distribute_id: distId,
          category_id: childId,
          goods_name: '矩阵商品',
          goods_type: 1,
          goods_path: path,
          goods_pics: JSON.stringify([path]),
          sell_point: '',
          lined_price_cents: 0,
          stock_flag: 1,
          price_show_mode: 0,
          goods_price_flag: 0,
          custom_copy: '',
          deal_type: '',
          label_list: '[]',
          spec_list: '[]',
          service_list: '[]',
          service_institution: sql`null`,
          service_items: '[]',
          need_appoint: false,
          rule_fields: '[]',
          message_fields: '[]',
          detail_html: '',
          notice: '',
          is_support_refund: true,
          sales_num: 0,
          copy_type: 0,
          copywriting: '',
          status: 0,
          sort: 0,
          created_at: new Date(t.clock.now),
        })
        .execute()
      await db
        .insertInto('goods_sku')
        .values({
          id: skuId,
          goods_id: goodsId,
          sku_data: JSON.stringify([{ key: '规格', value: '标准' }]),
          price_cents: 1000,
          lined_price_cents: 0,
          stock: 3,
          sku_pic: '',
        })
        .execute()
      await db
        .insertInto('coupon_rule')
        .values({
          id: couponId,
          hospital_id: 6,
          coupon_name: '矩阵券',
          coupon_type: 1,
          coupon_val: 500,
          reach_type: 0,
          reach_val: 0,
          acquire_begin: null,
          acquire_end: null,
          period_begin: null,
          period_end: null,
          period_days: 30,
          req_num: 1,
          coupon_total: 100,
          received_num: 0,
          goods_ids: '[]',
          new_user: false,
          in_center: false,
          coupon_describe: '',
        })
        .execute()
      return { parentId, childId, goodsId, skuId, path, couponId }
    },
    content: async () => {
      const db = database.db
      const id = async () => Number((await sql<{ id: string }>`select nextval('catalog_console_id_seq') as id`.execute(db)).rows[0].id)
      const [articleId, videoId] = [await id(), await id()]
      const at = new Date(t.clock.now)
      await db
        .insertInto('article')
        .values({
          id: articleId,
          hospital_id: 6,
          group_id: 631,
          title: '矩阵',
          author: '',
          cover_path: '',
          summary: '',
          content: '<p>正文</p>',
          publish_time: at,
          read_num: 0,
          status: 0,
        })
        .execute()
      await db
        .insertInto('hospital_video')
        .values({
          id: videoId,
          hospital_id: 6,
          title: '矩阵视频',
          intro: '',
          cover_path: '/assets/matrix.png',
          video_path: 'https://video.example.com/a.mp4',
          duration_s: 0,
          publish_time: at,
          play_num: 0,
          sort: 0,
        })
        .execute()
      return { articleId, videoId }
    },
    // a fresh pending after-sale of hospital 6 per call
    afterSaleId: async () => {
      const u = await login()
      const o = await order(u.userId)
      const r = await t.post(
        '/order-center/afterSale/applyAfterSale',
        { orderId: o.id, afterSaleType: 1, reasonId: 2, refundAmount: 1 },
        { token: u.token },
      )
      if (!r.body.data) throw new Error(`apply: ${r.status} ${r.raw}`)
      return r.body.data.afterSaleId
    },
  }
  const clients: Array<{ role: StaffRole; hospital: number; s: StaffClient }> = []
  for (const hospital of [6, 7]) for (const role of STAFF_ROLES) clients.push({ role, hospital, s: await staffOfRole(t, role, hospital) })

  const counts = { calls: 0, allowed: 0, refused: 0, notFound: 0, unexpected: [] as string[] }
  for (const route of staffRoutes) {
    if (AUTH_STEPS.has(route.key)) continue
    const access = route.access as StaffAccess
    for (const c of clients) {
      const sample = await SAMPLES[route.key](ctx)
      const res = route.method === 'GET' ? await c.s.get(route.url, { query: sample.query }) : await c.s.post(route.url, sample.body ?? {})
      counts.calls++
      const permitted = 'permission' in access ? ROLE_PERMISSIONS[c.role].includes(access.permission) : true
      const own = c.hospital === 6
      const label = `${route.key} as ${c.role}@${c.hospital}: ${res.status}`
      if (!permitted) {
        if (res.status === 403) counts.refused++
        else counts.unexpected.push(label)
        continue
      }
      if (res.status === 401 || res.status === 403) {
        counts.unexpected.push(`${label} (refused a permitted role)`)
        continue
      }
      if (own || sample.list || (sample.platformCrosses && c.role === 'platform-admin')) {
        if (res.status === 404) counts.unexpected.push(`${label} (own object not found)`)
        else counts.allowed++
      } else if (res.status === 404) counts.notFound++
      else counts.unexpected.push(`${label} (another hospital's object served)`)
    }
  }
  // logout, last: every role may end its own session
  for (const c of clients) expect((await c.s.post(STAFF_PATHS.logout, {})).status).toBe(200)
  console.log(
    `staff matrix: ${staffRoutes.length} routes (${staffRoutes.length - AUTH_STEPS.size} in the matrix), ${STAFF_ROLES.length} roles × 2 hospitals -> ${counts.calls} calls: ${counts.allowed} allowed, ${counts.refused} refused (403), ${counts.notFound} other hospital's object 404, ${counts.unexpected.length} unexpected`,
  )
  expect(counts.unexpected).toEqual([])
  // 322 calls, each sample a fresh patient, order or application: more than the default minute on a loaded machine
}, 360_000)
