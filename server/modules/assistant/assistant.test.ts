/**
 * The AI health assistant over HTTP (/api/assistant/*): the built-in answer streams through with quoted passages
 * and links, a red flag is answered with 120 and the emergency page first, a dose is declined, the stop button
 * stores what was generated (marked stopped), a fake OpenAI-compatible provider streams through (only with the
 * user's consent), a provider failure falls back to the built-in answer with a notice, the per-user limit is held
 * in the database (two servers on one database share it), another user's conversation is a 404 and bad input a
 * 400 with a Chinese message; the index picks up new content.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClock, createTestApp, createTestDatabase, patients, testConfig, type TestApp } from '../../../test-support/server'
import type { Database } from '../../lib/db'
import type { AssistantConfig } from '../../lib/config'
import { ASSISTANT_MSG } from '../../../src/domain/messages/assistant'
import { SECTION_LABEL } from './compose'

/** issue 29: everyday rewordings that used to get article excerpts and no emergency line */
const REWORDINGS = [
  '呼吸很困难',
  '喘不上来气',
  '胸闷得厉害，喘不动气',
  '胸部一阵阵剧烈的疼痛',
  'I have severe chest pain and cannot breathe',
]

let database: Database
let t: TestApp
let seededAt: number
const login = patients(() => ({ database, t }), '135', 'ai')

const base = testConfig().assistant
const assistantConfig = (o: Partial<AssistantConfig> = {}): AssistantConfig => ({
  ...base,
  paceMs: 0,
  perMinute: 100,
  perDay: 1000,
  conversationsPerDay: 1000,
  ...o,
})

async function appWith(o: Partial<AssistantConfig> = {}): Promise<TestApp> {
  return createTestApp({ database, clock: createClock(seededAt + 3600_000), config: { assistant: assistantConfig(o) } })
}

const urlOf = (app: TestApp) => `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`

beforeAll(async () => {
  database = await createTestDatabase()
  const kv = await database.db.selectFrom('server_kv').select('value').where('key', '=', 'browse.seededAt').executeTakeFirstOrThrow()
  seededAt = Date.parse(kv.value)
  t = await appWith()
})
afterAll(async () => {
  await t.close()
  await database.close()
})

async function newConversation(app: TestApp, token: string): Promise<number> {
  const r = await app.post('/api/assistant/conversations', {}, { token })
  expect(r.status).toBe(200)
  return r.body.data.id
}

/** POST ask and read the streamed reply chunk by chunk */
async function askStream(app: TestApp, token: string, conversationId: number, content: string) {
  const res = await fetch(`${urlOf(app)}/api/assistant/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ conversationId, content }),
  })
  if (res.status !== 200) return { status: res.status, chunks: [] as string[], text: '', json: await res.json() }
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  expect(res.headers.get('x-accel-buffering')).toBe('no')
  const reader = res.body!.getReader()
  const dec = new TextDecoder()
  const chunks: string[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(dec.decode(value, { stream: true }))
  }
  return { status: 200, chunks, text: chunks.join(''), json: null }
}

async function thread(app: TestApp, token: string, conversationId: number) {
  const r = await app.get('/api/assistant/messages', { token, query: { conversationId } })
  expect(r.status).toBe(200)
  return r.body.data
}

describe('the built-in answerer', () => {
  test('a question about a seeded package streams an answer quoting it, with links; a reload shows both messages', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const slow = await appWith({ paceMs: 5 })
    try {
      const r = await askStream(slow, token, id, '心脑血管专项筛查查哪些项目？')
      expect(r.status).toBe(200)
      expect(r.chunks.length).toBeGreaterThan(3) // streamed in pieces, not one block
      expect(r.text).toContain('《心脑血管专项筛查》')
      expect(r.text.startsWith('【是什么】《心脑血管专项筛查》是本院的体检套餐')).toBe(true)
      expect(r.text).toContain(ASSISTANT_MSG.HANDOVER)
      expect(r.text).toContain('不是医生')
      const th = await thread(t, token, id)
      expect(th.conversation.title).toBe('心脑血管专项筛查查哪些项目？')
      expect(th.messages.map((m: any) => [m.role, m.status, m.provider])).toEqual([
        ['user', 'done', 'none'],
        ['assistant', 'done', 'builtin'],
      ])
      expect(th.messages[1].content).toBe(r.text)
      const links = th.messages[1].links
      expect(links[0]).toEqual({ title: '心脑血管专项筛查', url: '/checkup/packageDetail?packageId=6026', kind: 'package' })
      expect(links[links.length - 1]).toEqual({ title: '联系人工客服', url: '/customerService', kind: 'customerService' })
      expect(th.messages[1].redFlag).toBeNull()
    } finally {
      await slow.close()
    }
  })

  test('the answer without streaming (askOnce) quotes articles and links to their pages', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const r = await t.post('/api/assistant/askOnce', { conversationId: id, content: '高血压在家怎么测血压' }, { token })
    expect(r.status).toBe(200)
    expect(r.body.data.answer.links.some((l: any) => /^\/(wiki|mainArticle|mainAdvisory)\?id=\d+$/.test(l.url))).toBe(true)
  })

  test('a health question is answered first (what, at home, which department, warning signs), its sources once, no product', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const r = await t.post('/api/assistant/askOnce', { conversationId: id, content: '高血压平时在家要注意什么' }, { token })
    const a = r.body.data.answer
    const labels = Object.values(SECTION_LABEL)
    expect(a.content.startsWith(SECTION_LABEL.what)).toBe(true)
    expect(labels.filter((l) => a.content.includes(l))).toEqual(labels)
    expect(a.content).toContain('心血管内科')
    expect(a.content).toContain('120')
    expect(a.content).not.toContain('参考来源') // the sources are the links under the answer, not repeated in the text
    const sources = a.links.filter((l: any) => l.kind !== 'customerService')
    expect(sources.length).toBeGreaterThanOrEqual(1)
    expect(sources.length).toBeLessThanOrEqual(3)
    expect(new Set(sources.map((l: any) => l.url)).size).toBe(sources.length)
    expect(sources.every((l: any) => ['wiki', 'article', 'advisory', 'doctor'].includes(l.kind))).toBe(true)
    for (const l of sources) expect(a.content.split(`《${l.title}》`).length - 1).toBe(0)
  })

  test('a red flag is answered with 120 and the emergency page first', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const r = await askStream(t, token, id, '我爸胸口疼得厉害，出冷汗')
    expect(r.text.startsWith('【紧急提醒】')).toBe(true)
    expect(r.text.indexOf('120')).toBeLessThan(40)
    expect(r.text).not.toContain(SECTION_LABEL.what) // no quoted content next to an emergency
    expect(r.text).not.toMatch(/\n{3,}/) // one blank line between paragraphs
    const answer = (await thread(t, token, id)).messages[1]
    expect(answer.redFlag).toBe('chest_pain')
    expect(answer.links.map((l: any) => l.url)).toEqual(['/emergencyLine', '/customerService'])
  })

  test.each(REWORDINGS)('"%s" opens with 120 and the emergency line, streamed and in one reply', async (q) => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const r = await askStream(t, token, id, q)
    expect(r.status).toBe(200)
    expect(r.text.startsWith('【紧急提醒】')).toBe(true)
    expect(r.text.indexOf('120')).toBeLessThan(40)
    expect(r.text).toContain('急救热线')
    expect(r.text).not.toContain(SECTION_LABEL.what)
    const answer = (await thread(t, token, id)).messages[1]
    expect(answer.redFlag).toMatch(/^(breathing|chest_pain)$/)
    expect(answer.links.map((l: any) => l.url)).toEqual(['/emergencyLine', '/customerService'])
    const once = await t.post('/api/assistant/askOnce', { conversationId: id, content: q }, { token })
    expect(once.body.data.answer.content.startsWith('【紧急提醒】')).toBe(true)
    expect(once.body.data.answer.links[0]).toEqual({ title: '急救热线', url: '/emergencyLine', kind: 'emergency' })
  })

  test('a question about a symptom is answered from the content, without the emergency line', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const r = await askStream(t, token, id, '胸部CT检查需要空腹吗')
    expect(r.text.startsWith('【紧急提醒】')).toBe(false)
    expect((await thread(t, token, id)).messages[1].redFlag).toBeNull()
  })

  test('suicidal thoughts: the emergency lines and 12356, a hand-over, and no content quoted', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const r = await t.post('/api/assistant/askOnce', { conversationId: id, content: '我不想活了' }, { token })
    const a = r.body.data.answer
    expect(a.content.startsWith('【紧急提醒】')).toBe(true)
    expect(a.content).toContain('12356')
    expect(a.content).not.toContain(SECTION_LABEL.what)
    expect(a.links.map((l: any) => l.kind)).toEqual(['emergency', 'customerService'])
  })

  test('a dose is declined before anything else', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const r = await t.post('/api/assistant/askOnce', { conversationId: id, content: '降压药一天吃几片' }, { token })
    expect(r.body.data.answer.content.startsWith('我不能提供用药剂量')).toBe(true)
  })

  test('the index is rebuilt when the hospital content changes', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const ask = async () =>
      (await t.post('/api/assistant/askOnce', { conversationId: id, content: '晨间太极拳' }, { token })).body.data.answer
    expect((await ask()).links.some((l: any) => l.url === '/mainArticle?id=990001')).toBe(false)
    await database.db
      .insertInto('content_entry')
      .values({
        id: 990001,
        hospital_id: 6,
        kind: 'article',
        category: '运动',
        title: '晨间太极拳入门',
        summary: '太极拳适合中老年人晨练',
        cover_path: '',
        author: '康复科',
        content: '<p>太极拳动作舒缓，晨间练习二十分钟即可。</p>',
        publish_time: new Date(seededAt),
        read_num: 0,
        sort: 0,
      })
      .execute()
    try {
      const a = await ask()
      expect(a.links[0]).toEqual({ title: '晨间太极拳入门', url: '/mainArticle?id=990001', kind: 'article' })
      expect(a.content).toContain('太极拳动作舒缓')
    } finally {
      await database.db.deleteFrom('content_entry').where('id', '=', 990001).execute()
    }
  })
})

describe('stop, ownership, bad input, limits', () => {
  test('stop: the client aborts; the server stores what was generated, marked stopped', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const slow = await appWith({ paceMs: 40 })
    try {
      // a raw HTTP client: destroying its socket is what a browser's abort() does to the connection
      const firstChunk = await new Promise<string>((resolve, reject) => {
        const body = JSON.stringify({ conversationId: id, content: '心脑血管专项筛查查哪些项目' })
        const req = http.request(
          `${urlOf(slow)}/api/assistant/ask`,
          { method: 'POST', headers: { 'content-type': 'application/json', token, 'content-length': Buffer.byteLength(body) } },
          (res) => {
            res.once('data', (chunk: Buffer) => {
              req.destroy() // the stop button
              resolve(chunk.toString('utf8'))
            })
          },
        )
        req.on('error', (e) => (e.message.includes('socket hang up') || (e as any).code === 'ECONNRESET' ? undefined : reject(e)))
        req.end(body)
      })
      expect(firstChunk.length).toBeGreaterThan(0)
      let answer: any
      for (let i = 0; i < 200; i++) {
        answer = (await thread(t, token, id)).messages[1]
        if (answer.status !== 'streaming') break
        await new Promise((r) => setTimeout(r, 20)) // polling the stored status (a condition), not a fixed wait
      }
      expect(answer.status).toBe('stopped')
      expect(answer.content.length).toBeGreaterThan(0)
      expect(answer.content).not.toContain(ASSISTANT_MSG.HANDOVER)
    } finally {
      await slow.close()
    }
  })

  test('an answer left streaming by a server that went away shows as failed after ten minutes', async () => {
    const { token, userId } = await login()
    const id = await newConversation(t, token)
    const at = new Date(t.clock.now - 11 * 60_000)
    const row = { conversation_id: id, user_id: userId, red_flag: null, links: '[]', created_at: at, updated_at: at }
    await database.db
      .insertInto('assistant_message')
      .values([
        { ...row, role: 'user', content: '体检前要空腹吗', status: 'done', provider: 'none' },
        { ...row, role: 'assistant', content: '体检前', status: 'streaming', provider: 'builtin' },
      ])
      .execute()
    expect((await thread(t, token, id)).messages.map((m: any) => m.status)).toEqual(['done', 'failed'])
  })

  test("another user's conversation is a 404 for reading and asking", async () => {
    const a = await login()
    const b = await login()
    const id = await newConversation(t, a.token)
    const read = await t.get('/api/assistant/messages', { token: b.token, query: { conversationId: id } })
    expect(read.status).toBe(404)
    expect(read.body.msg).toBe(ASSISTANT_MSG.CONVERSATION_NOT_FOUND)
    expect((await askStream(t, b.token, id, '体检前要空腹吗')).status).toBe(404)
    expect((await t.post('/api/assistant/askOnce', { conversationId: id, content: '体检前要空腹吗' }, { token: b.token })).status).toBe(404)
    expect((await t.get('/api/assistant/conversations', { token: b.token })).body.data).toEqual([])
    expect((await thread(t, a.token, id)).messages).toEqual([])
  })

  test('bad input: 400 with a clear Chinese message, nothing stored; no login: 401', async () => {
    const { token } = await login()
    const id = await newConversation(t, token)
    const cases: Array<[unknown, string]> = [
      [{ conversationId: id, content: '   ' }, ASSISTANT_MSG.EMPTY],
      [{ conversationId: id, content: '问'.repeat(501) }, ASSISTANT_MSG.TOO_LONG(500)],
      [{ content: '体检' }, '缺少参数 conversationId'],
      [{ conversationId: 'abc', content: '体检' }, '参数 conversationId 类型错误，应为整数'],
    ]
    for (const [body, msg] of cases) {
      for (const path of ['/api/assistant/ask', '/api/assistant/askOnce']) {
        const r = await t.post(path, body, { token })
        expect([r.status, r.body.msg]).toEqual([400, msg])
      }
    }
    expect((await thread(t, token, id)).messages).toEqual([])
    expect((await t.get('/api/assistant/messages', { token, query: { conversationId: 'x' } })).status).toBe(400)
    expect((await t.post('/api/assistant/askOnce', { conversationId: id, content: '体检' })).status).toBe(401)
  })

  test('the per-user limit is counted in the database: two servers on one database share it; a minute later it opens again', async () => {
    const { token } = await login()
    const other = await login()
    const clock = createClock(seededAt + 3600_000)
    const a = await createTestApp({ database, clock, config: { assistant: assistantConfig({ perMinute: 2, perDay: 3 }) } })
    const b = await createTestApp({ database, clock, config: { assistant: assistantConfig({ perMinute: 2, perDay: 3 }) } })
    try {
      const id = await newConversation(a, token)
      const ask = (app: TestApp, tk = token, conv = id) =>
        app.post('/api/assistant/askOnce', { conversationId: conv, content: '体检前要空腹吗' }, { token: tk })
      expect((await ask(a)).status).toBe(200)
      expect((await ask(b)).status).toBe(200)
      const third = await ask(a)
      expect([third.status, third.body.msg]).toEqual([429, ASSISTANT_MSG.RATE_MINUTE])
      expect((await ask(b)).status).toBe(429)
      // another user is not limited by this one
      expect((await ask(b, other.token, await newConversation(b, other.token))).status).toBe(200)
      clock.advance(61_000)
      expect((await ask(b)).status).toBe(200)
      clock.advance(61_000)
      const day = await ask(a)
      expect([day.status, day.body.msg]).toEqual([429, ASSISTANT_MSG.RATE_DAY(3)])
      expect((await a.get('/api/assistant/info', { token })).body.data).toMatchObject({ usedToday: 3, perDay: 3, perMinute: 2 })
    } finally {
      await a.close()
      await b.close()
    }
  })

  test('new conversations per day: the cap is counted in the database, per user, and opens again the next day', async () => {
    const { token } = await login()
    const other = await login()
    const clock = createClock(seededAt + 3600_000)
    const a = await createTestApp({ database, clock, config: { assistant: assistantConfig({ conversationsPerDay: 2 }) } })
    const b = await createTestApp({ database, clock, config: { assistant: assistantConfig({ conversationsPerDay: 2 }) } })
    try {
      expect((await a.post('/api/assistant/conversations', {}, { token })).status).toBe(200)
      expect((await b.post('/api/assistant/conversations', {}, { token })).status).toBe(200)
      const third = await a.post('/api/assistant/conversations', {}, { token })
      expect([third.status, third.body.msg]).toEqual([429, ASSISTANT_MSG.CONVERSATIONS_DAY(2)])
      expect((await b.post('/api/assistant/conversations', {}, { token })).status).toBe(429)
      expect((await a.get('/api/assistant/conversations', { token })).body.data).toHaveLength(2)
      // asking in an existing conversation is not limited by it; another user is not either
      const [first] = (await a.get('/api/assistant/conversations', { token })).body.data
      expect((await a.post('/api/assistant/askOnce', { conversationId: first.id, content: '体检前要空腹吗' }, { token })).status).toBe(200)
      expect((await b.post('/api/assistant/conversations', {}, { token: other.token })).status).toBe(200)
      clock.advance(24 * 3600_000) // the next business day
      expect((await a.post('/api/assistant/conversations', {}, { token })).status).toBe(200)
    } finally {
      await a.close()
      await b.close()
    }
  })

  test('concurrent new conversations cannot pass the cap together', async () => {
    const { token } = await login()
    const a = await appWith({ conversationsPerDay: 3 })
    try {
      const rs = await Promise.all(Array.from({ length: 7 }, () => a.post('/api/assistant/conversations', {}, { token })))
      expect(rs.filter((r) => r.status === 200)).toHaveLength(3)
      expect(rs.filter((r) => r.status === 429)).toHaveLength(4)
    } finally {
      await a.close()
    }
  })

  test('concurrent questions cannot pass the limit together', async () => {
    const { token } = await login()
    const a = await appWith({ perMinute: 3 })
    try {
      const id = await newConversation(a, token)
      const rs = await Promise.all(
        Array.from({ length: 8 }, () => a.post('/api/assistant/askOnce', { conversationId: id, content: '体检报告多久出' }, { token })),
      )
      expect(rs.filter((r) => r.status === 200)).toHaveLength(3)
      expect(rs.filter((r) => r.status === 429)).toHaveLength(5)
    } finally {
      await a.close()
    }
  })
})

// ------------------------------------------------------------------ a fake OpenAI-compatible provider

interface FakeProvider {
  url: string
  requests: Array<{ headers: http.IncomingHttpHeaders; body: any }>
  mode: 'stream' | 'http500' | 'hang' | 'cut'
  close(): Promise<void>
}

/** streams like an OpenAI-compatible chat-completions endpoint: SSE events, cut at byte boundaries inside characters */
async function fakeProvider(): Promise<FakeProvider> {
  const fake: FakeProvider = { url: '', requests: [], mode: 'stream', close: async () => undefined }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      fake.requests.push({ headers: req.headers, body: JSON.parse(raw) })
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end()
      if (fake.mode === 'http500')
        return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}')
      if (fake.mode === 'hang') return void res.writeHead(200, { 'content-type': 'text/event-stream' }) // headers, then nothing
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      const words = ['体检前', '一天晚上', '八点后', '不再进食，', '空腹 8 小时', '😀。']
      const events = [
        ': keep-alive\n\n',
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`,
        ...words.map(
          (w) =>
            `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: w } }] })}\n\n`,
        ),
        ...(fake.mode === 'cut' ? [] : ['data: [DONE]\n\n']),
      ]
      const bytes = Buffer.from(events.join(''), 'utf8')
      let i = 0
      const tick = () => {
        if (i >= bytes.length) return void res.end()
        res.write(bytes.subarray(i, i + 7)) // 7 bytes: inside CJK characters and the emoji
        i += 7
        setImmediate(tick)
      }
      tick()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  fake.close = () => new Promise<void>((r) => server.close(() => r()))
  return fake
}

describe('the OpenAI-compatible provider', () => {
  let fake: FakeProvider
  let app: TestApp
  beforeAll(async () => {
    fake = await fakeProvider()
    app = await appWith({ external: { baseUrl: fake.url, apiKey: 'sk-test', model: 'fake-model' }, timeoutMs: 400 })
  })
  afterAll(async () => {
    await app.close()
    await fake.close()
  })
  beforeEach(() => {
    fake.requests = []
    fake.mode = 'stream'
  })

  test('without the consent nothing is sent out: the built-in answerer answers', async () => {
    const { token } = await login()
    const id = await newConversation(app, token)
    const info = (await app.get('/api/assistant/info', { token })).body.data
    expect(info).toMatchObject({ externalAvailable: true, externalConsent: false })
    const r = await askStream(app, token, id, '我有高血压，体检前要空腹吗')
    expect(r.status).toBe(200)
    expect(fake.requests).toHaveLength(0)
    expect((await thread(app, token, id)).messages[1].provider).toBe('builtin')
  })

  test('with the consent the provider streams through (SSE parsed, characters cut between chunks intact); withdrawing stops it', async () => {
    const { token, userId } = await login()
    const id = await newConversation(app, token)
    expect((await app.post('/api/assistant/consent', { agree: true }, { token })).body.data.externalConsent).toBe(true)
    const r = await askStream(app, token, id, '体检前要空腹吗')
    expect(r.text).toContain('体检前一天晚上八点后不再进食，空腹 8 小时😀。')
    expect(r.text).not.toContain('\ufffd')
    expect(r.text).toContain('不是医生')
    expect(fake.requests).toHaveLength(1)
    const sent = fake.requests[0]
    expect(sent.headers.authorization).toBe('Bearer sk-test')
    expect(sent.body).toMatchObject({ model: 'fake-model', stream: true })
    expect(sent.body.messages[0].role).toBe('system')
    expect(sent.body.messages[0].content).toContain('绝不做出诊断')
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: '体检前要空腹吗' })
    expect((await thread(app, token, id)).messages[1]).toMatchObject({ provider: 'external', status: 'done' })

    // the consent is kept in the consent log (the account's); withdrawal is honoured at once
    expect((await app.post('/api/assistant/consent', { agree: false }, { token })).body.data.externalConsent).toBe(false)
    const log = await database.db
      .selectFrom('consent_log')
      .select(['subject', 'subject_id', 'purpose', 'action'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
    expect(log).toEqual([
      { subject: 'account', subject_id: 0, purpose: 'assistant_external', action: 'grant' },
      { subject: 'account', subject_id: 0, purpose: 'assistant_external', action: 'withdraw' },
    ])
    await askStream(app, token, id, '体检前要空腹吗')
    expect(fake.requests).toHaveLength(1)
  })

  test.each([
    ['http500', 'HTTP 500'],
    ['hang', 'timed out'],
    ['cut', 'without [DONE]'],
  ] as const)('a provider failure (%s) gives a clear notice and falls back to the built-in answerer', async (mode, _reason) => {
    const { token } = await login()
    const id = await newConversation(app, token)
    await app.post('/api/assistant/consent', { agree: true }, { token })
    fake.mode = mode
    const r = await askStream(app, token, id, '心脑血管专项筛查查哪些项目')
    expect(r.status).toBe(200)
    expect(r.text).toContain(ASSISTANT_MSG.PROVIDER_FAILED)
    expect(r.text.indexOf(ASSISTANT_MSG.PROVIDER_FAILED)).toBeLessThan(r.text.indexOf('《心脑血管专项筛查》'))
    const answer = (await thread(app, token, id)).messages[1]
    expect(answer).toMatchObject({ provider: 'builtin', status: 'done' })
    expect(answer.links[0].url).toBe('/checkup/packageDetail?packageId=6026')
  })

  test.each(REWORDINGS)('with the external provider too, "%s" opens with 120 and nothing is sent out', async (q) => {
    const { token } = await login()
    const id = await newConversation(app, token)
    await app.post('/api/assistant/consent', { agree: true }, { token })
    const r = await askStream(app, token, id, q)
    expect(r.text.startsWith('【紧急提醒】')).toBe(true)
    expect(r.text.indexOf('120')).toBeLessThan(40)
    expect(fake.requests).toHaveLength(0)
    expect((await thread(app, token, id)).messages[1].redFlag).not.toBeNull()
  })

  test('a red flag is answered by the rules alone: 120 first, nothing sent to the provider', async () => {
    const { token } = await login()
    const id = await newConversation(app, token)
    await app.post('/api/assistant/consent', { agree: true }, { token })
    const r = await askStream(app, token, id, '突然胸痛喘不上气')
    expect(r.text.startsWith('【紧急提醒】')).toBe(true)
    expect(r.text).not.toContain('体检前一天')
    expect(fake.requests).toHaveLength(0)
  })
})
