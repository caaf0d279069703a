/**
 * Group check-ups and exam cards over HTTP: roster identity checks and card passwords capped per entry /
 * card and per client (counters in the database), company-paid and card bookings without an order
 * (who pays what on a group booking: group-pay.test.ts),
 * owner checks (404), bad input (400), and the shared pool never overbooked when orders, groups and
 * cards book the same slot at once.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients, examUnitWithoutPlace } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { SEED_CARDS, SEED_COMPANIES, employeeIdentity } from '../../seed/checkup2'

let database: Database
let t: TestApp
let seededAt = 0
const login = patients(() => ({ database, t }), '133', 'g')
/** China calendar day d days after the seed */
const day = (d: number) => new Date(seededAt + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10)
const steel = SEED_COMPANIES[0]
const bank = SEED_COMPANIES[1]
const who = (c: (typeof SEED_COMPANIES)[number], i: number) => ({ batchId: c.batch.id, ...employeeIdentity(c.roster[i]), consent: true })
const card = (i: number) => ({ cardNo: SEED_CARDS[i][1], password: SEED_CARDS[i][2] })

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

describe('group check-ups', () => {
  test('batches are public; checkIdentity verifies against the roster, keeps the exam person, lists the allowed packages by sex/age', async () => {
    const batches = (await t.get('/intserv/pe/group/batches')).body.data
    expect(batches.map((b: { batchId: number }) => b.batchId)).toEqual([steel.batch.id, bank.batch.id])
    expect(batches[0]).toMatchObject({ companyName: steel.name, startDate: day(0), payer: 'company' })
    const u = await login()
    const r = await t.post('/intserv/pe/group/checkIdentity', who(steel, 1), { token: u.token }) // 李秀英, a woman
    expect(r.status).toBe(200)
    const e = r.body.data
    expect(e.person).toMatchObject({ name: '李秀英', sex: 0, sexStr: '女', maritalStatus: 1 }) // the roster's: what the add-on rules read
    expect(e.person.idNumber).toMatch(/^320\*+\d{3}[\dX]$/)
    expect(r.raw).not.toContain(who(steel, 1).idNumber)
    expect(e.personId).toBeGreaterThan(0)
    // the batch's male-only package is listed as not allowed for her
    const maleOnly = e.packages.find((p: { reason: string | null }) => p.reason === '该套餐仅限男性')
    expect(maleOnly?.eligible).toBe(false)
    // her exam person is now the caller's
    const persons = (await t.get('/intserv/pe/queryPePerson', { token: u.token })).body.data
    expect(persons.map((p: { id: number }) => p.id)).toContain(e.personId)
    // another account cannot take the same entry, nor read it
    const other = await login()
    const taken = await t.post('/intserv/pe/group/checkIdentity', who(steel, 1), { token: other.token })
    expect(taken.body).toMatchObject({ code: 400, msg: '该员工已由其他账号完成核验' })
    expect((await t.get('/intserv/pe/group/entry', { token: other.token, query: { rosterId: e.rosterId } })).status).toBe(404)
    expect(
      (await t.post('/intserv/pe/group/book', { rosterId: e.rosterId, packageId: e.packages[0].packageId }, { token: other.token })).status,
    ).toBe(404)
  })

  test('consent and bad input: 400 with a clear message; login required', async () => {
    const u = await login()
    expect((await t.post('/intserv/pe/group/checkIdentity', { ...who(steel, 2), consent: false }, { token: u.token })).body.msg).toBe(
      '请先阅读并同意个人信息授权',
    )
    const bad = await t.post(
      '/intserv/pe/group/checkIdentity',
      { batchId: 'x', name: '', idNumber: '1', phone: '1', consent: true },
      { token: u.token },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.msg).toMatch(/batchId|name/)
    expect((await t.post('/intserv/pe/group/checkIdentity', { ...who(steel, 2), batchId: 999 }, { token: u.token })).status).toBe(404)
    expect((await t.post('/intserv/pe/group/checkIdentity', who(steel, 2))).status).toBe(401)
  })

  test('failed checks are capped per roster entry (5) and per client and day (10), in the database', async () => {
    const u = await login()
    const wrongPhone = { ...who(steel, 4), phone: '13900000000' }
    for (let i = 0; i < 5; i++)
      expect((await t.post('/intserv/pe/group/checkIdentity', wrongPhone, { token: u.token })).body.msg).toBe(
        '姓名、身份证号或手机号与单位名单不一致',
      )
    // the entry is locked: even the right identity is refused now, for anyone
    const other = await login()
    expect((await t.post('/intserv/pe/group/checkIdentity', who(steel, 4), { token: other.token })).body.msg).toBe(
      '该员工信息核验失败次数过多，请联系单位体检负责人',
    )
    const row = await database.db
      .selectFrom('pe_group_roster')
      .select('failed_attempts')
      .where('name', '=', steel.roster[4][0])
      .executeTakeFirstOrThrow()
    expect(row.failed_attempts).toBe(5)
    // the same client: 5 more failures (unknown people), then even a right identity is refused today
    for (let i = 0; i < 5; i++) await t.post('/intserv/pe/group/checkIdentity', { ...who(bank, 0), name: `无名${i}` }, { token: u.token })
    expect((await t.post('/intserv/pe/group/checkIdentity', who(bank, 0), { token: u.token })).body.msg).toBe(
      '今日核验失败次数过多，请明天再试',
    )
    // the next business day the client may try again
    const saved = t.clock.now
    t.clock.advance(86400_000)
    try {
      expect((await t.post('/intserv/pe/group/checkIdentity', who(bank, 0), { token: u.token })).status).toBe(200)
    } finally {
      t.clock.now = saved
    }
  })

  test('booking: an allowed package within the window, no order and no payment; once; a place of the shared pool', async () => {
    const u = await login()
    const e = (await t.post('/intserv/pe/group/checkIdentity', who(steel, 0), { token: u.token })).body.data // 王建国, a man
    const pkg = e.packages.find((p: { eligible: boolean }) => p.eligible)
    const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: pkg.packageId } })).body.data
    const d = pool.find((x: { appointedDate: string }) => x.appointedDate === day(4))
    const slot = d.poolList.find((s: { appointFlag: number }) => s.appointFlag === 0)
    const outside = await t.post(
      '/intserv/pe/group/book',
      { rosterId: e.rosterId, packageId: pkg.packageId, appointedDate: day(40), appointedTime: slot.appointedTime },
      { token: u.token },
    )
    expect(outside.body.msg).toBe(`请在单位体检时间内预约（${e.batch.startDate}至${e.batch.endDate}）`)
    const notAllowed = e.packages.find((p: { eligible: boolean }) => !p.eligible)
    if (notAllowed)
      expect(
        (
          await t.post(
            '/intserv/pe/group/book',
            { rosterId: e.rosterId, packageId: notAllowed.packageId, appointedDate: day(4), appointedTime: slot.appointedTime },
            { token: u.token },
          )
        ).body.msg,
      ).toBe(notAllowed.reason)
    expect((await t.post('/intserv/pe/group/book', { rosterId: e.rosterId, packageId: 6036999 }, { token: u.token })).body.msg).toBe(
      '该套餐不在单位为您安排的套餐范围内',
    )
    const r = await t.post(
      '/intserv/pe/group/book',
      { rosterId: e.rosterId, packageId: pkg.packageId, appointedDate: day(4), appointedTime: slot.appointedTime },
      { token: u.token },
    )
    expect(r.status).toBe(200)
    expect(r.body.data.booking).toMatchObject({ packageId: pkg.packageId, appointedDate: day(4), status: 1 })
    const mine = (await t.post('/intserv/pe/queryPeAppointedInfo', {}, { token: u.token })).body.data
    expect(mine[0]).toMatchObject({ orderId: null, totalPrice: 0, appointedDate: day(4) })
    expect(await database.db.selectFrom('shop_order').select('id').where('user_id', '=', u.userId).execute()).toEqual([])
    const again = await t.post(
      '/intserv/pe/group/book',
      { rosterId: e.rosterId, packageId: pkg.packageId, appointedDate: day(5), appointedTime: slot.appointedTime },
      { token: u.token },
    )
    expect(again.body.msg).toBe('已预约体检，如需改期请在我的体检中修改')
  })
})

describe('exam cards', () => {
  test('open without login: package and state; wrong passwords capped per card (5) and per client (10)', async () => {
    const r = await t.post('/intserv/pe/card/query', card(0), { ip: '10.0.0.1' })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ cardNo: SEED_CARDS[0][1], state: 'unused', stateText: '未使用', booking: null })
    const expired = await t.post('/intserv/pe/card/query', card(6), { ip: '10.0.0.1' })
    expect(expired.body.data).toMatchObject({ state: 'expired', stateText: '已过期' })
    expect((await t.post('/intserv/pe/card/query', { cardNo: '', password: 'x' })).status).toBe(400)
    // per card
    for (let i = 0; i < 5; i++)
      expect((await t.post('/intserv/pe/card/query', { ...card(1), password: '000000' }, { ip: `10.0.1.${i}` })).body.msg).toBe(
        '卡号或密码错误',
      )
    expect((await t.post('/intserv/pe/card/query', card(1), { ip: '10.0.2.1' })).body.msg).toBe(
      '该体检卡密码错误次数过多，已锁定，请联系医院客服',
    )
    // per client: unknown numbers count too
    for (let i = 0; i < 10; i++) await t.post('/intserv/pe/card/query', { cardNo: `TJX${i}`, password: '1' }, { ip: '10.0.3.1' })
    expect((await t.post('/intserv/pe/card/query', card(0), { ip: '10.0.3.1' })).body.msg).toBe('今日核验失败次数过多，请明天再试')
    expect((await t.post('/intserv/pe/card/query', card(0), { ip: '10.0.3.2' })).status).toBe(200)
  })

  test('a valid card books without payment (login, own person), once; the booking shows to its owner only', async () => {
    const u = await login()
    const other = await login()
    const person = await t.post(
      '/intserv/pe/addPePerson',
      { name: '周明', idNumber: employeeIdentity(steel.roster[4]).idNumber, phone: '13912345678', maritalStatus: 1, consent: true },
      { token: u.token },
    )
    expect(person.status).toBe(200)
    const info = (await t.post('/intserv/pe/card/query', card(2), { ip: '10.0.9.9' })).body.data
    const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: info.packageId } })).body.data
    const slot = pool
      .find((x: { appointedDate: string }) => x.appointedDate === day(6))
      .poolList.find((s: { appointFlag: number }) => s.appointFlag === 0)
    const at = { appointedDate: day(6), appointedTime: slot.appointedTime }
    expect((await t.post('/intserv/pe/card/book', { ...card(2), personId: person.body.data.id, ...at })).status).toBe(401)
    // another user's person: 404
    expect(
      (await t.post('/intserv/pe/card/book', { ...card(2), personId: person.body.data.id, ...at }, { token: other.token })).status,
    ).toBe(404)
    const r = await t.post('/intserv/pe/card/book', { ...card(2), personId: person.body.data.id, ...at }, { token: u.token })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ state: 'booked', stateText: '已预约', booking: { appointedDate: day(6), status: 1 } })
    expect((await t.post('/intserv/pe/card/query', card(2), { token: other.token })).body.data).toMatchObject({
      state: 'booked',
      booking: null,
    })
    expect((await t.post('/intserv/pe/card/book', { ...card(2), personId: person.body.data.id, ...at }, { token: u.token })).body.msg).toBe(
      '该体检卡已预约，如需改期请在我的体检中修改',
    )
    expect(await database.db.selectFrom('shop_order').select('id').where('user_id', '=', u.userId).execute()).toEqual([])
    // cancelled: the card is usable again and the place is back
    const appointmentId = r.body.data.booking.appointmentId
    expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId }, { token: u.token })).status).toBe(200)
    expect((await t.post('/intserv/pe/card/query', card(2), { token: u.token })).body.data.state).toBe('unused')
  })
})

test('concurrency: orders, group and card bookings on one slot never overbook it', async () => {
  const pkgId = (
    await database.db.selectFrom('pe_card').select('package_id').where('card_no', '=', SEED_CARDS[0][1]).executeTakeFirstOrThrow()
  ).package_id
  const goodsId = (await database.db.selectFrom('pe_package').select('goods_id').where('id', '=', pkgId).executeTakeFirstOrThrow()).goods_id
  const pool = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: pkgId } })).body.data
  const target = pool[pool.length - 2]
  const spare = pool[pool.length - 1]
  const at = { appointedDate: target.appointedDate as string, appointedTime: target.poolList[1].appointedTime as string }
  // three paid order units (placed on another slot first, then freed)
  const orders: Array<{ token: string; unit: { orderId: number; orderGoodsId: number; index: number }; personId: number }> = []
  for (let i = 0; i < 3; i++) {
    const u = await login()
    const unit = await examUnitWithoutPlace(
      t,
      database,
      u.token,
      goodsId,
      { appointedDate: spare.appointedDate, appointedTime: spare.poolList[0].appointedTime },
      { pay: true },
    )
    const p = await t.post(
      '/intserv/pe/addPePerson',
      {
        name: `下单${'一二三'[i]}`,
        idNumber: employeeIdentity(bank.roster[1 + i]).idNumber,
        phone: '13912345678',
        maritalStatus: 1,
        consent: true,
      },
      { token: u.token },
    )
    orders.push({ token: u.token, unit, personId: p.body.data.id })
  }
  // group employees who may take the package, verified by their own accounts; the company-paid ones
  // add a paid add-on (an order of its own), the employee-paid ones (bank) pay the package
  const items = (await t.get('/intserv/pe/queryAddItem', { query: { packageId: pkgId } })).body.data
  const open = items.find(
    (i: { sexLimit: number; minAge: number | null; maxAge: number | null; requiresSexualHistory: boolean }) =>
      i.sexLimit === 0 && i.minAge === null && i.maxAge === null && !i.requiresSexualHistory,
  )
  const groups: Array<{ token: string; rosterId: number; addItemIds?: number[] }> = []
  for (const [c, i] of [
    [bank, 4],
    [bank, 5],
    [steel, 3],
    [steel, 5],
  ] as const) {
    const u = await login()
    const e = (await t.post('/intserv/pe/group/checkIdentity', who(c, i), { token: u.token })).body.data
    if (e?.packages?.some((p: { packageId: number; eligible: boolean }) => p.packageId === pkgId && p.eligible))
      groups.push({ token: u.token, rosterId: e.rosterId, ...(c === steel && open ? { addItemIds: [open.id] } : {}) })
  }
  // card holders
  const cards: Array<{ token: string; personId: number; card: { cardNo: string; password: string } }> = []
  for (const i of [0, 4, 5]) {
    const u = await login()
    const p = await t.post(
      '/intserv/pe/addPePerson',
      {
        name: `持卡${i}`,
        idNumber: employeeIdentity(steel.roster[i === 0 ? 0 : i - 3]).idNumber,
        phone: '13912345678',
        maritalStatus: 1,
        consent: true,
      },
      { token: u.token },
    )
    cards.push({ token: u.token, personId: p.body.data.id, card: card(i) })
  }
  expect(groups.length).toBeGreaterThanOrEqual(2)
  // three places left on the slot
  await database.db
    .updateTable('appoint_pool')
    .set((eb) => ({ total: eb('booked', '+', 3) }))
    .where('goods_id', '=', goodsId)
    .where('appointed_date', '=', at.appointedDate)
    .where('appointed_time', '=', at.appointedTime)
    .execute()
  const results = await Promise.all([
    ...orders.map((o) => t.post('/intserv/pe/appoint', { packageId: pkgId, personId: o.personId, ...o.unit, ...at }, { token: o.token })),
    ...groups.map((g) =>
      t.post('/intserv/pe/group/book', { rosterId: g.rosterId, packageId: pkgId, ...at, addItemIds: g.addItemIds }, { token: g.token }),
    ),
    ...cards.map((c) => t.post('/intserv/pe/card/book', { ...c.card, personId: c.personId, ...at }, { token: c.token })),
  ])
  const okCount = results.filter((r) => r.status === 200).length
  expect(okCount).toBe(3)
  for (const r of results.filter((x) => x.status !== 200)) expect(r.body).toMatchObject({ code: 400, msg: '预约已满' })
  const slot = await database.db
    .selectFrom('appoint_pool')
    .select(['booked', 'total'])
    .where('goods_id', '=', goodsId)
    .where('appointed_date', '=', at.appointedDate)
    .where('appointed_time', '=', at.appointedTime)
    .executeTakeFirstOrThrow()
  expect(slot.booked).toBe(slot.total)
  const held = await database.db
    .selectFrom('pe_appointment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('package_id', '=', pkgId)
    .where('appointed_date', '=', at.appointedDate)
    .where('appointed_time', '=', at.appointedTime)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow()
  expect(Number(held.n)).toBe(3)
  // a refused group booking left no order behind: every group order belongs to a booked appointment
  const orphans = await database.db
    .selectFrom('shop_order as o')
    .select('o.id')
    .where('o.create_way', '=', 'groupAddOn')
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('pe_appointment as a').select('a.id').whereRef('a.add_on_order_id', '=', 'o.id').where('a.status', '=', 1)),
      ),
    )
    .execute()
  expect(orphans).toEqual([])
})
