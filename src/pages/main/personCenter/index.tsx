import { View, Text, Image } from '@tarojs/components'
import { Cell, CellGroup, Button } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { navigate } from '@/shared/routes/navigate'
import { maskPhone } from '@/domain/mask'
import { useAppStore, useUserStore } from '@/shared/store'
import { PERSON_MENU } from '@/features/account'
import { assetUrl } from '@/shared/request/assetUrl'
import './index.scss'

/** Person centre (/personCenter, /shop/personalCenter): header with avatar and masked phone, or the login entry. */
export default function PersonCenterPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const user = useUserStore((s) => s.userInfo)
  const loggedIn = useUserStore((s) => s.isLoggedIn())
  const base = user?.userBase
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
            <Button size="small" className="pc-header__login" onClick={() => navigate('/login', { hospitalId })}>
              登录/注册
            </Button>
          </View>
        )}
      </View>
      {PERSON_MENU.map((group) => (
        <CellGroup key={group.title} title={group.title} className="pc-group">
          {group.items.map((item) => (
            <Cell key={item.path} title={item.title} clickable onClick={() => navigate(item.path, { hospitalId })} />
          ))}
        </CellGroup>
      ))}
    </Page>
  )
}
