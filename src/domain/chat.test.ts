import {
  CHAT_FLOOD,
  checkChatText,
  floodStep,
  checkEvaluation,
  evaluationState,
  isRating,
  matchFaq,
  mergeMessages,
  nextReadSeq,
  nextServiceState,
  normaliseForScreening,
  reconnectDelay,
  unreadCount,
  withinServiceHours,
  parseServiceHours,
  SERVICE_HOURS,
} from './chat'
import { chatCodeMessage } from './messages/chat'

describe('unread and read marks', () => {
  test.each([
    [10, 4, 6],
    [10, 10, 0],
    [3, 7, 0],
    [5, -1, 5],
  ])('unread(last %i, read %i) = %i', (last, read, want) => expect(unreadCount(last, read)).toBe(want))
  test.each([
    [3, 5, 10, 5],
    [5, 3, 10, 5],
    [5, 99, 10, 10],
    [0, -4, 10, 0],
  ])('read mark %i asked %i (last %i) -> %i', (cur, req, last, want) => expect(nextReadSeq(cur, req, last)).toBe(want))
})

describe('flood window', () => {
  test('max messages per window, then refused; a new window starts fresh', () => {
    let s: { windowStart: number; count: number } | null = null
    const allowed: boolean[] = []
    for (let i = 0; i <= CHAT_FLOOD.max; i++) {
      const r = floodStep(s, 1000 + i)
      s = r
      allowed.push(r.allowed)
    }
    expect(allowed.filter(Boolean)).toHaveLength(CHAT_FLOOD.max)
    expect(allowed[CHAT_FLOOD.max]).toBe(false)
    expect(floodStep(s, 1000 + CHAT_FLOOD.windowMs)).toEqual({ windowStart: 1000 + CHAT_FLOOD.windowMs, count: 1, allowed: true })
    // a clock that went back starts a new window
    expect(floodStep(s, 500).allowed).toBe(true)
  })
})

describe('text and screening', () => {
  test.each([
    ['  你好 ', { ok: true, text: '你好' }],
    ['   ', { ok: false, reason: 'empty' }],
    [42, { ok: false, reason: 'empty' }],
    ['字'.repeat(500), { ok: true, text: '字'.repeat(500) }],
    ['字'.repeat(501), { ok: false, reason: 'tooLong' }],
  ])('checkChatText(%j)', (input, want) => expect(checkChatText(input)).toEqual(want))
  test('normalisation sees through full-width letters, spaces and case', () => {
    expect(normaliseForScreening('加我 ＶＸ')).toBe('加我vx')
  })
  test('§8 codes are the client messages', () => {
    expect(chatCodeMessage(20604)).toBe('发送消息过于频繁，请稍后再试')
    expect(chatCodeMessage(undefined, '失败')).toBe('失败')
  })
})

describe('client merge and back-off', () => {
  test('a message pushed and fetched is kept once, in seq order', () => {
    const m = (id: number, seq: number) => ({ id, seq })
    expect(mergeMessages([m(1, 1), m(3, 3)], [m(2, 2), m(3, 3), m(4, 4)])).toEqual([m(1, 1), m(2, 2), m(3, 3), m(4, 4)])
  })
  test.each([
    [0, 0, 1000],
    [1, 0, 2000],
    [3, 0, 8000],
    [10, 0, 30000],
    [2, 1, 4800],
  ])('attempt %i, jitter %f -> %i ms', (a, r, want) => expect(reconnectDelay(a, r)).toBe(want))
})

describe('customer service rules', () => {
  const faq = [
    { id: 'a', question: '如何预约体检？', keywords: ['体检', '预约'], answer: 'A' },
    { id: 'b', question: '体检报告在哪里看？', keywords: ['报告', '体检报告'], answer: 'B' },
  ]
  test.each([
    ['如何预约体检？', 'a'],
    ['体检报告什么时候出', 'b'],
    ['我想预约', 'a'],
    ['火星快递', null],
  ])('matchFaq(%j) -> %s', (text, id) => expect(matchFaq(text, faq)?.id ?? null).toBe(id))
  test.each([
    ['bot', 'request', 'waiting'],
    ['closed', 'request', 'waiting'],
    ['waiting', 'request', null],
    ['waiting', 'accept', 'agent'],
    ['bot', 'accept', null],
    ['agent', 'close', 'closed'],
    ['waiting', 'close', 'closed'],
    ['bot', 'close', null],
  ] as const)('%s + %s -> %s', (from, action, to) => expect(nextServiceState(from, action)).toBe(to))
  test.each([
    [7, 59, false],
    [8, 0, true],
    [19, 59, true],
    [20, 0, false],
  ])('%i:%i on duty: %s', (hour, minute, want) => expect(withinServiceHours({ hour, minute })).toBe(want))
  test('the SPEC hours are the default and read as 周一至周日 08:00-20:00', () => {
    expect(SERVICE_HOURS.text).toBe('周一至周日 08:00-20:00')
    expect(parseServiceHours('08:00-20:00')).toEqual(SERVICE_HOURS)
  })
  test.each(['00:00-24:00', ' 00:00-24:00 '])('%s is all day', (v) => {
    const all = parseServiceHours(v)!
    expect(all.text).toBe('周一至周日 00:00-24:00')
    for (const [hour, minute] of [
      [0, 0],
      [7, 59],
      [20, 0],
      [23, 59],
    ])
      expect(withinServiceHours({ hour, minute }, all)).toBe(true)
  })
  test.each(['', '8:00-20:00', '08:00-08:00', '20:00-08:00', '24:00-24:00', '08:60-20:00', '08:00-24:30', '08:00~20:00', 'all'])(
    '%j is not service hours',
    (v) => expect(parseServiceHours(v)).toBeNull(),
  )
  test('09:30-17:45: on duty from the start minute until before the end minute', () => {
    const h = parseServiceHours('09:30-17:45')!
    expect([withinServiceHours({ hour: 9, minute: 29 }, h), withinServiceHours({ hour: 9, minute: 30 }, h)]).toEqual([false, true])
    expect([withinServiceHours({ hour: 17, minute: 44 }, h), withinServiceHours({ hour: 17, minute: 45 }, h)]).toEqual([true, false])
  })
  test.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [4.5, false],
    ['5', false],
  ])('isRating(%j) = %s', (v, want) => expect(isRating(v)).toBe(want))
})

describe('evaluations', () => {
  test.each([
    [{ score: 5, tags: [] }, null],
    [{ score: 3, tags: ['回复及时', '解答专业'], content: '很好' }, null],
    [{ score: 0, tags: [] }, 'score'],
    [{ score: 4.5, tags: [] }, 'score'],
    [{ score: 5, tags: ['很差'] }, 'tags'],
    [{ score: 5, tags: ['回复及时', '回复及时'] }, 'tags'],
    [{ score: 5, tags: [], content: '好'.repeat(201) }, 'content'],
    [{ score: 5, tags: [], content: ' ' + '好'.repeat(200) + ' ' }, null],
  ])('checkEvaluation(%j) = %s', (e, want) => expect(checkEvaluation(e)).toBe(want))
  test.each([
    [{ type: 1, doctorAnswered: true, evaluated: false }, true, null],
    [{ type: 1, doctorAnswered: false, evaluated: false }, false, 'noAnswer'],
    [{ type: 1, doctorAnswered: true, evaluated: true }, false, 'evaluated'],
    [{ type: 2, doctorAnswered: true, evaluated: false }, false, 'notConsult'],
  ])('evaluationState(%j)', (c, can, reason) => expect(evaluationState(c)).toEqual({ canEvaluate: can, reason }))
})
