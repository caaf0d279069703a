import TestUtils from '@tarojs/test-utils-react'
import LoadingOverlay from './LoadingOverlay'
import PromptMessage from './PromptMessage'
import AgreementPopup from './AgreementPopup'
import StatusView from './StatusView'
import LongPress from './LongPress'

// text is split across nodes: assert on textContent; each test starts from an empty body
const bodyText = () => document.body.textContent || ''
afterEach(() => {
  document.body.innerHTML = ''
})

describe('LoadingOverlay', () => {
  it('shows 加载中... by default', async () => {
    const t = new TestUtils()
    await t.mount(LoadingOverlay, { props: { visible: true } })
    expect(bodyText()).toContain('加载中...')
  })
  it('shows a custom text', async () => {
    const t = new TestUtils()
    await t.mount(LoadingOverlay, { props: { visible: true, text: '提交中' } })
    expect(bodyText()).toContain('提交中')
  })
})

describe('PromptMessage', () => {
  it('renders title, subtitle and 确定 which calls back', async () => {
    const onConfirm = jest.fn()
    const t = new TestUtils()
    await t.mount(PromptMessage, { props: { icon: 'success', title: '支付成功', subtitle: '订单已提交', onConfirm } })
    const html = bodyText()
    expect(html).toContain('支付成功')
    expect(html).toContain('订单已提交')
    const btn = await t.queries.waitForQuerySelector('.prompt-message__btn')
    expect(btn?.textContent).toContain('确定')
    t.fireEvent.click(btn as Element)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})

describe('AgreementPopup', () => {
  const base = { visible: true, content: '<p>协议正文</p>', onCancel: jest.fn() }
  it('defaults the title to 温馨提示 and confirms without a checkbox', async () => {
    const onConfirm = jest.fn()
    const t = new TestUtils()
    await t.mount(AgreementPopup, { props: { ...base, onConfirm } })
    expect(bodyText()).toContain('温馨提示')
    expect(bodyText()).not.toContain('我已阅读并同意本协议全部内容')
    const buttons = document.querySelectorAll('.agreement-popup__btn')
    t.fireEvent.click(buttons[1])
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
  it('under confirm way 1 enables 确定 only when the checkbox is ticked', async () => {
    const onConfirm = jest.fn()
    const t = new TestUtils()
    await t.mount(AgreementPopup, { props: { ...base, confirmWay: 1, title: '服务协议', onConfirm } })
    expect(bodyText()).toContain('服务协议')
    expect(bodyText()).toContain('我已阅读并同意本协议全部内容')
    const confirm = () => document.querySelectorAll('.agreement-popup__btn')[1]
    expect(confirm().className).toContain('disabled')
    t.fireEvent.click(confirm())
    expect(onConfirm).not.toHaveBeenCalled()
    const box = document.querySelector('.agreement-popup__check .nut-checkbox') as Element
    t.fireEvent.click(box)
    await t.act(async () => undefined)
    expect(confirm().className).not.toContain('disabled')
    t.fireEvent.click(confirm())
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})

describe('StatusView', () => {
  it.each([
    ['closed', '功能暂未开通'],
    ['notFound', '抱歉，您访问的页面不存在'],
    ['empty', '暂无数据'],
  ] as const)('%s shows its default text', async (kind, text) => {
    const t = new TestUtils()
    await t.mount(StatusView, { props: { kind } })
    expect(bodyText()).toContain(text)
  })
  it('shows a closeText', async () => {
    const t = new TestUtils()
    await t.mount(StatusView, { props: { kind: 'closed', text: '测评暂未开放，敬请期待' } })
    expect(bodyText()).toContain('测评暂未开放，敬请期待')
  })
})

describe('LongPress', () => {
  afterEach(() => jest.useRealTimers())
  it('fires after 2 s of holding, not before, and not when released early', async () => {
    const onLongPress = jest.fn()
    const t = new TestUtils()
    await t.mount(LongPress, { props: { onLongPress, className: 'lp' } })
    jest.useFakeTimers()
    const el = document.querySelector('.lp') as Element
    const touch = [{ clientX: 0, clientY: 0 }] as unknown as Touch[]
    t.fireEvent.touchStart(el, { touches: touch })
    jest.advanceTimersByTime(1999)
    expect(onLongPress).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(onLongPress).toHaveBeenCalledTimes(1)
    t.fireEvent.touchStart(el, { touches: touch })
    jest.advanceTimersByTime(1500)
    t.fireEvent.touchEnd(el, { changedTouches: touch })
    jest.advanceTimersByTime(1000)
    expect(onLongPress).toHaveBeenCalledTimes(1)
  })
})
