/** The group page (/groupBuy): a member's forming team (time left, 邀请好友参团), success, failure with refund; a visitor's 去参团. */
import TeamScreen from './TeamScreen'
import * as api from '../api'
import * as nav from '@/shared/routes/navigate'
import { bodyText, cleanup, click, mountComponent as mount, quietActWarnings, waitForText } from '@test-support/app/render'

quietActWarnings()
jest.mock('../api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => p.children }))

const a = jest.mocked(api)
beforeEach(() => jest.clearAllMocks())
afterEach(cleanup)

const H = 3600_000
const team = (o: Record<string, unknown> = {}): any => ({
  teamId: 9,
  activityId: 881,
  goodsId: 6016,
  skuId: null,
  leaderName: '王**',
  leaderAvatar: '',
  needNum: 2,
  joinedNum: 1,
  lackNum: 1,
  expireTime: '',
  expireTimeMs: Date.now() + 5 * H + 30_000,
  teamStatus: 1,
  ...o,
})
const byOrder = (o: Record<string, unknown> = {}, t: Record<string, unknown> = {}): any => ({
  team: team(t),
  members: [{ name: '王**', avatar: '', leader: true, paid: true }],
  activityName: '助行拐杖 2人成团',
  goodsName: '四脚助行拐杖',
  goodsUrl: '',
  teamPrice: 99,
  orderId: 77,
  orderStatus: 104,
  refunded: false,
  shareLink: '/groupBuy?teamId=9&hospitalId=6',
  ...o,
})
const at = (q: string) => window.history.replaceState(null, '', `/hospital/groupBuy?${q}`)

it("a member's forming team: price, members with an empty seat, time left, 邀请好友参团, the order", async () => {
  at('orderId=77&hospitalId=6')
  a.teamByOrder.mockResolvedValue(byOrder())
  const t = await mount(TeamScreen)
  await waitForText('拼团中')
  const text = bodyText()
  for (const s of ['四脚助行拐杖', '99.00', '2人团', '还差1人，快邀请好友参团吧', '团长', '王**', '待参团', '邀请好友参团', '查看订单'])
    expect(text).toContain(s)
  expect(text).toMatch(/剩余 ?05:00:\d\d ?结束/)
  expect(text).not.toContain('去参团')
  expect(a.teamByOrder).toHaveBeenCalledWith(77)
  await click(t, '.gb-link')
  expect(nav.navigate).toHaveBeenCalledWith('/orderDetail', expect.objectContaining({ orderId: 77 }))
})

it('succeeded and failed (refunded) teams say so', async () => {
  at('orderId=77&hospitalId=6')
  a.teamByOrder.mockResolvedValue(
    byOrder(
      {
        members: [
          { name: '王**', avatar: '', leader: true, paid: true },
          { name: '李**', avatar: '', leader: false, paid: true },
        ],
      },
      { teamStatus: 2, joinedNum: 2, lackNum: 0 },
    ),
  )
  await mount(TeamScreen)
  await waitForText('拼团成功')
  expect(bodyText()).not.toContain('邀请好友参团')
  // members without a picture: the first character of the nickname, never an empty circle
  const initials = Array.from(document.querySelectorAll('.gb-avatar--initial')).map((e) => e.textContent)
  expect(initials).toEqual(['王', '李'])
  expect(document.querySelectorAll('.gb-avatar--none')).toHaveLength(0)
  cleanup()
  a.teamByOrder.mockResolvedValue(byOrder({ refunded: true, orderStatus: 103 }, { teamStatus: 3 }))
  await mount(TeamScreen)
  await waitForText('拼团失败，已退款')
  expect(bodyText()).toContain('款项已原路退回')
})

it('a forming team past its expiry shows as failed before the sweep ran', async () => {
  at('orderId=77&hospitalId=6')
  a.teamByOrder.mockResolvedValue(byOrder({}, { expireTimeMs: Date.now() - 1000 }))
  await mount(TeamScreen)
  await waitForText('拼团失败')
  expect(bodyText()).not.toContain('邀请好友参团')
})

it('a visitor from a shared link sees 去参团 (login first)', async () => {
  at('teamId=9&hospitalId=6')
  a.teamById.mockResolvedValue({
    team: team(),
    members: [{ name: '王**', avatar: '', leader: true, paid: true }],
    activity: {
      activityId: 881,
      activityName: '助行拐杖 2人成团',
      goods: [{ goodsId: 6016, goodsName: '四脚助行拐杖', goodsUrl: '', goodsType: 1, teamPrice: 99 }],
    },
  } as any)
  const t = await mount(TeamScreen)
  await waitForText('去参团')
  expect(a.teamById).toHaveBeenCalledWith(9)
  await click(t, '.gb-action')
  expect(nav.navigate).toHaveBeenCalledWith('/login', expect.anything())
})
