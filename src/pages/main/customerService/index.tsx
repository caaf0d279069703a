import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Cell, Button } from '@nutui/nutui-react-taro'
import { Phone, Clock, Location, Service } from '@nutui/icons-react-taro'
import Page from '@/shared/ui/Page'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import './index.scss'

/** Customer-service tab: the hospital's service line, hours and address, and the online consultation entry. */
export default function CustomerServicePage() {
  const info = useAppStore((s) => s.hospitalInfo)
  const hospitalId = useAppStore((s) => s.hospitalId)
  const call = () => info?.phone && Taro.makePhoneCall({ phoneNumber: info.phone }).catch(() => undefined)
  return (
    <Page>
      <View className="cs-hero">
        <Service size={40} color="#fff" />
        <Text className="cs-hero__title">您好，有什么可以帮您？</Text>
        <Text className="cs-hero__sub">{info?.hospitalName || '医院健康商城'}客服中心</Text>
      </View>
      <View className="cs-card">
        <Cell title="客服热线" description={info?.phone || '—'} extra={<Phone size={16} />} onClick={call} />
        <Cell title="服务时间" description="周一至周日 08:00-20:00" extra={<Clock size={16} />} />
        <Cell title="医院地址" description={info?.address || '—'} extra={<Location size={16} />} />
      </View>
      <View className="cs-actions">
        <Button type="primary" block onClick={() => navigate('/chatRoom', { service: 1, hospitalId })}>
          在线咨询
        </Button>
        <Button block fill="outline" type="primary" className="cs-actions__call" onClick={call}>
          拨打客服热线
        </Button>
      </View>
    </Page>
  )
}
