/** streamText: the streamed sibling of request() — same URL and headers, pieces to onText, error envelopes as ApiError */
import { configureRequest, resetRequestConfig, ApiError } from './request'
import { streamText } from './stream'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { request: jest.fn() } }))
jest.mock('../platform/ui', () => ({ toast: jest.fn(), showLoading: jest.fn(), hideLoading: jest.fn(), DEFAULT_LOADING_TEXT: '加载中...' }))
jest.mock('../platform/network', () => ({ isOnline: jest.fn(async () => true), onNetworkChange: jest.fn() }))
jest.mock('../platform/textStream', () => ({ textStreamSupported: true, openTextStream: jest.fn() }))

const ui = require('../platform/ui') as { toast: jest.Mock }
const ts = require('../platform/textStream') as { openTextStream: jest.Mock }
const onUnauthorized = jest.fn()

beforeEach(() => {
  jest.clearAllMocks()
  resetRequestConfig()
  configureRequest({ getContext: () => ({ appTag: 'h5', hospitalId: 6, token: 'tok' }), onUnauthorized })
})

/** the platform stream delivers `pieces`, then ends with this result */
function platformStream(pieces: string[], result: { status: number; errorBody: string; aborted: boolean }) {
  const abort = jest.fn()
  ts.openTextStream.mockImplementationOnce((_req: unknown, onText: (t: string) => void) => {
    pieces.forEach(onText)
    return { done: Promise.resolve(result), abort }
  })
  return abort
}

test('the request carries the API URL, the login headers and the JSON body; pieces reach onText', async () => {
  platformStream(['体检前', '要空腹'], { status: 200, errorBody: '', aborted: false })
  const seen: string[] = []
  const h = streamText({ prefix: 'api', url: 'assistant/ask', data: { conversationId: 3, content: '空腹？' } }, (t) => seen.push(t))
  await expect(h.done).resolves.toEqual({ aborted: false })
  expect(seen).toEqual(['体检前', '要空腹'])
  const req = ts.openTextStream.mock.calls[0][0]
  expect(req.url).toBe('/api/assistant/ask')
  expect(req.header).toMatchObject({ token: 'tok', hospitalId: '6', appTag: 'h5', 'content-type': 'application/json' })
  expect(JSON.parse(req.body)).toEqual({ conversationId: 3, content: '空腹？' })
})

test('a 429 envelope rejects with its message (toasted); a 401 goes to onUnauthorized without a toast', async () => {
  platformStream([], {
    status: 429,
    errorBody: JSON.stringify({ code: 429, msg: '提问太频繁了，请稍等一分钟再问', data: null }),
    aborted: false,
  })
  const e = await streamText({ prefix: 'api', url: 'assistant/ask', data: {} }, jest.fn()).done.catch((x: ApiError) => x)
  expect(e).toBeInstanceOf(ApiError)
  expect((e as ApiError).message).toBe('提问太频繁了，请稍等一分钟再问')
  expect(ui.toast).toHaveBeenCalledWith('提问太频繁了，请稍等一分钟再问')

  platformStream([], { status: 401, errorBody: JSON.stringify({ code: 401, msg: '未登录', data: null }), aborted: false })
  await expect(streamText({ prefix: 'api', url: 'assistant/ask', data: {} }, jest.fn()).done).rejects.toMatchObject({
    kind: 'unauthorized',
  })
  expect(onUnauthorized).toHaveBeenCalledTimes(1)
  expect(ui.toast).toHaveBeenCalledTimes(1)
})

test('stop: abort() reaches the platform and the stream resolves as aborted', async () => {
  const abort = platformStream(['半'], { status: 0, errorBody: '', aborted: true })
  const h = streamText({ prefix: 'api', url: 'assistant/ask', data: {} }, jest.fn())
  h.abort()
  expect(abort).toHaveBeenCalled()
  await expect(h.done).resolves.toEqual({ aborted: true })
})
