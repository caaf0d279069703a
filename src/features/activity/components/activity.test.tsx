import ActivityBanner from './ActivityBanner'
import RulesPopup from './RulesPopup'
import { bodyText, cleanup, click, mountComponent as mount, quietActWarnings } from '@test-support/app/render'

quietActWarnings()

afterEach(cleanup)

describe('ActivityBanner', () => {
  const now = new Date('2026-06-01T12:00:00+08:00')
  const base = {
    type: 1,
    activityPrice: 59,
    periodBegin: '2026-06-01 10:00:00',
    periodEnd: '2026-06-01 14:00:00',
    timeBefore: 0,
    activityStockFlag: 1,
    activityStockNum: 10,
    purchaseMax: 0,
    hasBuyNum: 0,
  }
  it('running: 进行中 with the countdown to the end and the activity price', async () => {
    await mount(ActivityBanner, { activity: base, price: 99, now })
    const text = bodyText()
    expect(text).toContain('进行中')
    expect(text).toContain('距结束')
    expect(text).toContain('02:00:00')
    expect(text).toContain('59.00')
    expect(document.querySelector('.activity-banner')?.getAttribute('data-status')).toBe('2')
  })
  it('not started: 未开始 with the countdown to the start', async () => {
    await mount(ActivityBanner, { activity: { ...base, periodBegin: '2026-06-01 12:30:00' }, price: 99, now })
    expect(bodyText()).toContain('未开始')
    expect(bodyText()).toContain('距开始')
    expect(bodyText()).toContain('00:30:00')
  })
  it('timeBefore ends the running window early: 已结束', async () => {
    await mount(ActivityBanner, { activity: { ...base, periodEnd: '2026-06-01 12:20:00', timeBefore: 30 }, price: 99, now })
    expect(bodyText()).toContain('已结束')
  })
  it('sold out: 活动商品已售罄; cap reached: 已达可购买上限', async () => {
    await mount(ActivityBanner, { activity: { ...base, activityStockNum: 0 }, price: 99, now })
    expect(bodyText()).toContain('活动商品已售罄')
    expect(bodyText()).not.toContain('距结束')
    cleanup()
    await mount(ActivityBanner, { activity: { ...base, purchaseMax: 2, hasBuyNum: 2 }, price: 99, now })
    expect(bodyText()).toContain('已达可购买上限')
  })
})

describe('RulesPopup', () => {
  it('shows 活动详情规则, the rules and 我知道了 which closes', async () => {
    const onClose = jest.fn()
    const t = await mount(RulesPopup, { visible: true, lines: ['满300元减30元'], content: '活动期间每人限参与一次', onClose })
    for (const s of ['活动详情规则', '满300元减30元', '活动期间每人限参与一次', '我知道了']) expect(bodyText()).toContain(s)
    await click(t, '.rules-popup__ok')
    expect(onClose).toHaveBeenCalled()
  })
})
