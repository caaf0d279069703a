/**
 * The chat connection with a fake platform socket: auth then sync from the held seq, pushes reach the rooms,
 * reconnect with back-off and resync after a drop, polling the history API while the socket cannot open, sends
 * over the socket with an HTTP retry (same clientMsgId) when the ack does not come.
 */
import type { ChatMessage, MessagePage, SendMessageReq, SendMessageRes } from '@contract/chat'

type Handlers = { onOpen(): void; onMessage(d: string): void; onClose(c?: number): void; onError(m: string): void }
const mockSockets: Array<{ h: Handlers; sent: any[]; closed: boolean }> = []
let mockFailOpen = false

jest.mock('@/shared/platform', () => ({
  __esModule: true,
  apiSocketUrl: (p: string) => `ws://test${p}`,
  onNetworkChange: () => () => undefined,
  openSocket: async (_url: string, h: Handlers) => {
    if (mockFailOpen) throw new Error('cannot open')
    const s = { h, sent: [] as any[], closed: false }
    mockSockets.push(s)
    return { send: (d: string) => s.sent.push(JSON.parse(d)), close: () => (s.closed = true) }
  },
}))
jest.mock('@/shared/request/request', () => ({
  __esModule: true,
  ApiError: class extends Error {},
  authHeaders: () => ({ token: 'tok' }),
}))
jest.mock('./api', () => ({ __esModule: true, getChatToken: async () => ({ wsPath: '/api/im/ws', heartbeatMs: 25000 }) }))

import { chatConnection } from './connection'
import { CHAT_CLOSE, reconnectAttemptAfterRefusal, reconnectDelay } from '@/domain/chat'

const msg = (seq: number, id = seq): ChatMessage => ({
  id,
  groupId: 7,
  seq,
  senderKind: 'doctor',
  senderId: 602,
  senderName: '李秀兰',
  mine: false,
  msgType: 'text',
  content: { text: `m${seq}` },
  clientMsgId: null,
  sendTime: '2026-01-15 10:00:00',
})
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

test('auth, sync from the held seq, pushes, reconnect with resync, polling while closed, HTTP retry of a lost ack', async () => {
  jest.useFakeTimers()
  const got: ChatMessage[] = []
  const states: string[] = []
  const polls: number[] = []
  const httpSends: SendMessageReq[] = []
  const source = {
    poll: async (after: number): Promise<MessagePage> => {
      polls.push(after)
      return { list: after < 6 ? [msg(6)] : [], lastSeq: 6, hasMore: false }
    },
    sendHttp: async (req: SendMessageReq): Promise<SendMessageRes> => {
      httpSends.push(req)
      return { message: { ...msg(9), mine: true, clientMsgId: req.clientMsgId ?? null }, code: 0 }
    },
  }
  const stop = chatConnection.watch(
    7,
    source,
    3,
    (m) => got.push(m),
    (s) => states.push(s),
  )
  await flush()
  const s1 = mockSockets[0]
  s1.h.onOpen()
  expect(s1.sent[0]).toEqual({ type: 'auth', token: 'tok' })
  s1.h.onMessage(JSON.stringify({ type: 'hello', userId: 1 }))
  expect(s1.sent[1]).toEqual({ type: 'sync', since: { 7: 3 } })
  expect(chatConnection.state).toBe('open')
  s1.h.onMessage(JSON.stringify({ type: 'msg', message: msg(4) }))
  s1.h.onMessage(JSON.stringify({ type: 'msg', message: msg(5) }))
  expect(got.map((m) => m.seq)).toEqual([4, 5])

  // the socket drops and cannot reopen at once: the history API is polled from seq 5
  mockFailOpen = true
  s1.h.onClose(1006)
  await flush()
  expect(chatConnection.state).toBe('polling')
  expect(polls).toEqual([5])
  expect(got.map((m) => m.seq)).toEqual([4, 5, 6])
  jest.advanceTimersByTime(1300) // first retry (1 s + jitter) fails
  await flush()
  mockFailOpen = false
  jest.advanceTimersByTime(2500) // second retry (2 s + jitter) opens
  await flush()
  const s2 = mockSockets[1]
  expect(s2).toBeDefined()
  s2.h.onOpen()
  s2.h.onMessage(JSON.stringify({ type: 'hello', userId: 1 }))
  expect(s2.sent[1]).toEqual({ type: 'sync', since: { 7: 6 } })
  expect(chatConnection.state).toBe('open')
  const pollsBefore = polls.length
  jest.advanceTimersByTime(10_000)
  await flush()
  expect(polls.length).toBe(pollsBefore) // polling stopped with the socket back

  // a send whose ack never comes is retried over HTTP with the same clientMsgId
  const sending = chatConnection.send(source, { groupId: 7, msgType: 'text', text: '在吗' })
  await flush()
  const frame = s2.sent.find((f) => f.type === 'send')
  expect(frame).toMatchObject({ groupId: 7, text: '在吗' })
  jest.advanceTimersByTime(10_000)
  const r = await sending
  expect(httpSends).toHaveLength(1)
  expect(httpSends[0].clientMsgId).toBe(frame.clientMsgId)
  expect(r.message.mine).toBe(true)

  stop()
  expect(s2.closed).toBe(true)
  expect(chatConnection.state).toBe('idle')
  expect(states).toEqual(expect.arrayContaining(['connecting', 'open', 'polling', 'idle']))
  jest.useRealTimers()
})

test('a socket refused for too many sockets (close 4029, no hello) is not retried at once: polling, then 30 s back-off', async () => {
  jest.useFakeTimers()
  const polls: number[] = []
  const source = {
    poll: async (after: number): Promise<MessagePage> => {
      polls.push(after)
      return { list: [], lastSeq: 3, hasMore: false }
    },
    sendHttp: async (): Promise<SendMessageRes> => {
      throw new Error('unused')
    },
  }
  const before = mockSockets.length
  const stop = chatConnection.watch(
    7,
    source,
    3,
    () => undefined,
    () => undefined,
  )
  await flush()
  const s = mockSockets[before]
  s.h.onOpen()
  s.h.onMessage(JSON.stringify({ type: 'error', code: CHAT_CLOSE.TOO_MANY_SOCKETS, msg: 'too many' }))
  s.h.onClose(CHAT_CLOSE.TOO_MANY_SOCKETS)
  await flush()
  expect(chatConnection.state).toBe('polling')
  expect(polls.length).toBeGreaterThan(0)
  jest.advanceTimersByTime(29_000)
  await flush()
  expect(mockSockets.length).toBe(before + 1) // no reconnect storm: nothing within 29 s
  jest.advanceTimersByTime(8_000) // 30 s + up to 20 % jitter
  await flush()
  expect(mockSockets.length).toBe(before + 2)
  // this one is welcomed: the back-off starts again from the first step
  const s2 = mockSockets[before + 1]
  s2.h.onOpen()
  s2.h.onMessage(JSON.stringify({ type: 'hello', userId: 1 }))
  expect(chatConnection.state).toBe('open')
  stop()
  jest.useRealTimers()
})

test('reconnectAttemptAfterRefusal: one more failure, or the longest delay after a refusal for too many sockets', () => {
  expect(reconnectAttemptAfterRefusal(0, 1006)).toBe(1)
  expect(reconnectAttemptAfterRefusal(2, CHAT_CLOSE.UNAUTHORIZED)).toBe(3)
  expect(reconnectDelay(reconnectAttemptAfterRefusal(0, CHAT_CLOSE.TOO_MANY_SOCKETS) - 1, 0)).toBe(30_000)
})
