/**
 * Check-up reports over HTTP (issue 12 item 9; SPEC §7 Reports): the demo user's seeded reports (and his
 * family member's) by person and year, the patient's reading (abnormal first, departments, trends up to
 * the report), the PDF with real Chinese text (pdftotext, apt poppler-utils; font apt fonts-noto-cjk),
 * ownership (another user: 404 for detail and PDF, nothing in the list), bad input 400 with a clear
 * message, linking by exam number + identity with attempts capped per account and per client, and no
 * health data in the logs.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import { createSession } from '../../auth/sessions'
import { DEMO_USER } from '../../seed'
import { SEED_PERSONS, SEED_UNLINKED_REPORTS } from '../../seed/report'
import { LINK_LIMITS } from './service'
import {
  REPORT_EXAM_NO_INVALID,
  REPORT_LINK_NO_MATCH,
  REPORT_LINK_TOO_MANY,
  REPORT_NAME_REQUIRED,
  REPORT_NOT_FOUND,
} from '../../../src/domain/messages/report'
import { ID_NUMBER_CHECK_DIGIT_INVALID } from '../../../src/domain/messages/validation'

let database: Database
let t: TestApp
let demoToken: string
const logs: string[] = []
const patient = patients(() => ({ database, t }), '135', 'report')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({
    database,
    clock: createClock(Date.now()),
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _enc, cb) {
          logs.push(String(chunk))
          cb()
        },
      }),
    },
  })
  const demo = await database.db.selectFrom('app_user').select('id').where('phone', '=', DEMO_USER.phone).executeTakeFirstOrThrow()
  demoToken = await createSession(database.db, { userId: demo.id, loginType: 1, channel: 'h5', hospitalId: 6, now: new Date(t.clock.now) })
})
afterAll(async () => {
  await t.close()
  await database.close()
})

const list = (token: string, query: Record<string, string | number> = {}) => t.get('/zeus/report/queryReportListByPage', { token, query })
const detail = (token: string, id: number) => t.get('/zeus/report/queryReportInfo', { token, query: { id } })

describe('lists', () => {
  test("the demo user sees his three reports and his family member's two, newest first, by person and year", async () => {
    const all = await list(demoToken, { pageSize: 20 })
    expect(all.status).toBe(200)
    const d = all.body.data
    expect(d.total).toBe(5)
    expect(d.persons.map((p: any) => p.name).sort()).toEqual(['张伟', '李娟'])
    expect(d.list.map((r: any) => r.examDate)).toEqual([...d.list.map((r: any) => r.examDate)].sort().reverse())
    expect(d.list[0]).toMatchObject({ institution: '金陵市第一人民医院体检中心', person: { sexStr: expect.any(String) } })
    // identity masked
    for (const r of d.list) expect(r.person.idNumber).toMatch(/^\d{3}\*{11}[\dX]{4}$/)
    expect(JSON.stringify(d)).not.toContain(SEED_PERSONS.self.idNumber)

    const self = d.persons.find((p: any) => p.name === '张伟')
    const mine = await list(demoToken, { personKey: self.personKey })
    expect(mine.body.data.total).toBe(3)
    expect(mine.body.data.list.every((r: any) => r.person.name === '张伟')).toBe(true)
    const year = mine.body.data.years[0]
    const ofYear = await list(demoToken, { personKey: self.personKey, year })
    expect(ofYear.body.data.list.length).toBeGreaterThan(0)
    expect(ofYear.body.data.list.every((r: any) => r.year === year)).toBe(true)
    // paging
    const p1 = await list(demoToken, { pageSize: 2, pageNum: 1 })
    expect(p1.body.data).toMatchObject({ total: 5, hasMore: true, pageSize: 2 })
    expect(p1.body.data.list).toHaveLength(2)
    // POST reportInfo/queryList: the same filter, not paged
    const q = await t.post('/zeus/reportInfo/queryList', { personKey: self.personKey }, { token: demoToken })
    expect(q.status).toBe(200)
    expect(q.body.data.map((r: any) => r.id)).toEqual(mine.body.data.list.map((r: any) => r.id))
    // the latest report of 张伟 has abnormal items
    expect(mine.body.data.list[0].abnormalCount).toBeGreaterThan(5)
  })

  test('login required', async () => {
    expect((await t.get('/zeus/report/queryReportListByPage')).status).toBe(401)
    expect((await t.get('/zeus/report/pdf/1')).status).toBe(401)
  })
})

describe('detail', () => {
  test('conclusions and advice, abnormal items first with flags, every department, trends up to this report', async () => {
    const all = (await list(demoToken, { pageSize: 20 })).body.data.list.filter((r: any) => r.person.name === '张伟')
    const [latest, middle] = all
    const res = await detail(demoToken, latest.id)
    expect(res.status).toBe(200)
    const d = res.body.data
    expect(d.conclusions[0]).toContain('血压升高')
    expect(d.advice.length).toBeGreaterThan(0)
    const abnormal = Object.fromEntries(d.abnormal.map((i: any) => [i.name, i.flag]))
    expect(abnormal).toMatchObject({
      '空腹血糖(GLU)': '↑',
      '总胆固醇(TC)': '↑',
      '高密度脂蛋白胆固醇(HDL-C)': '↓',
      '腹部彩超（肝脏）': '异常',
      收缩压: '↑',
    })
    expect(d.abnormal.find((i: any) => i.name === '空腹血糖(GLU)')).toMatchObject({
      value: '6.4',
      unit: 'mmol/L',
      referenceRange: '3.9-6.1',
      flagLabel: '偏高',
      trendDirection: 'up',
    })
    expect(d.abnormal.find((i: any) => i.name === '空腹血糖(GLU)').trend.map((p: any) => p.value)).toEqual([5.6, 6, 6.4])
    expect(d.departments.map((g: any) => g.department)).toEqual(['一般检查', '检验科', '心电图室', '超声科', '放射科'])
    const total = d.departments.reduce((n: number, g: any) => n + g.items.length, 0)
    expect(total).toBe(d.itemCount)
    expect(d.abnormalCount).toBe(d.abnormal.length)
    // an abnormal text result states the finding only: no 异常 chip beside "未见明显异常" (issue 35)
    for (const i of d.departments.flatMap((g: any) => g.items)) if (i.flag === '异常') expect(i.value).not.toMatch(/未见|无异常|正常/)
    expect(d.departments.flatMap((g: any) => g.items).find((i: any) => i.name === '腹部彩超（胆囊、胰腺、脾脏）')).toMatchObject({
      value: '未见明显异常',
      flag: '正常',
    })
    // text items: no trend
    const ecg = d.departments.find((g: any) => g.department === '心电图室').items[0]
    expect(ecg).toMatchObject({ flag: '正常', trend: [], trendDirection: null })
    expect(d.pdfPath).toBe(`/zeus/report/pdf/${latest.id}`)

    // the middle report: its own value and the earlier one, never the later report's
    const m = (await t.get(`/zeus/reportInfo/queryDetail/${middle.id}`, { token: demoToken })).body.data
    const glu = m.departments.flatMap((g: any) => g.items).find((i: any) => i.name === '空腹血糖(GLU)')
    expect(glu.trend.map((p: any) => p.value)).toEqual([5.6, 6])
  })

  test('the PDF: application/pdf with selectable Chinese text, conclusions first, abnormal items, then every department', async () => {
    const latest = (await list(demoToken)).body.data.list.find((r: any) => r.person.name === '张伟')
    const u = new URL(`/zeus/report/pdf/${latest.id}`, `http://127.0.0.1:${(t.app.server.address() as any).port}`)
    const res = await fetch(u, { headers: { token: demoToken } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-')), 'r.pdf')
    fs.writeFileSync(file, bytes)
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    for (const s of [
      '健康体检报告',
      '总检结论',
      '健康建议',
      '异常项目',
      '空腹血糖(GLU)',
      '谷丙转氨酶(ALT)',
      '中度脂肪肝',
      '检验科',
      '心电图室',
      '放射科',
      'mmol/L',
    ])
      expect(text).toContain(s)
    expect(text.indexOf('总检结论')).toBeLessThan(text.indexOf('异常项目（'))
    expect(text.indexOf('异常项目（')).toBeLessThan(text.indexOf('放射科'))
    expect(text).not.toContain(SEED_PERSONS.self.idNumber)
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    expect(fonts).toMatch(/NotoSansCJKsc-Regular/)
  })
})

describe('ownership and bad input', () => {
  test('another user: nothing in the list, 404 for detail, queryDetail and PDF', async () => {
    const other = await patient()
    const demoList = (await list(demoToken)).body.data
    const id = demoList.list[0].id
    const l = await list(other.token, { personKey: demoList.persons[0].personKey })
    expect(l.status).toBe(200)
    expect(l.body.data).toMatchObject({ total: 0, list: [], persons: [], years: [] })
    expect((await t.post('/zeus/reportInfo/queryList', {}, { token: other.token })).body.data).toEqual([])
    for (const res of [
      await detail(other.token, id),
      await t.get(`/zeus/reportInfo/queryDetail/${id}`, { token: other.token }),
      await t.get(`/zeus/report/pdf/${id}`, { token: other.token }),
      await detail(demoToken, 999999),
    ])
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { code: 404, msg: REPORT_NOT_FOUND, data: null } })
  })

  test.each<[string, string, Record<string, string | number>]>([
    ['GET', '/zeus/report/queryReportInfo', { id: 'abc' }],
    ['GET', '/zeus/report/queryReportInfo', {}],
    ['GET', '/zeus/report/queryReportListByPage', { personKey: 'x' }],
    ['GET', '/zeus/report/queryReportListByPage', { year: 'twenty' }],
    ['GET', '/zeus/reportInfo/queryDetail/abc', {}],
    ['GET', '/zeus/report/pdf/0', {}],
  ])('%s %s %p: 400 with a message', async (method, url, query) => {
    const res = await t.call(method as 'GET', url, { token: demoToken, query })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(400)
    expect(res.body.msg).toMatch(/参数|格式|必填|缺少|id|year|personKey/)
  })
})

describe('linking (/checkupReport)', () => {
  const [first, second] = SEED_UNLINKED_REPORTS
  const link = (token: string, body: Record<string, unknown>, ip = '10.9.0.1') => t.post('/zeus/report/linkReport', body, { token, ip })

  test('bad input is a 400 with a clear message and spends no attempt', async () => {
    const u = await patient()
    const base = { examNo: first.examNo, name: first.person.name, idNumber: first.person.idNumber }
    expect((await link(u.token, { ...base, examNo: '12' })).body).toEqual({ code: 400, msg: REPORT_EXAM_NO_INVALID, data: null })
    expect((await link(u.token, { ...base, name: '  ' })).body).toEqual({ code: 400, msg: REPORT_NAME_REQUIRED, data: null })
    const badCheck = base.idNumber.slice(0, 17) + (base.idNumber[17] === '1' ? '2' : '1')
    expect((await link(u.token, { ...base, idNumber: badCheck })).body).toEqual({
      code: 400,
      msg: ID_NUMBER_CHECK_DIGIT_INVALID,
      data: null,
    })
    expect((await link(u.token, { examNo: first.examNo })).status).toBe(400)
    const guard = await database.db.selectFrom('report_link_guard').selectAll().where('key', '=', `u:${u.userId}`).executeTakeFirst()
    expect(guard).toBeUndefined()
  })

  test('the right exam number + identity adds the report; a wrong part or another account is the same 404', async () => {
    const a = await patient()
    const b = await patient()
    const body = { examNo: first.examNo.toLowerCase(), name: first.person.name, idNumber: first.person.idNumber }
    expect((await link(a.token, { ...body, name: '王芬' })).body).toEqual({ code: 404, msg: REPORT_LINK_NO_MATCH, data: null })
    expect((await link(a.token, { ...body, examNo: 'TJ0000000000' })).body).toEqual({ code: 404, msg: REPORT_LINK_NO_MATCH, data: null })
    const ok = await link(a.token, body)
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ examNo: first.examNo, person: { name: '王芳' } })
    expect(ok.body.data.person.idNumber).not.toBe(first.person.idNumber)
    // again: the same reply (already on this account)
    expect((await link(a.token, body)).body.data.id).toBe(ok.body.data.id)
    // on the account now: list, detail
    expect((await list(a.token)).body.data.list.map((r: any) => r.examNo)).toEqual([first.examNo])
    expect((await detail(a.token, ok.body.data.id)).status).toBe(200)
    // another account cannot take it nor tell it exists
    expect((await link(b.token, body)).body).toEqual({ code: 404, msg: REPORT_LINK_NO_MATCH, data: null })
    expect((await detail(b.token, ok.body.data.id)).status).toBe(404)
  })

  test('attempts are capped per account (even with the right data after the cap) and per client address', async () => {
    const u = await patient()
    const wrong = { examNo: second.examNo, name: second.person.name, idNumber: SEED_PERSONS.self.idNumber }
    const results = await Promise.all(Array.from({ length: LINK_LIMITS.perAccount + 3 }, () => link(u.token, wrong, '10.9.1.1')))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 404)).toHaveLength(LINK_LIMITS.perAccount)
    expect(statuses.filter((s) => s === 429)).toHaveLength(3)
    const right = { ...wrong, idNumber: second.person.idNumber }
    expect((await link(u.token, right, '10.9.1.1')).body).toEqual({ code: 429, msg: REPORT_LINK_TOO_MANY(60), data: null })
    // the window passes: allowed again
    t.clock.advance(LINK_LIMITS.windowMs + 1000)
    expect((await link(u.token, right, '10.9.1.1')).status).toBe(200)

    // per client: many accounts from one address
    const ip = '10.9.2.2'
    let spent = 0
    while (spent < LINK_LIMITS.perClient) {
      const p = await patient()
      for (let i = 0; i < LINK_LIMITS.perAccount && spent < LINK_LIMITS.perClient; i++, spent++)
        expect((await link(p.token, wrong, ip)).status).toBe(404)
    }
    const fresh = await patient()
    expect((await link(fresh.token, wrong, ip)).status).toBe(429)
    expect((await link(fresh.token, wrong, '10.9.2.3')).status).toBe(404) // another address still may
  })

  test('no name, ID number or result in the logs', async () => {
    const text = logs.join('')
    expect(text.length).toBeGreaterThan(0)
    for (const s of [SEED_PERSONS.other.idNumber, SEED_PERSONS.self.idNumber, '王芳', '张伟', '脂肪肝', '空腹血糖'])
      expect(text).not.toContain(s)
  })
})
