import PersonCenterPage from './index'
import * as orderFeature from '@/features/order'
import * as nav from '@/shared/routes/navigate'
import { resetStores, loginAs, mount, click, bodyText, cleanup, waitForText } from '@test-support/app/auth'

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => [p.children, p.footer] }))
jest.mock('@/features/order', () => ({ __esModule: true, orderStatusNum: jest.fn() }))
jest.mock('@/shared/routes/navigate')

const orderStatusNum = jest.mocked(orderFeature.orderStatusNum)
const navigate = jest.mocked(nav.navigate)

beforeEach(() => {
  resetStores()
  jest.clearAllMocks()
  cleanup()
})

describe('/personCenter as a patient hub (issue 35)', () => {
  it('logged in: the order-status strip with the counts of orderStatusNum, each opening its tab', async () => {
    loginAs()
    orderStatusNum.mockResolvedValue({ 101: 2, 102: 3, 103: 0, 104: 1, 105: 0, all: 6 })
    const t = await mount(PersonCenterPage, '/personCenter?hospitalId=6')
    await waitForText('待付款')
    const badge = async (status: number) => {
      for (let i = 0; i < 50; i++) {
        const t = document.querySelector(`.pc-orders__item[data-status="${status}"] .pc-orders__badge`)?.textContent
        if (t) return t
        await new Promise((r) => setTimeout(r, 10))
      }
      return null
    }
    expect(await badge(101)).toBe('2')
    expect(await badge(104)).toBe('1')
    expect(await badge(102)).toBe('3')
    expect(document.querySelector('.pc-orders__item[data-status="105"] .pc-orders__badge')).toBeNull() // 0: no badge
    for (const s of ['我的订单', '全部订单', '待使用/收货', '部分使用', '已完成', '就诊人', '我的预约', '我的报告', '优惠券', '收货地址'])
      expect(bodyText()).toContain(s)
    // menu rows carry an icon and a ›
    expect(document.querySelectorAll('.pc-group .pc-row__icon').length).toBe(10)
    await click(t, '.pc-orders__item[data-status="101"]')
    expect(navigate).toHaveBeenCalledWith('/webOrder', { hospitalId: 6, status: 101 })
    await click(t, '.pc-shortcuts__item')
    expect(navigate).toHaveBeenCalledWith('/patientList', { hospitalId: 6 })
  })

  it('logged out: a styled 登录/注册 call, no order counts asked for', async () => {
    const t = await mount(PersonCenterPage, '/personCenter?hospitalId=6')
    await waitForText('您还未登录')
    expect(bodyText()).toContain('登录/注册')
    expect(document.querySelector('.pc-header__login')).not.toBeNull()
    expect(orderStatusNum).not.toHaveBeenCalled()
    await click(t, '.pc-header__login')
    expect(navigate).toHaveBeenCalledWith('/login', { hospitalId: 6 })
  })
})
