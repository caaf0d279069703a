/**
 * The re-consent popup (issue 33 item 4): a patient who accepted version 1 of the privacy policy, after version 2
 * was published, is asked again (版本更新, naming what changed, the new text); tracking is off until they agree;
 * 同意并继续 (after ticking the box) records version 2; 暂不同意 is not asked again in the same run.
 */
import TestUtils from '@tarojs/test-utils-react'
import type { LegalAcceptance } from '@contract/legal'
import * as api from '@/shared/request/hospitalApi'
import * as platform from '@/shared/platform'
import { privacyAccepted, acceptPrivacy, withdrawPrivacy } from '@/shared/tracking'
import * as T from '@/domain/messages/legal'
import ReconsentGate, { resetReconsent } from './gate'
import LazyGate from '.'

jest.mock('@/shared/request/hospitalApi')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))
const m = jest.mocked(api)

const pending: LegalAcceptance = {
  hospitalId: 6,
  pending: true,
  items: [
    { code: 100, title: '用户服务协议', version: 1, acceptedVersion: 1, outdated: false, note: '' },
    { code: 200, title: '隐私政策', version: 2, acceptedVersion: 1, outdated: true, note: '新增位置信息的用途说明' },
  ],
}
const bodyText = () => document.body.textContent || ''
const waitFor = async (t: TestUtils, ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await t.act(() => new Promise((r) => setTimeout(r, 10)))
  expect(ok()).toBe(true)
}

beforeEach(() => {
  resetReconsent()
  jest.clearAllMocks()
  acceptPrivacy()
  m.getLegalAcceptance.mockResolvedValue(pending)
  m.getProtocol.mockResolvedValue({ code: 200, title: '隐私政策', content: '<p>位置信息仅用于推荐附近门店</p>', hospitalId: 6, version: 2 })
  m.acceptLegal.mockResolvedValue({
    ...pending,
    pending: false,
    items: pending.items.map((i) => ({ ...i, acceptedVersion: i.version, outdated: false })),
  })
})
afterEach(() => {
  document.body.innerHTML = ''
  withdrawPrivacy()
})

test('asks again naming what changed; tracking waits; 同意并继续 records version 2', async () => {
  const t = new TestUtils()
  await t.mount(ReconsentGate, { props: { enabled: true, hospitalId: 6, userKey: 'tok-1' } })
  await waitFor(t, () => bodyText().includes(T.RECONSENT_TITLE))
  expect(bodyText()).toContain(T.reconsentLead('《隐私政策》'))
  expect(bodyText()).toContain('《隐私政策》第2版：新增位置信息的用途说明')
  expect(bodyText()).toContain('位置信息仅用于推荐附近门店')
  expect(m.getProtocol).toHaveBeenCalledWith(200, 6, { silent: true })
  // until the patient agrees, the privacy policy counts as not accepted (nothing is tracked)
  expect(privacyAccepted()).toBe(false)

  const confirm = () => document.querySelectorAll('.agreement-popup__btn')[1]
  expect(confirm().textContent).toBe(T.RECONSENT_AGREE)
  expect(confirm().className).toContain('disabled')
  t.fireEvent.click(document.querySelector('.agreement-popup__check .nut-checkbox') as Element)
  await t.act(async () => undefined)
  t.fireEvent.click(confirm())
  await waitFor(t, () => m.acceptLegal.mock.calls.length === 1 && !bodyText().includes(T.RECONSENT_TITLE))
  expect(m.acceptLegal).toHaveBeenCalledWith(6, [{ code: 200, version: 2 }])
  expect(privacyAccepted()).toBe(true)
})

test('暂不同意: not asked again in this run; tracking stays off', async () => {
  const t = new TestUtils()
  await t.mount(ReconsentGate, { props: { enabled: true, hospitalId: 6, userKey: 'tok-2' } })
  await waitFor(t, () => bodyText().includes(T.RECONSENT_TITLE))
  t.fireEvent.click(document.querySelectorAll('.agreement-popup__btn')[0])
  await waitFor(t, () => !bodyText().includes(T.RECONSENT_TITLE))
  expect(platform.toast).toHaveBeenCalledWith(T.RECONSENT_DECLINED)
  expect(m.acceptLegal).not.toHaveBeenCalled()
  expect(privacyAccepted()).toBe(false)
  document.body.innerHTML = ''
  const t2 = new TestUtils()
  await t2.mount(ReconsentGate, { props: { enabled: true, hospitalId: 6, userKey: 'tok-2' } })
  await t2.act(() => new Promise((r) => setTimeout(r, 50)))
  expect(bodyText()).not.toContain(T.RECONSENT_TITLE)
  expect(m.getLegalAcceptance).toHaveBeenCalledTimes(1)
})

test('nothing newer: no popup; disabled (login screens, visitors): not even asked', async () => {
  m.getLegalAcceptance.mockResolvedValue({ ...pending, pending: false, items: pending.items.map((i) => ({ ...i, outdated: false })) })
  const t = new TestUtils()
  await t.mount(ReconsentGate, { props: { enabled: true, hospitalId: 6, userKey: 'tok-3' } })
  await waitFor(t, () => m.getLegalAcceptance.mock.calls.length === 1)
  await t.act(() => new Promise((r) => setTimeout(r, 50)))
  expect(bodyText()).not.toContain(T.RECONSENT_TITLE)
  expect(privacyAccepted()).toBe(true)
  const t2 = new TestUtils()
  await t2.mount(ReconsentGate, { props: { enabled: false, hospitalId: 6, userKey: 'tok-4' } })
  expect(m.getLegalAcceptance).toHaveBeenCalledTimes(1)
})

test('H5: the gate loads on demand — nothing (no request) while not enabled; enabled, it asks as above', async () => {
  const t = new TestUtils()
  await t.mount(LazyGate, { props: { enabled: false, hospitalId: 6, userKey: 'tok-lazy' } })
  await t.act(() => new Promise((r) => setTimeout(r, 30)))
  expect(m.getLegalAcceptance).not.toHaveBeenCalled()
  document.body.innerHTML = ''
  await t.mount(LazyGate, { props: { enabled: true, hospitalId: 6, userKey: 'tok-lazy' } })
  await waitFor(t, () => bodyText().includes(T.RECONSENT_TITLE))
  expect(m.getLegalAcceptance).toHaveBeenCalledTimes(1)
})
