import type { ReactNode } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Cell, CellGroup, Button } from '@nutui/nutui-react-taro'
import {
  ArrowRight,
  Articles,
  Clock,
  Coupon,
  Health,
  List,
  Location,
  Order,
  Processing,
  Received,
  Setting,
  ShieldCheck,
  ToPay,
  ToReceive,
  User,
} from '@nutui/icons-react-taro'
import Page from '@/shared/ui/Page'
import { navigate } from '@/shared/routes/navigate'
import { maskPhone } from '@/domain/mask'
import { useQuery } from '@/shared/data'
import { useAppStore, useUserStore } from '@/shared/store'
import { PERSON_MENU, PERSON_SHORTCUTS, type PersonIcon } from '@/features/account'
import { orderStatusNum } from '@/features/order'
import { assetUrl } from '@/shared/request/assetUrl'
import './index.scss'

const ICONS: Record<PersonIcon, (p: { size: number; color?: string }) => ReactNode> = {
  order: (p) => <Order {...p} />,
  booking: (p) => <Clock {...p} />,
  report: (p) => <Articles {...p} />,
  coupon: (p) => <Coupon {...p} />,
  address: (p) => <Location {...p} />,
  person: (p) => <User {...p} />,
  invoice: (p) => <List {...p} />,
  health: (p) => <Health {...p} />,
  setting: (p) => <Setting {...p} />,
  licence: (p) => <ShieldCheck {...p} />,
}

/** the order-status strip (issue 35): the counts of GET orderCenter/orderStatusNum, each opening its tab of /webOrder */
const ORDER_STRIP: ReadonlyArray<{ status: 101 | 104 | 105 | 102; label: string; Icon: typeof ToPay }> = [
  { status: 101, label: '待付款', Icon: ToPay },
  { status: 104, label: '待使用/收货', Icon: ToReceive },
  { status: 105, label: '部分使用', Icon: Processing },
  { status: 102, label: '已完成', Icon: Received },
]

/** a count on an icon: nothing for 0, 99+ above 99 */
const badge = (n: number | undefined) => (n && n > 0 ? (n > 99 ? '99+' : String(n)) : null)

/**
 * Person centre (/personCenter, /shop/personalCenter), a patient hub (issue 35): the header with avatar and masked
 * phone (or a styled 登录/注册 call), the order-status strip with counts, shortcuts to service persons, bookings,
 * reports and coupons, then the menu rows with icons and ›.
 */
export default function PersonCenterPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const user = useUserStore((s) => s.userInfo)
  const loggedIn = useUserStore((s) => s.isLoggedIn())
  const base = user?.userBase
  const counts = useQuery(['person-center', 'order-counts'], () => orderStatusNum(), { enabled: loggedIn })
  const go = (path: string, query: Record<string, string | number> = {}) => navigate(path, { hospitalId, ...query })
  return (
    <Page>
      <View className="pc-header">
        <Image className="pc-header__avatar" src={assetUrl(base?.avatarUrl || '/assets/avatar-default.svg')} mode="aspectFill" />
        {loggedIn ? (
          <View className="pc-header__text">
            <Text className="pc-header__name">{base?.username || '健康用户'}</Text>
            <Text className="pc-header__phone">{base?.phone ? maskPhone(base.phone) : '未绑定手机号'}</Text>
          </View>
        ) : (
          <View className="pc-header__text">
            <Text className="pc-header__name">您还未登录</Text>
            <Text className="pc-header__phone">登录后查看订单、预约和报告</Text>
            <Button className="pc-header__login" onClick={() => go('/login')}>
              登录/注册
            </Button>
          </View>
        )}
      </View>
      <View className="pc-card pc-orders">
        <View className="pc-card__head" onClick={() => go('/webOrder')}>
          <Text className="pc-card__title">我的订单</Text>
          <Text className="pc-card__more">
            全部订单 <ArrowRight size={10} />
          </Text>
        </View>
        <View className="pc-orders__strip">
          {ORDER_STRIP.map((s) => {
            const n = badge(counts.data?.[s.status])
            return (
              <View key={s.status} className="pc-orders__item" data-status={s.status} onClick={() => go('/webOrder', { status: s.status })}>
                <View className="pc-orders__icon">
                  <s.Icon size={24} />
                  {n ? <Text className="pc-orders__badge">{n}</Text> : null}
                </View>
                <Text className="pc-orders__label">{s.label}</Text>
              </View>
            )
          })}
        </View>
      </View>
      <View className="pc-card pc-shortcuts">
        {PERSON_SHORTCUTS.map((s) => (
          <View key={s.path} className="pc-shortcuts__item" onClick={() => go(s.path)}>
            <View className="pc-shortcuts__icon">{ICONS[s.icon]({ size: 22 })}</View>
            <Text className="pc-shortcuts__label">{s.title}</Text>
          </View>
        ))}
      </View>
      {PERSON_MENU.map((group) => (
        <CellGroup key={group.title} title={group.title} className="pc-group">
          {group.items.map((item) => (
            <Cell
              key={item.path}
              title={
                <View className="pc-row">
                  <View className="pc-row__icon">{ICONS[item.icon]({ size: 18 })}</View>
                  <Text>{item.title}</Text>
                </View>
              }
              extra={<ArrowRight size={12} color="#a0a4ab" />}
              clickable
              onClick={() => go(item.path)}
            />
          ))}
        </CellGroup>
      ))}
    </Page>
  )
}
