/**
 * The PDFs served once per version (issue 29 item 4), over HTTP against PGlite: twenty requests for the same health
 * record draw it once (ETag, 304 on If-None-Match, the cached bytes otherwise); a changed record is a new ETag and a
 * second draw; the report PDF likewise; the per-user limit (429, Retry-After, the catalogue's message); a drawing
 * thread that fails is a clean 503 and the next draw works. Drawing happens in the worker thread
 * (server/lib/pdf-worker.cjs), so these requests also prove the thread starts under Jest.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from './config'
import { createClock, createTestApp, createTestDatabase, patients, type TestApp } from '../../test-support/server'
import type { Database } from './db'
import { createSession } from '../auth/sessions'
import { DEMO_USER } from '../seed'
import { HEALTH_PDF_FAILED } from '../../src/domain/messages/health'
import { requestTooFrequent } from '../../src/domain/messages/validation'
import { PdfCache, PdfPool, PdfService, etagMatches, pdfDocument, pdfServiceOf } from './pdf-service'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '136', 'pdf')

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createTestApp({ database, clock: createClock() })
})
afterAll(async () => {
  await t?.close()
  await database?.close()
})

const HW = '/health-ws'
/** a health export with a member and nothing else (what the drawing module takes) */
const MINIMAL_RECORD = {
  exportedAt: '2026-01-15 10:00:00',
  member: {
    id: 1,
    name: '测试',
    relationStr: '本人',
    sex: 1,
    age: 40,
    birthDate: '1986-01-01',
    healthConsent: true,
    healthConsentTime: null,
    minorUnder14: false,
    guardianConsent: false,
  },
  labels: [],
  medicalHistory: [],
  bodyData: [],
  consents: [],
}
const draws = (app: TestApp, name: string) => pdfServiceOf(app.app).draws.get(name) ?? 0

async function memberWithReading(token: string) {
  const m = await t.post(
    '/user-center/createConsultationer',
    { name: '李娜', relation: 'parent', sex: 2, birthDate: '1958-05-06', healthConsent: true },
    { token },
  )
  expect(m.status).toBe(200)
  const r = await t.post(
    `${HW}/createBodyData`,
    { memberId: m.body.data.id, kind: 'bloodPressure', systolic: 150, diastolic: 95 },
    { token },
  )
  expect(r.status).toBe(200)
  return m.body.data.id as number
}

/** the PDF's text (pdftotext, apt poppler-utils) */
function pdfText(raw: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-service-')), 'x.pdf')
  fs.writeFileSync(file, raw)
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
}

async function getPdf(url: string, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(url, `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`), {
    headers: { token, ...headers },
  })
  const h: Record<string, string> = {}
  res.headers.forEach((v, k) => (h[k] = v))
  return { status: res.status, headers: h, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('health record PDF: one draw per version', () => {
  test('twenty requests (ten with If-None-Match) draw once; a new reading is a new ETag and a second draw', async () => {
    const { token } = await login()
    const memberId = await memberWithReading(token)
    const url = `${HW}/exportHealthRecordPdf?memberId=${memberId}`
    const before = draws(t, 'health-record')

    const first = await getPdf(url, token)
    expect([first.status, first.headers['content-type'], first.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'private, no-cache',
    ])
    const etag = first.headers.etag
    expect(etag).toMatch(/^"health-record-[\w-]{32}"$/)
    expect(pdfText(first.bytes)).toContain('150/95 mmHg')

    const statuses: number[] = [first.status]
    for (let i = 1; i < 20; i++) {
      const r = await getPdf(url, token, i % 2 ? { 'if-none-match': etag } : {})
      statuses.push(r.status)
      expect(r.headers.etag).toBe(etag)
      if (r.status === 200)
        expect(r.bytes.equals(first.bytes)).toBe(true) // the same bytes, the export time of the draw
      else expect(r.bytes.length).toBe(0)
    }
    expect(statuses.filter((s) => s === 304)).toHaveLength(10)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    const drawnFor20 = draws(t, 'health-record') - before
    expect(drawnFor20).toBe(1)
    console.log(`health-record PDF: ${drawnFor20} draw for 20 requests (10 answered 304, 10 from the cache)`)

    // a new reading: a new version, drawn once more; the old ETag is no longer a 304
    await t.post(`${HW}/createBodyData`, { memberId, kind: 'height', heightCm: 162 }, { token })
    const changed = await getPdf(url, token, { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(pdfText(changed.bytes)).toContain('162 cm')
    expect(draws(t, 'health-record') - before).toBe(2)
    expect((await getPdf(url, token, { 'if-none-match': `W/${changed.headers.etag}` })).status).toBe(304)
    expect(draws(t, 'health-record') - before).toBe(2)

    // another account: 404 before any cache or ETag (the version is checked after the owner's read)
    const other = await login()
    const denied = await getPdf(url, other.token, { 'if-none-match': changed.headers.etag })
    expect([denied.status, denied.headers.etag]).toEqual([404, undefined])
  })

  test('concurrent requests for the same version share one draw', async () => {
    const { token } = await login()
    const memberId = await memberWithReading(token)
    const before = draws(t, 'health-record')
    const rs = await Promise.all(Array.from({ length: 5 }, () => getPdf(`${HW}/exportHealthRecordPdf?memberId=${memberId}`, token)))
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(rs.map((r) => r.headers.etag)).size).toBe(1)
    expect(draws(t, 'health-record') - before).toBe(1)
  })
})

describe('report PDF: one draw per version', () => {
  test('twenty requests draw once (the report is the same version); another account is a 404 without a draw', async () => {
    const demo = await database.db.selectFrom('app_user').select('id').where('phone', '=', DEMO_USER.phone).executeTakeFirstOrThrow()
    const token = await createSession(database.db, {
      userId: demo.id,
      loginType: 1,
      channel: 'h5',
      hospitalId: 6,
      now: new Date(t.clock.now),
    })
    const id = (await t.get('/zeus/report/queryReportListByPage', { token })).body.data.list[0].id as number
    const before = draws(t, 'report')
    const first = await getPdf(`/zeus/report/pdf/${id}`, token)
    expect([first.status, first.headers['content-disposition']]).toEqual([200, `inline; filename="report-${id}.pdf"`])
    expect(first.headers.etag).toMatch(/^"report-[\w-]{32}"$/)
    for (let i = 1; i < 20; i++) {
      const r = await getPdf(`/zeus/report/pdf/${id}`, token, i % 2 ? { 'if-none-match': first.headers.etag } : {})
      expect(r.status).toBe(i % 2 ? 304 : 200)
    }
    expect(draws(t, 'report') - before).toBe(1)
    const other = await login()
    expect((await getPdf(`/zeus/report/pdf/${id}`, other.token, { 'if-none-match': first.headers.etag })).status).toBe(404)
    expect(draws(t, 'report') - before).toBe(1)
  })
})

describe('the per-user limit', () => {
  test('past PDF_PER_MINUTE draws a user gets 429 with Retry-After; a cached copy or a 304 still answers', async () => {
    const limited = await createTestApp({ database, clock: createClock(), config: { pdf: { ...loadConfig({}).pdf, perUserPerMinute: 2 } } })
    try {
      const { token } = await login()
      const ids = [await memberWithReading(token), await memberWithReading(token), await memberWithReading(token)]
      const get = (id: number, headers: Record<string, string> = {}) =>
        limited.get(`${HW}/exportHealthRecordPdf`, { token, query: { memberId: id }, headers })
      const a = await get(ids[0])
      expect(a.status).toBe(200)
      expect((await get(ids[1])).status).toBe(200)
      const third = await get(ids[2])
      expect(third.status).toBe(429)
      expect(third.body.msg).toBe(requestTooFrequent(Number(third.headers['retry-after'])))
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(third.headers.etag).toBeUndefined()
      expect(draws(limited, 'health-record')).toBe(2)
      // what costs no draw is not limited
      expect((await get(ids[0])).status).toBe(200)
      expect((await get(ids[0], { 'if-none-match': String(a.headers.etag) })).status).toBe(304)
      // another user has their own limit
      const other = await login()
      const m = await t.post(
        '/user-center/createConsultationer',
        { name: '周明', relation: 'self', sex: 1, birthDate: '1980-01-01' },
        { token: other.token },
      )
      expect((await limited.get(`${HW}/exportHealthRecordPdf`, { token: other.token, query: { memberId: m.body.data.id } })).status).toBe(
        200,
      )
    } finally {
      await limited.close()
    }
  })
})

describe('the drawing thread', () => {
  test('a draw that fails is a clean error and the thread goes on drawing', async () => {
    const pool = new PdfPool(1, 30_000)
    try {
      await expect(pool.run(path.join(__dirname, 'no-such-module.ts'), 'draw', {})).rejects.toThrow(/Cannot find module/)
      await expect(pool.run(path.join(__dirname, 'pdf.ts'), 'noSuchExport', {})).rejects.toThrow(/has no export noSuchExport/)
      const ok = await pool.run(path.join(__dirname, '../modules/health/pdf.ts'), 'healthRecordPdf', MINIMAL_RECORD)
      expect(ok.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    } finally {
      await pool.close()
    }
  })

  test('a draw past its time ends the thread: a clean error, and a new thread draws the next one', async () => {
    const pool = new PdfPool(1, 5000)
    try {
      await expect(pool.run(path.join(__dirname, '../../test-support/server/pdf-spin.ts'), 'spin', {})).rejects.toThrow(/took over 5000 ms/)
      // the next job goes to a new thread, which answers (a light module: no font to load within the time-out)
      await expect(pool.run(path.join(__dirname, 'pdf.ts'), 'noSuchExport', {})).rejects.toThrow(/has no export noSuchExport/)
    } finally {
      await pool.close()
    }
  })

  test('a failed draw answers the document’s 503 message (the draw counted, nothing cached)', async () => {
    const svc = new PdfService({ ...loadConfig({}).pdf })
    const bad = pdfDocument<object>({
      name: 'broken',
      module: path.join(__dirname, 'no-such-module.ts'),
      draw: 'x',
      failMessage: HEALTH_PDF_FAILED,
    })
    const reply = fakeReply()
    try {
      await expect(
        svc.send(fakeRequest(), reply as never, { doc: bad, data: {}, userId: 1, filename: 'x.pdf', disposition: 'inline' }),
      ).rejects.toMatchObject({
        statusCode: 503,
        message: HEALTH_PDF_FAILED,
      })
      expect(svc.draws.get('broken')).toBe(1)
    } finally {
      await svc.close()
    }
  })
})

describe('pieces', () => {
  test('If-None-Match: a list, weak forms and * match', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true)
    expect(etagMatches('*', '"b"')).toBe(true)
    expect(etagMatches('"a"', '"b"')).toBe(false)
    expect(etagMatches(undefined, '"b"')).toBe(false)
  })

  test('the cache keeps the most recently used within its bytes and its time', () => {
    const c = new PdfCache(10, 1000)
    c.set('a', Buffer.alloc(4), 0)
    c.set('b', Buffer.alloc(4), 0)
    expect(c.get('a', 1)?.length).toBe(4) // a is now the most recent
    c.set('c', Buffer.alloc(4), 2) // 12 bytes > 10: b goes
    expect([c.get('b', 3), c.get('a', 3)?.length, c.get('c', 3)?.length]).toEqual([undefined, 4, 4])
    expect(c.bytes).toBe(8)
    expect(c.get('a', 1500)).toBeUndefined() // older than the time
    c.set('big', Buffer.alloc(11), 1500) // larger than the whole cache: not kept
    expect(c.get('big', 1500)).toBeUndefined()
  })
})

function fakeRequest() {
  return { headers: {}, log: { error: () => undefined } } as never
}
function fakeReply() {
  const r = { sent: {} as Record<string, unknown>, header: (k: string, v: unknown) => ((r.sent[k] = v), r) }
  return r
}
