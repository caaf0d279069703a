#!/usr/bin/env node
/**
 * What the hospital's staff made in the console, seen in a mini-program build (issue 32, "Done when": both
 * mini-program checks show a published report and a doctor's reply sent from the console). Needs a fresh seeded
 * server in development mode (its /dev routes), one per run (it writes):
 *
 *   bash scripts/with-server.sh node scripts/mp-check/staff-made.mjs weapp --api '$API'
 *
 * Staff side, over the staff HTTP API as the console calls it (cookie session + CSRF header):
 *  - the seed has no staff account (there is no default account, server/modules/staff/command.ts); the first one,
 *    a hospital admin of hospital 6, comes from /dev/staff-session (as `npm run staff -- create-admin` would make
 *    it); the admin invites a check-up desk member and a doctor's account linked to doctor 602 (李秀兰), and each
 *    of them signs in for real: password, then the TOTP set-up with the code computed here from the secret the
 *    server gives (RFC 6238, as e2e/console-helpers.ts `totp` does);
 *  - the demo user (13800138000) books package 6023 for a new exam person over the patient API; the booking's day
 *    becomes today (/dev/checkup/exam-day) and the desk checks the patient in by the ID number (已到检);
 *  - the desk enters the report (a PDF and values); the doctor, a second member, reviews and publishes it;
 *  - the doctor answers the demo user's seeded consultation with 李秀兰 in the workbench (POST /staff/chat/send);
 *  - the admin publishes the home page with a new icon navigator under the search box (the page editor's draft, save, publish).
 * Patient side, in the fake runtime as the logged-in demo user:
 *  1. /webReportDetail?id= of that report: its conclusions, the abnormal items with their values and flags;
 *  2. the chat room with doctor 602: the doctor's reply text;
 *  3. the home of hospital 6: the new block's item (issue 33: the weapp boot check renders the published block).
 * Options: [distDir] --api URL [--json]. Exit code 1 on any failure.
 */
import { createHmac, randomBytes } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkWeapp } from './weapp.mjs'
import { checkAlipay } from './alipay.mjs'
import { runCheckCli } from './cli.mjs'
import { DEMO_LOGIN } from './cart.mjs'
import { builtPage } from './demo.mjs'

const HOSPITAL = 6
const PACKAGE = 6023
const DOCTOR = 602
const COOKIE = '__Host-staff-session'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** the 6-digit TOTP code (SHA-1, 30 s) of a base32 secret (RFC 6238) */
export function totp(secret, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of secret.replace(/=+$/, '').toUpperCase()) {
    const v = alphabet.indexOf(c)
    if (v < 0) throw new Error(`not base32: ${c}`)
    bits += v.toString(2).padStart(5, '0')
  }
  const bytes = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const h = createHmac('sha1', Buffer.from(bytes)).update(counter).digest()
  const o = h[h.length - 1] & 0xf
  const n = ((h[o] & 0x7f) << 24) | (h[o + 1] << 16) | (h[o + 2] << 8) | h[o + 3]
  return String(n % 1_000_000).padStart(6, '0')
}

/** an ID number of a man born 1990 (package 6023's age band) with its check digit; a new one per run */
function idNumber() {
  // born 1990-03-10..27; the sequence's last digit odd: a man
  const first17 = `320102199003${10 + (randomBytes(1)[0] % 18)}${String(randomBytes(1)[0] % 100).padStart(2, '0')}3`
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = first17.split('').reduce((s, c, i) => s + Number(c) * w[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

/** one call of the API: the envelope's data, or a thrown error naming the call and the reply */
async function call(api, method, url, body, headers = {}) {
  const res = await fetch(new URL(url, api), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  if (res.status !== 200 || !json || json.code !== 200) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`)
  return { data: json.data, res }
}

const cookieOf = (res) => {
  const m = new RegExp(`${COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') || '')
  if (!m) throw new Error(`no ${COOKIE} cookie in the reply`)
  return m[1]
}

/** a staff member's client: the session cookie and the CSRF token on every call, as the console sends them */
function staffClient(api, sessionId, csrfToken, me) {
  const headers = { cookie: `${COOKIE}=${sessionId}`, 'x-csrf-token': csrfToken }
  return {
    me,
    get: async (url) => (await call(api, 'GET', url, undefined, headers)).data,
    post: async (url, body) => (await call(api, 'POST', url, body ?? {}, headers)).data,
  }
}

/** the real sign-in of an invited account: password (pending session, TOTP set-up), then the computed code */
async function signIn(api, username, password) {
  const step1 = await call(api, 'POST', '/staff/auth/login', { username, password })
  if (step1.data.next !== 'totp-setup' || !step1.data.secret)
    throw new Error(`${username}: expected the TOTP set-up, got ${JSON.stringify(step1.data)}`)
  const pending = cookieOf(step1.res)
  const step2 = await call(api, 'POST', '/staff/auth/totp', { code: totp(step1.data.secret) }, { cookie: `${COOKIE}=${pending}` })
  const me = step2.data.me
  return staffClient(api, cookieOf(step2.res), me.csrfToken, me)
}

/** the staff members: a hospital admin (the first account), who invites the desk and the linked doctor; both sign in */
async function staffOfHospital(api) {
  const dev = await call(api, 'POST', '/dev/staff-session', { role: 'hospital-admin', hospitalId: HOSPITAL })
  const admin = staffClient(api, dev.data.sessionId, dev.data.csrfToken, null)
  const tag = randomBytes(3).toString('hex')
  const invite = async (username, name, role, doctorId) => {
    const r = await admin.post('/staff/accounts/invite', { username, name, role, ...(doctorId ? { doctorId } : {}) })
    return signIn(api, username, r.initialPassword)
  }
  const desk = await invite(`desk-${tag}`, '前台小王', 'checkup-desk')
  const doctor = await invite(`doctor-${tag}`, '李秀兰', 'doctor', DOCTOR)
  return { admin, desk, doctor }
}

/**
 * the home-page editor (issue 33 "Done when": the weapp boot check with that hospital renders the new block): the
 * admin (content:manage) copies the home's icon navigator (its items show their names) into a new block under the
 * search box, with one item named anew, saves the draft and publishes it (the publish check of src/domain/pageDraft)
 */
async function publishHomeBlock(admin) {
  const { pages } = await admin.get('/staff/pages')
  const home = pages.find((p) => p.kind === 'home')
  if (!home) throw new Error(`hospital ${HOSPITAL} has no home page in the editor: ${JSON.stringify(pages).slice(0, 200)}`)
  const { draft } = await admin.get(`/staff/pages/draft?pageId=${home.id}`)
  const named = draft.blocks.filter((b) => b.resources?.length && b.resources[0].name)
  const source = named.find((b) => b.type === 'iconNav') ?? named[0]
  if (!source) throw new Error(`the home's draft has no block with named items: ${draft.blocks.map((b) => b.type).join(', ')}`)
  const name = `义诊${randomBytes(2).toString('hex')}`
  const block = {
    ...structuredClone(source),
    id: Math.max(...draft.blocks.map((b) => b.id)) + 1,
    resources: [{ ...source.resources[0], name }],
  }
  draft.blocks.splice(1, 0, block) // under the search box
  await admin.post('/staff/pages/draft/save', { pageId: home.id, draft })
  const published = await admin.post('/staff/pages/publish', { pageId: home.id })
  if (!published.version) throw new Error(`publish: ${JSON.stringify(published).slice(0, 300)}`)
  return { name, type: block.type, version: published.version }
}

/** the demo user's token (password login) and the patient API's headers */
async function demoUser(api) {
  const [phone, password] = DEMO_LOGIN.split(':')
  const { data } = await call(
    api,
    'POST',
    '/user-center/passwordLogin',
    { registerName: phone, password },
    { hospitalId: String(HOSPITAL) },
  )
  if (!data?.token) throw new Error(`passwordLogin gave no token: ${JSON.stringify(data).slice(0, 200)}`)
  return { hospitalId: String(HOSPITAL), token: data.token }
}

/** a booking of package 6023 of the demo user for a new exam person, as the app makes it (order line, then the slot) */
async function book(api, H, id) {
  const name = '赵强'
  const person = (
    await call(api, 'POST', '/intserv/pe/addPePerson', { name, idNumber: id, phone: '13912345678', maritalStatus: 1, consent: true }, H)
  ).data
  const sku = (await call(api, 'GET', `/goods-center/goods/goodsSku?goodsId=${PACKAGE}`, undefined, H)).data
  const skuId = sku?.skus?.[0]?.id ?? sku?.skus?.[0]?.skuId
  const pools = (await call(api, 'GET', `/order-center/cart/orderRule?goodsId=${PACKAGE}`, undefined, H)).data.appointPool
  const day = pools.find((d) => d.poolList.length > 0)
  if (!day) throw new Error(`package ${PACKAGE} has no free slot: ${JSON.stringify(pools).slice(0, 200)}`)
  const slot = { appointedDate: day.appointedDate, appointedTime: day.poolList[0].appointedTime }
  const filedInfo = [
    { fieldId: 13, showName: '姓名', value: name },
    { fieldId: 14, showName: '身份证号', value: id },
    { fieldId: 15, showName: '手机号', value: '13912345678' },
    { fieldId: 16, showName: '性别', value: '男' },
    { fieldId: 17, showName: '婚姻状况', value: '未婚' },
  ]
  const order = (
    await call(
      api,
      'POST',
      '/order-center/orderCenter/commitPay',
      { goodsList: [{ goodsId: PACKAGE, skuId, goodsNum: 1, peInfoList: [{ filedInfo, ...slot }] }] },
      H,
    )
  ).data
  const orderGoodsId = (await call(api, 'GET', `/order-center/orderCenter/orderDetail?id=${order.orderId}`, undefined, H)).data.goodsList[0]
    .id
  // the order placed the unit in the slot; released, it is booked for the person (as the e2e journeys do)
  await call(api, 'GET', `/order-center/orderCenter/cancelAppoint?orderId=${order.orderId}&orderGoodsId=${orderGoodsId}`, undefined, H)
  const appoint = (
    await call(
      api,
      'POST',
      '/intserv/pe/appoint',
      { packageId: PACKAGE, personId: person.id, orderId: order.orderId, orderGoodsId, index: 0, ...slot },
      H,
    )
  ).data
  return appoint.appointmentId
}

/** what the console does; returns the report id and the doctor's reply text the patient must see */
export async function staffMakes(api) {
  const { admin, desk, doctor } = await staffOfHospital(api)
  const H = await demoUser(api)
  const id = idNumber()
  const appointmentId = await book(api, H, id)
  await call(api, 'POST', '/dev/checkup/exam-day', { appointmentId })
  const checkedIn = await desk.post('/staff/checkup/checkin', { by: 'idNumber', value: id })
  if (checkedIn.appointmentId !== appointmentId || checkedIn.status !== 4) throw new Error(`check-in: ${JSON.stringify(checkedIn)}`)
  const entered = await desk.post('/staff/reports/create', {
    appointmentId,
    pdfBase64: PDF.toString('base64'),
    items: [
      { department: '检验科', group: '生化', name: '总胆固醇', value: '6.82', unit: 'mmol/L', referenceRange: '2.8-5.2' },
      { department: '检验科', group: '生化', name: '尿酸', value: '512', unit: 'μmol/L', referenceRange: '208-428' },
      { department: '超声科', group: '腹部超声', name: '胆囊', value: '未见明显异常' },
    ],
    conclusions: ['总胆固醇偏高', '高尿酸血症'],
    advice: [{ title: '血脂偏高', text: '低脂饮食，三个月后复查血脂。' }],
  })
  const reviewed = await doctor.post('/staff/reports/review', { id: entered.id, version: entered.version })
  const published = await doctor.post('/staff/reports/publish', { id: entered.id, version: reviewed.version })
  if (published.status !== 'published') throw new Error(`publish: ${JSON.stringify(published).slice(0, 300)}`)
  // the workbench: the doctor's consultations (routed to doctor 602), the demo user's, answered
  const mine = await doctor.get('/staff/chat/conversations?tab=mine')
  const conv = mine.list.find((c) => c.kind === 'consult' && c.type === 1 && c.patient.startsWith('138') && c.patient.endsWith('8000'))
  if (!conv) throw new Error(`the doctor's workbench has no consultation of the demo user: ${JSON.stringify(mine).slice(0, 300)}`)
  const reply = `控制饮食，两周后复查空腹血糖（工作台 ${randomBytes(2).toString('hex')}）`
  const sent = await doctor.post('/staff/chat/send', { groupId: conv.groupId, text: reply })
  if (sent.content?.text !== reply) throw new Error(`send: ${JSON.stringify(sent).slice(0, 300)}`)
  const home = await publishHomeBlock(admin)
  return { reportId: entered.id, examNo: entered.examNo, reply, home }
}

export async function checkStaffMade({ platform = 'weapp', distDir, api, quiet = true }) {
  distDir = path.resolve(distDir || `dist/${platform}`)
  const check = platform === 'alipay' ? checkAlipay : checkWeapp
  const made = await staffMakes(api)
  const report = await check({
    distDir,
    api,
    login: DEMO_LOGIN,
    quiet,
    page: builtPage(distDir, platform, '/webReportDetail'),
    query: { hospitalId: String(HOSPITAL), id: String(made.reportId) },
    expectTexts: [
      '总检结论',
      '总胆固醇偏高',
      '高尿酸血症',
      '异常项目',
      '总胆固醇',
      '6.82',
      '尿酸',
      '512',
      '偏高',
      '低脂饮食，三个月后复查血脂。',
    ],
  })
  const chat = await check({
    distDir,
    api,
    login: DEMO_LOGIN,
    quiet,
    page: builtPage(distDir, platform, '/chatRoom'),
    query: { doctorId: String(DOCTOR), type: '1', hospitalId: String(HOSPITAL) },
    expectTexts: [made.reply],
  })
  const home = await check({
    distDir,
    api,
    quiet,
    page: builtPage(distDir, platform, '/home'),
    query: { hospitalId: String(HOSPITAL) },
    expectTexts: [made.home.name],
  })
  return {
    reports: [
      [`report ${made.examNo}`, report],
      ['chat', chat],
      [`home: a ${made.home.type} block published as version ${made.home.version}`, home],
    ],
    failures: [...report.failures, ...chat.failures, ...home.failures],
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) await runCheckCli('staff-made', checkStaffMade)
