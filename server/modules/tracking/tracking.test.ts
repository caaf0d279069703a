/**
 * Tracking over HTTP (issue 18; SPEC §7 zeus/buryPoint/pageVisit, buryPoint/share, common/track): batches stored
 * with the session's user (a visitor: none), utm/spm kept, the beacon's text body, 400 on bad input, and the staff
 * aggregate: visits per page per business day (a visit at 23:50 and one at 00:10 China time fall on two days under
 * any host zone), per hospital, behind the staff key.
 */
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { businessWallTime } from '../../../src/domain/time'
import type { Database } from '../../lib/db'
import * as M from '../../../src/domain/messages'
import { STAFF_PATHS } from '../../../contract/staff'
import { staffOfRole, type StaffClient } from '../../../test-support/server/staff'

let database: Database
let t: TestApp
let staff6: StaffClient
let staff7: StaffClient
const patient = patients(() => ({ database, t }), '137', 'trk')

beforeAll(async () => {
  database = await createTestDatabase()
  // 2026-03-09 23:50 in the business zone (China): ten minutes before the business day changes
  t = await createTestApp({
    database,
    clock: createClock(businessWallTime(2026, 3, 9, 23, 50).getTime()),
  })
  // the figures are the staff console's (figures:read): an operator of each hospital (two logins: the clock moves 1 min)
  staff6 = await staffOfRole(t, 'operator', 6)
  staff7 = await staffOfRole(t, 'operator', 7)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const H6 = { hospitalId: '6' }
const stats = (from: string, to: string, who: StaffClient = staff6, utm?: string) =>
  who.get(STAFF_PATHS.figures, { query: { from, to, ...(utm ? { utm } : {}) } })

test('visits of a user and of a visitor are stored with utm/spm, the user from the session only', async () => {
  const u = await patient()
  const r = await t.post(
    '/zeus/buryPoint/pageVisit',
    { utm: 'wx_menu', spm: 'a.b.c', visits: [{ path: '/home' }, { path: '/goodsDetail' }], userId: 1 },
    { token: u.token, headers: H6 },
  )
  expect(r.status).toBe(200)
  expect(r.body.data).toEqual({ accepted: 2 })
  const anon = await t.post('/zeus/buryPoint/pageVisit', { visits: [{ path: '/home' }] }, { headers: H6 })
  expect(anon.body.data).toEqual({ accepted: 1 })
  const rows = await database.db.selectFrom('track_event').selectAll().where('day', '=', '2026-03-09').orderBy('id').execute()
  expect(rows.map((x) => [x.kind, x.name, x.user_id, x.utm, x.spm, x.hospital_id])).toEqual([
    ['visit', '/home', u.userId, 'wx_menu', 'a.b.c', 6],
    ['visit', '/goodsDetail', u.userId, 'wx_menu', 'a.b.c', 6],
    ['visit', '/home', null, null, null, 6],
  ])
})

test('the beacon fallback posts text/plain JSON; a body that is not JSON is a 400', async () => {
  const r = await t.call('POST', '/zeus/buryPoint/pageVisit', {
    payload: JSON.stringify({ visits: [{ path: '/shop/home' }] }),
    headers: { ...H6, 'content-type': 'text/plain;charset=UTF-8' },
  })
  expect(r.body).toMatchObject({ code: 200, data: { accepted: 1 } })
  const bad = await t.call('POST', '/zeus/buryPoint/pageVisit', { payload: '{nope', headers: { ...H6, 'content-type': 'text/plain' } })
  expect(bad.status).toBe(400)
  expect(bad.body.msg).toBe(M.TRACK_BODY_INVALID)
})

test('shares and named events', async () => {
  const u = await patient()
  const s = await t.post(
    '/zeus/buryPoint/share',
    { shares: [{ path: '/goodsDetail', target: 'wechat', objectType: 'goods', objectId: '6001' }] },
    { token: u.token, headers: H6 },
  )
  expect(s.body.data).toEqual({ accepted: 1 })
  const e = await t.post('/common/track', { events: [{ event: 'poster.save', path: '/goodsDetail' }] }, { token: u.token, headers: H6 })
  expect(e.body.data).toEqual({ accepted: 1 })
  const rows = await database.db
    .selectFrom('track_event')
    .select(['kind', 'name', 'target', 'object_type', 'object_id'])
    .where('user_id', '=', u.userId)
    .execute()
  expect(rows).toEqual(
    expect.arrayContaining([
      { kind: 'share', name: '/goodsDetail', target: 'wechat', object_type: 'goods', object_id: '6001' },
      { kind: 'event', name: 'poster.save', target: null, object_type: null, object_id: null },
    ]),
  )
})

test.each([
  ['no visits', { visits: [] }],
  ['a path with its query', { visits: [{ path: '/goodsDetail?phone=13800000000' }] }],
  ['a path without a leading slash', { visits: [{ path: 'home' }] }],
  ['too many in one batch', { visits: Array.from({ length: 51 }, () => ({ path: '/home' })) }],
  ['a long utm', { utm: 'x'.repeat(65), visits: [{ path: '/home' }] }],
])('400: %s', async (_, body) => {
  const r = await t.post('/zeus/buryPoint/pageVisit', body, { headers: H6 })
  expect(r.status).toBe(400)
  expect(r.body.code).toBe(400)
  expect(typeof r.body.msg).toBe('string')
})

test('400: an unknown share target', async () => {
  const r = await t.post('/zeus/buryPoint/share', { shares: [{ path: '/home', target: 'fax' }] }, { headers: H6 })
  expect(r.status).toBe(400)
})

describe('the aggregate: visits per page per business day', () => {
  test('a visit ten minutes after midnight China time counts on the next day; hospitals apart; visitors distinct', async () => {
    const u = await patient()
    t.clock.advance(20 * 60_000) // 2026-03-10 00:10 China time (still 03-09 in UTC)
    await t.post('/zeus/buryPoint/pageVisit', { visits: [{ path: '/home' }, { path: '/home' }] }, { token: u.token, headers: H6 })
    await t.post('/zeus/buryPoint/pageVisit', { visits: [{ path: '/home' }] }, { headers: { hospitalId: '7' } })
    const r = await stats('2026-03-09', '2026-03-10')
    expect(r.status).toBe(200)
    const mine = r.body.data.filter((x: { path: string }) => ['/home', '/goodsDetail', '/shop/home'].includes(x.path))
    expect(mine).toEqual([
      { day: '2026-03-09', path: '/home', visits: 2, visitors: 1 },
      { day: '2026-03-09', path: '/goodsDetail', visits: 1, visitors: 1 },
      { day: '2026-03-09', path: '/shop/home', visits: 1, visitors: 0 },
      { day: '2026-03-10', path: '/home', visits: 2, visitors: 1 },
    ])
    const campaign = await stats('2026-03-09', '2026-03-10', staff6, 'wx_menu')
    expect(campaign.body.data).toEqual([
      { day: '2026-03-09', path: '/goodsDetail', visits: 1, visitors: 1 },
      { day: '2026-03-09', path: '/home', visits: 1, visitors: 1 },
    ])
    const other = await stats('2026-03-10', '2026-03-10', staff7)
    expect(other.body.data).toEqual([{ day: '2026-03-10', path: '/home', visits: 1, visitors: 0 }])
  })
  test('only staff with figures:read (the shared-key endpoint is gone); a bad period is a 400 with its message', async () => {
    expect((await t.get('/zeus/buryPoint/pageVisitStats', { query: { from: '2026-03-09', to: '2026-03-10' }, headers: H6 })).status).toBe(
      404,
    )
    expect((await t.get(STAFF_PATHS.figures, { query: { from: '2026-03-09', to: '2026-03-10' } })).status).toBe(401)
    const doctor = await staffOfRole(t, 'doctor', 6)
    expect((await stats('2026-03-09', '2026-03-10', doctor)).status).toBe(403)
    const order = await stats('2026-03-10', '2026-03-09')
    expect([order.status, order.body.msg]).toEqual([400, M.TRACK_STATS_ORDER])
    const long = await stats('2026-01-01', '2026-06-30')
    expect([long.status, long.body.msg]).toEqual([400, M.trackStatsTooLong(93)])
    const bad = await stats('2026-02-30', '2026-03-01')
    expect([bad.status, bad.body.msg]).toEqual([400, M.TRACK_STATS_BAD_DATE])
    expect((await stats('tomorrow', '2026-03-01')).status).toBe(400)
  })
})
