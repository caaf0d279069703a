/**
 * One business time zone (issue 10): the server's days are China days whatever the host's zone.
 * The clocks here are set explicitly to the hours where a UTC host is still on the previous date
 * (00:30 and 07:59 China time) and around China midnight, so this file tests the rule at every hour
 * it runs, under TZ=UTC as under TZ=Asia/Shanghai. BUSINESS_TZ (buildServer businessTimeZone)
 * switches the zone per deployment.
 */
import {
  createClock,
  createTestApp,
  createTestDatabase,
  examUnitWithoutPlace,
  patients,
  testConfig,
  type TestApp,
} from '../test-support/server'
import type { Database } from './lib/db'
import { buildServer } from './app'
import * as M from '../src/domain/messages'
import { addDays, businessWallTime, formatDate, parseDateTime, setBusinessTimeZone } from '../src/domain/time'
import { idCheckDigit } from '../src/domain/validation'

let database: Database
let t: TestApp
let seededAt = 0

const login = patients(() => ({ database, t }), '135', 'bt')
/** the instant of China wall time `hh:mm` on the date 'YYYY-MM-DD' */
const cnAt = (date: string, hh: number, mm: number) => {
  const [y, m, d] = date.split('-').map(Number)
  return businessWallTime(y, m, d, hh, mm).getTime()
}
const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}
const ID = '32010219900307123' + idCheckDigit('32010219900307123')

beforeAll(async () => {
  database = await createTestDatabase()
  seededAt = Date.parse(
    (await database.db.selectFrom('server_kv').select('value').where('key', '=', 'account.seededAt').executeTakeFirstOrThrow()).value,
  )
  t = await createTestApp({ database, clock: createClock(seededAt + 3600_000) })
})
afterAll(async () => {
  await t?.close()
  await database?.close()
  setBusinessTimeZone(undefined)
})

describe('appointments: China days', () => {
  test('the day of the appointment starts at 00:00 China time: too late at 00:30 and 07:59, allowed at 23:59 the day before', async () => {
    const u = await login()
    const p = (
      await t.post(
        '/intserv/pe/addPePerson',
        { name: '李四', idNumber: ID, phone: '13912345678', maritalStatus: 1, consent: true },
        { token: u.token },
      )
    ).body.data
    const date = addDays(formatDate(seededAt), 3)!
    // a place needs a paid order unit (issue 10): an order of the package whose own place was given back
    const unit = await examUnitWithoutPlace(
      t,
      database,
      u.token,
      6023,
      { appointedDate: addDays(formatDate(seededAt), 7)!, appointedTime: '08:00-09:00' },
      { pay: true },
    )
    const booked = await t.post(
      '/intserv/pe/appoint',
      { packageId: 6023, personId: p.id, ...unit, appointedDate: date, appointedTime: '14:00-15:00' },
      { token: u.token },
    )
    expect(booked.status).toBe(200)
    const id = booked.body.data.appointmentId
    const info = async () => (await t.post('/intserv/pe/queryPeAppointedInfo', { appointmentId: id }, { token: u.token })).body.data[0]
    const saved = t.clock.now
    try {
      for (const [day, hh, mm, ok] of [
        [addDays(date, -1)!, 23, 59, true],
        [date, 0, 0, false],
        [date, 0, 30, false],
        [date, 7, 59, false],
      ] as const) {
        t.clock.now = cnAt(day, hh, mm)
        expect([day, hh, mm, (await info()).canReschedule]).toEqual([day, hh, mm, ok])
      }
      t.clock.now = cnAt(date, 0, 30)
      expect(
        (
          await t.post(
            '/intserv/pe/modifyAppointedDate',
            { appointmentId: id, appointedDate: addDays(date, 2), appointedTime: '14:00-15:00' },
            { token: u.token },
          )
        ).body,
      ).toEqual({ code: 400, msg: M.RESCHEDULE_TOO_LATE, data: null })
      t.clock.now = cnAt(date, 7, 59)
      expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: id }, { token: u.token })).body.msg).toBe(
        '需在预约日期前至少1天取消预约',
      )
      t.clock.now = cnAt(addDays(date, -1)!, 23, 59)
      expect((await t.post('/intserv/pe/cancelAppoint', { appointmentId: id }, { token: u.token })).body.data.status).toBe(2)
    } finally {
      t.clock.now = saved
    }
  })

  test('the pool at 00:30 China time starts today (China date) and today’s slots are open; at 14:30 the earlier ones expired', async () => {
    const date = addDays(formatDate(seededAt), 2)!
    const saved = t.clock.now
    try {
      t.clock.now = cnAt(date, 0, 30)
      const days = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: 6023 } })).body.data
      expect(days[0].appointedDate).toBe(date)
      expect(days[0].poolList.every((s: any) => s.appointFlag !== 1)).toBe(true)
      t.clock.now = cnAt(date, 14, 30)
      const later = (await t.get('/intserv/pe/queryAppointPool', { query: { packageId: 6023 } })).body.data
      expect(later[0].appointedDate).toBe(date)
      const flags = Object.fromEntries(later[0].poolList.map((s: any) => [s.appointedTime, s.appointFlag]))
      expect(flags['08:00-09:00']).toBe(1)
      expect(flags['14:00-15:00']).toBe(1)
      expect(later[0].poolList.some((s: any) => s.appointFlag !== 1)).toBe(true) // 15:00 onwards
    } finally {
      t.clock.now = saved
    }
  })
})

describe('dates the server writes', () => {
  test('an order placed at 00:30 China time carries the China date in its number and times', async () => {
    const saved = t.clock.now
    try {
      const day = addDays(formatDate(seededAt), 1)!
      t.clock.now = cnAt(day, 0, 30)
      const u = await login()
      const r = await t.post(
        '/order-center/orderCenter/commitPay',
        { goodsList: [{ goodsId: 6012, skuId: 60121, goodsNum: 1 }], address: ADDRESS },
        { token: u.token },
      )
      expect(r.status).toBe(200)
      expect(r.body.data.orderNo.slice(0, 12)).toBe(`${day.replace(/-/g, '')}0030`)
      expect(r.body.data.closeTime).toBe(`${day} 01:00:00`) // 30 minutes to pay
      const detail = (await t.get('/order-center/orderCenter/orderDetail', { token: u.token, query: { orderId: r.body.data.orderId } }))
        .body.data
      expect(detail.createTime).toBe(`${day} 00:30:00`)
    } finally {
      t.clock.now = saved
    }
  })
})

describe('daily caps reset at China midnight', () => {
  const captchaSend = async (app: TestApp, phone: string) => {
    const c = await app.get('/user-center/captcha')
    const answer = (await app.get(`/dev/captcha/${c.body.data.captchaId}`)).body.data.answer
    return (await app.post('/user-center/verifyCode', { phone, type: 1, captchaId: c.body.data.captchaId, captchaCode: answer })).body
      .errCode
  }
  test('SMS codes per phone per day: the cap of 23:50 is gone at 00:01; at 08:05 China time (UTC midnight) it still holds', async () => {
    const clock = createClock(cnAt('2026-03-10', 23, 50))
    const app = await createTestApp({ database, clock, config: { limits: { codesPerPhonePerDay: 2 } } })
    try {
      const phone = '13700009001'
      expect(await captchaSend(app, phone)).toBe(0)
      clock.advance(121_000)
      expect(await captchaSend(app, phone)).toBe(0)
      clock.advance(121_000)
      expect(await captchaSend(app, phone)).toBe(4) // 23:54: capped
      clock.now = cnAt('2026-03-11', 0, 1)
      expect(await captchaSend(app, phone)).toBe(0) // a new China day

      const other = '13700009002'
      clock.now = cnAt('2026-03-11', 7, 50)
      expect(await captchaSend(app, other)).toBe(0)
      clock.advance(121_000)
      expect(await captchaSend(app, other)).toBe(0)
      clock.now = cnAt('2026-03-11', 8, 5) // 00:05 UTC: a new UTC day, the same China day
      expect(await captchaSend(app, other)).toBe(4)
    } finally {
      await app.close()
    }
  })
})

describe('BUSINESS_TZ', () => {
  test('another zone per deployment: the same instants are shown in it', async () => {
    const article = async (app: TestApp) =>
      (await app.get('/zeus/magic/getArticle', { query: { pageNum: 1, pageSize: 1 } })).body.data.list[0]
    const shanghai = await article(t)
    const utcApp = await createTestApp({ database, clock: createClock(t.clock.now), config: { businessTimeZone: 'UTC' } })
    try {
      const inUtc = await article(utcApp)
      expect(inUtc.id).toBe(shanghai.id)
      expect(shanghai.publishTime).toMatch(/ 09:00:00$/) // seeded at 09:00 China time
      expect(parseDateTime(`${inUtc.publishTime}Z`)!.getTime()).toBe(parseDateTime(`${shanghai.publishTime}+08:00`)!.getTime())
      expect(inUtc.publishTime).toMatch(/ 01:00:00$/)
    } finally {
      await utcApp.close()
      setBusinessTimeZone(undefined)
    }
  })

  test('an unknown zone refuses to start', async () => {
    await expect(
      buildServer(testConfig({ businessTimeZone: 'Asia/Atlantis' }), { database, closeDatabase: false, migrate: false }),
    ).rejects.toThrow('Unknown time zone "Asia/Atlantis"')
  })
})
