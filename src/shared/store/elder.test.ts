/** the elder-friendly mode's flag: entry link, local storage, the server preference of a logged-in user */
import Taro from '@tarojs/taro'
import { parseElderFlag, resetElderStore, restoreElderMode, setElderMode, syncElderMode, useElderStore, ELDER_STORAGE_KEY } from './elder'
import { bootstrapApp, resetAppStore, resetUserStore, stopPersistence } from './index'
import { configureRequest, resetRequestConfig } from '../request/request'

let server: { elderMode: boolean; fail: boolean }
let calls: Array<{ method: string; url: string; data: unknown }>

beforeEach(() => {
  localStorage.clear()
  resetElderStore()
  resetAppStore()
  resetUserStore()
  resetRequestConfig()
  configureRequest({ getContext: () => ({ appTag: 'h5', hospitalId: 6, token: 't1', healthToken: '', studioDoctorToken: '' }) })
  server = { elderMode: false, fail: false }
  calls = []
  jest.spyOn(Taro as any, 'request').mockImplementation(async (opts: any) => {
    calls.push({ method: opts.method, url: opts.url, data: opts.data })
    if (!String(opts.url).endsWith('/user-center/preference')) return { statusCode: 404, data: { code: 404, msg: 'x', data: null } }
    if (server.fail) return { statusCode: 500, data: { code: 500, msg: '服务器处理错误', data: null } }
    if (opts.method === 'POST') server.elderMode = opts.data.elderMode
    return { statusCode: 200, data: { code: 200, msg: 'success', data: { elderMode: server.elderMode } } }
  })
  jest.spyOn(Taro as any, 'showToast').mockImplementation(async () => ({}))
})
afterEach(() => {
  jest.restoreAllMocks()
  stopPersistence()
})

const elder = () => useElderStore.getState().elder
const stored = () => Taro.getStorageSync(ELDER_STORAGE_KEY)

test.each([
  ['1', true],
  ['true', true],
  [1, true],
  ['0', false],
  ['false', false],
  ['', null],
  ['yes', null],
  [undefined, null],
])('parseElderFlag(%p) = %p', (v, out) => expect(parseElderFlag(v)).toBe(out))

test('the entry link flag turns the mode on and is remembered; a later launch without it keeps it', () => {
  bootstrapApp({ hospitalId: '6', elder: '1' })
  expect(elder()).toBe(true)
  expect(String(stored())).toBe('1')
  resetElderStore()
  restoreElderMode({})
  expect(elder()).toBe(true)
  restoreElderMode({ elder: '0' })
  expect(elder()).toBe(false)
  expect(String(stored())).toBe('0')
})

test('a visitor: the switch only stores locally (no request)', async () => {
  expect(await setElderMode(true)).toBe(true)
  expect(elder()).toBe(true)
  expect(String(stored())).toBe('1')
  expect(calls).toHaveLength(0)
})

test('logged in: the switch saves on the server; a failed save keeps the mode on this device and the next sync saves it', async () => {
  expect(await setElderMode(true, 't1')).toBe(true)
  expect(server.elderMode).toBe(true)
  server.fail = true
  expect(await setElderMode(false, 't1')).toBe(false)
  expect(elder()).toBe(false)
  server.fail = false
  await syncElderMode('t2')
  expect(server.elderMode).toBe(false)
})

test('after login the server value wins (once per session)', async () => {
  restoreElderMode({})
  server.elderMode = true
  await syncElderMode('t1')
  expect(elder()).toBe(true)
  expect(String(stored())).toBe('1')
  await syncElderMode('t1')
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1)
})

test('the entry link flag of this launch is saved to the account instead of being overwritten', async () => {
  restoreElderMode({ elder: '1' })
  await syncElderMode('t1')
  expect(server.elderMode).toBe(true)
  expect(calls.map((c) => c.method)).toEqual(['POST'])
})
