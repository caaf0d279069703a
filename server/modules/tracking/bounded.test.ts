/**
 * Tracking bounded (issue 29 item 3, service.ts): caps per client address (visitors) and per user, per minute and per
 * business day, events over them dropped silently; duplicates folded into one row's `hits`; the daily roll-up into
 * track_daily with the staff figures identical before and after it (two instances rolling up at once: once); raw rows
 * deleted after the retention; a flood of 10,000 events from one address and some users leaves the table bounded.
 */
import { sql } from 'kysely'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import { businessToday, businessWallTime } from '../../../src/domain/time'
import { TRACK_MAX_BATCH } from '../../../src/domain/tracking'
import type { Database } from '../../lib/db'
import { maintainTracking } from './service'
import { SEED_HOSPITALS } from '../../seed'
import { STAFF_PATHS } from '../../../contract/staff'
import { staffOfRole } from '../../../test-support/server/staff'

const DAY = 86_400_000
let database: Database
let t: TestApp
/** the same database with small caps: 60 per minute and 100 per day, per user and per address */
let small: TestApp
const patient = patients(() => ({ database, t }), '139', 'bnd')

beforeAll(async () => {
  database = await createTestDatabase()
  // hospitals 12 and 13 of this file alone (their figures are read by an operator of each, whose hospital must exist)
  await database.db
    .insertInto('hospital')
    .values([12, 13].map((id) => ({ ...SEED_HOSPITALS[0], id, name: `测试医院${id}`, short_name: `测试${id}` })))
    .execute()
  const clock = createClock(businessWallTime(2026, 4, 1, 10, 0).getTime())
  t = await createTestApp({ database, clock })
  small = await createTestApp({
    database,
    clock,
    config: {
      tracking: { userPerMinute: 60, userPerDay: 100, addressPerMinute: 60, addressPerDay: 100, retentionDays: 30 },
    },
  })
})
afterAll(async () => {
  await t?.close()
  await small?.close()
  await database?.close()
})

/** the staff figures (figures:read) of a hospital, read by an operator of that hospital logged in for the read (the
 * test's clock jumps days, past a staff session's time-outs) */
const pageVisits = async (hospitalId: number, query: Record<string, string>) =>
  (await staffOfRole(t, 'operator', hospitalId)).get(STAFF_PATHS.figures, { query })

const visits = (n: number, prefix = '/p') => ({ visits: Array.from({ length: n }, (_, i) => ({ path: `${prefix}${i}` })) })
const rowsOf = async (hospitalId: number) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from track_event where hospital_id = ${hospitalId}`.execute(database.db)).rows[0].n,
  )
/** ends the per-minute windows of the caps (the database's clock decides them) */
const endMinuteWindows = () =>
  sql`update rate_limit set reset_at = now() - interval '1 second' where key like 'track:m:%'`.execute(database.db)
const accepted = async (app: TestApp, body: unknown, opts: { ip?: string; token?: string; hospitalId?: string }) => {
  const r = await app.post('/zeus/buryPoint/pageVisit', body, {
    ip: opts.ip,
    token: opts.token,
    headers: { hospitalId: opts.hospitalId ?? '6' },
  })
  expect(r.status).toBe(200)
  return r.body.data.accepted as number
}

describe('caps', () => {
  test('a visitor address: 60 a minute, 100 a business day; over them dropped silently; another address apart', async () => {
    const ip = '192.0.2.10'
    const h = { ip, hospitalId: '11' }
    expect(await accepted(small, visits(50), h)).toBe(50)
    expect(await accepted(small, visits(50, '/q'), h)).toBe(10)
    expect(await accepted(small, visits(5, '/r'), h)).toBe(0)
    expect(await accepted(small, visits(5), { ip: '192.0.2.11', hospitalId: '11' })).toBe(5)
    await endMinuteWindows()
    // the dropped events were not counted: the day still has 40 of its 100
    expect(await accepted(small, visits(50, '/s'), h)).toBe(40)
    await endMinuteWindows()
    expect(await accepted(small, visits(1, '/t'), h)).toBe(0)
    expect(await rowsOf(11)).toBe(105)
    // the next business day starts a new day's count
    small.clock.advance(DAY)
    expect(await accepted(small, visits(3, '/u'), h)).toBe(3)
    small.clock.advance(-DAY)
  })

  test('a logged-in user: the user caps, whatever the address; shares and events count too', async () => {
    const u = await patient()
    expect(await accepted(small, visits(50), { token: u.token, ip: '192.0.2.20' })).toBe(50)
    const s = await small.post(
      '/zeus/buryPoint/share',
      { shares: Array.from({ length: 20 }, (_, i) => ({ path: `/g${i}`, target: 'wechat' })) },
      { token: u.token, ip: '192.0.2.21', headers: { hospitalId: '6' } },
    )
    expect(s.body.data).toEqual({ accepted: 10 })
    const e = await small.post('/common/track', { events: [{ event: 'poster.save' }] }, { token: u.token, headers: { hospitalId: '6' } })
    expect(e.body.data).toEqual({ accepted: 0 })
    // another user from the same address is not affected
    const v = await patient()
    expect(await accepted(small, visits(2), { token: v.token, ip: '192.0.2.20' })).toBe(2)
  })
})

describe('duplicates fold', () => {
  test('the same user, page and minute is one row counting its hits; the figures count every hit', async () => {
    const u = await patient()
    const h = { token: u.token, hospitalId: '12' }
    expect(await accepted(t, { visits: [{ path: '/home' }, { path: '/home' }] }, h)).toBe(2)
    expect(await accepted(t, { visits: [{ path: '/home' }] }, h)).toBe(1)
    // a visitor's duplicates fold by address (never stored: only inside the fold key)
    await accepted(t, { visits: [{ path: '/home' }] }, { ip: '192.0.2.30', hospitalId: '12' })
    await accepted(t, { visits: [{ path: '/home' }] }, { ip: '192.0.2.30', hospitalId: '12' })
    const rows = await database.db
      .selectFrom('track_event')
      .select(['user_id', 'hits'])
      .where('hospital_id', '=', 12)
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { user_id: u.userId, hits: 3 },
      { user_id: null, hits: 2 },
    ])
    // a minute later: a new row
    t.clock.advance(60_000)
    await accepted(t, { visits: [{ path: '/home' }] }, h)
    expect(await rowsOf(12)).toBe(3)
    const day = businessToday(t.clock.now)
    const r = await pageVisits(12, { from: day, to: day })
    expect(r.body.data).toEqual([{ day, path: '/home', visits: 6, visitors: 1 }])
  })
})

describe('roll-up and retention', () => {
  test('past days roll up once (two instances at once), the figures stay identical, raw rows go after the retention', async () => {
    const H = '13'
    const day1 = businessToday(t.clock.now)
    const users = [await patient(), await patient(), await patient()]
    for (const [i, u] of users.entries()) {
      await accepted(
        t,
        { utm: i ? 'wx_menu' : undefined, visits: [{ path: '/home' }, { path: `/goods${i}` }] },
        { token: u.token, hospitalId: H },
      )
      await accepted(t, { utm: 'wx_menu', visits: [{ path: '/home' }] }, { token: u.token, hospitalId: H })
    }
    await accepted(t, { visits: [{ path: '/home' }, { path: '/home' }] }, { ip: '192.0.2.40', hospitalId: H })
    t.clock.advance(DAY)
    const day2 = businessToday(t.clock.now)
    await accepted(t, { utm: 'wx_menu', visits: [{ path: '/home' }] }, { token: users[0].token, hospitalId: H })
    const figures = async (utm?: string) => (await pageVisits(Number(H), { from: day1, to: day2, ...(utm ? { utm } : {}) })).body.data
    const before = [await figures(), await figures('wx_menu')]
    expect(before[0]).toEqual([
      { day: day1, path: '/home', visits: 8, visitors: 3 },
      { day: day1, path: '/goods0', visits: 1, visitors: 1 },
      { day: day1, path: '/goods1', visits: 1, visitors: 1 },
      { day: day1, path: '/goods2', visits: 1, visitors: 1 },
      { day: day2, path: '/home', visits: 1, visitors: 1 },
    ])

    // two days later both days are before yesterday: rolled up once, whichever instance runs it
    t.clock.advance(2 * DAY)
    const now = new Date(t.clock.now)
    const runs = await Promise.all([maintainTracking(database.db, now, 30), maintainTracking(database.db, now, 30)])
    const rolled = runs.flatMap((r) => r.rolledUp)
    expect(rolled.filter((d) => d === day1)).toHaveLength(1)
    expect(rolled.filter((d) => d === day2)).toHaveLength(1)
    // day 1: 4 pages over all utms, 3 pages of wx_menu
    const daily = await database.db.selectFrom('track_daily').selectAll().where('hospital_id', '=', 13).where('day', '=', day1).execute()
    expect(daily.map((r) => `${r.utm}${r.name}`).sort()).toEqual([
      '/goods0',
      '/goods1',
      '/goods2',
      '/home',
      'wx_menu/goods1',
      'wx_menu/goods2',
      'wx_menu/home',
    ])
    expect([await figures(), await figures('wx_menu')]).toEqual(before)
    expect(await rowsOf(13)).toBeGreaterThan(0)

    // after the retention (30 business days) the raw rows are deleted; the figures come from the roll-up alone
    t.clock.advance(30 * DAY)
    const later = await maintainTracking(database.db, new Date(t.clock.now), 30)
    expect(later.deleted).toBeGreaterThan(0)
    expect(await rowsOf(13)).toBe(0)
    expect([await figures(), await figures('wx_menu')]).toEqual(before)
  })
})

describe('a flood', () => {
  test('10,000 events from one address and 3 users (1,000 each): the table stays bounded', async () => {
    const H = 14
    const ip = '192.0.2.50'
    const users = [await patient(), await patient(), await patient()]
    let sent = 0
    let kept = 0
    const batches: Array<() => Promise<number>> = []
    for (let b = 0; b < 10_000 / TRACK_MAX_BATCH; b++)
      batches.push(() => accepted(t, visits(TRACK_MAX_BATCH, `/flood${b}-`), { ip, hospitalId: String(H) }))
    for (const u of users)
      for (let b = 0; b < 1000 / TRACK_MAX_BATCH; b++)
        batches.push(() => accepted(t, visits(TRACK_MAX_BATCH, `/u${b}-`), { token: u.token, ip, hospitalId: String(H) }))
    // eight at a time
    for (let i = 0; i < batches.length; i += 8) {
      const got = await Promise.all(batches.slice(i, i + 8).map((f) => f()))
      sent += got.length * TRACK_MAX_BATCH
      kept += got.reduce((a, x) => a + x, 0)
    }
    const rows = await rowsOf(H)
    const caps = t.app.deps.config.tracking
    // within one minute: the address's and each user's per-minute caps (all distinct paths: no folding helps)
    console.log(`tracking flood: ${sent} events sent, ${kept} accepted, track_event rows of the flood: ${rows}`)
    expect(sent).toBe(13_000)
    expect(kept).toBe(rows)
    expect(rows).toBeLessThanOrEqual(caps.addressPerMinute * 2 + users.length * caps.userPerMinute * 2)
  })
})
