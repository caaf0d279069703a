import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Cell, Button } from '@nutui/nutui-react-taro'
import { Phone, Clock, Location, Service } from '@nutui/icons-react-taro'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { FaqList, getCustomerServiceData } from '@/features/customer-service'
import './index.scss'

/** the hours shown before the service's own arrive (the server's default) */
const DEFAULT_HOURS = '周一至周日 08:00-20:00'

/**
 * Customer-service tab: 在线咨询 first, the FAQ (getCustomerServiceData, each answer opens in place), the AI
 * assistant, then the hospital's service line, hours and address (issue 35 item 8: no blank half page).
 */
export default function CustomerServicePage() {
  const info = useAppStore((s) => s.hospitalInfo)
  const hospitalId = useAppStore((s) => s.hospitalId)
  const data = useQuery(['cs-data', hospitalId], getCustomerServiceData).data
  const phone = data?.phone || info?.phone
  const call = () => phone && Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)
  return (
    <Page>
      <View className="cs-hero">
        <Service size={40} color="#fff" />
        <Text className="cs-hero__title">您好，有什么可以帮您？</Text>
        <Text className="cs-hero__sub">
          {info?.hospitalName || '医院健康商城'}客服中心{data ? (data.open ? ' · 人工客服在线' : ' · 非人工服务时间，可先留言') : ''}
        </Text>
      </View>
      <View className="cs-actions">
        <Button type="primary" block onClick={() => navigate('/chatRoom', { service: 1, hospitalId })}>
          在线咨询
        </Button>
        <Button block fill="outline" type="primary" className="cs-actions__call" onClick={() => navigate('/aiChat', { hospitalId })}>
          问问AI健康助手
        </Button>
      </View>
      <FaqList faq={data?.faq ?? []} />
      <View className="cs-card">
        <Cell title="客服热线" description={phone || '—'} extra={<Phone size={16} />} onClick={call} />
        <Cell title="服务时间" description={data?.hours || DEFAULT_HOURS} extra={<Clock size={16} />} />
        <Cell title="医院地址" description={info?.address || '—'} extra={<Location size={16} />} />
      </View>
    </Page>
  )
}
