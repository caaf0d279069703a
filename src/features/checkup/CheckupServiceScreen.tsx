import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import { navigate } from '@/shared/routes/navigate'
import { useAppStore } from '@/shared/store'
import { queryPackageList } from './api'
import PackageCard from './PackageCard'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

const SERVICES: Array<[string, string, string]> = [
  ['个人体检套餐', '按人群、年龄、价格挑选', '/checkup/personalPackageList'],
  ['全部体检套餐', '按分类浏览全部套餐', '/checkup/packageList'],
  ['家庭套餐', '一次购买多人使用', '/checkup/packageList?family=1'],
  ['我的预约', '查看、改期或取消体检预约', '/appointmentList'],
  ['体检须知', '空腹、憋尿、着装等准备事项', '/checkupNotice'],
  ['特色医疗', '医院特色专科服务', '/checkup/special-medical'],
  ['健康管家', '体检后的健康管理服务', '/checkup/guanjia'],
]

/** recommended packages shown under the services (the rest are one tap away in 全部体检套餐) */
const RECOMMENDED_SHOWN = 3

/**
 * /checkup/home/service, /checkup/service: the hospital's check-up services, then what to do next (issue 35
 * item 8: the tab no longer ends in a blank half screen): the recommended packages and a consultation about
 * choosing one.
 */
export default function CheckupServiceScreen() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const packages = useQuery(['pe-packages', hospitalId], () => queryPackageList({ pageSize: 50 }))
  const list = packages.data?.list ?? []
  const recommended = (list.some((p) => p.recommended) ? list.filter((p) => p.recommended) : list).slice(0, RECOMMENDED_SHOWN)
  return (
    <Page onRefresh={packages.reload}>
      <View className="ck-section">
        <Text className="ck-section__title">{CHECKUP_TEXT.services}</Text>
        {SERVICES.map(([title, sub, path]) => (
          <View key={title} className="ck-service" onClick={() => navigate(path)}>
            <Text className="ck-service__title">{title}</Text>
            <Text className="ck-service__sub">{sub}</Text>
          </View>
        ))}
      </View>
      {!packages.data && packages.loading ? (
        <View className="ck-section">
          <Skeleton rows={4} animated />
        </View>
      ) : recommended.length ? (
        <View className="ck-section">
          <View className="ck-section__head">
            <Text className="ck-section__title">{CHECKUP_TEXT.recommended}</Text>
            <Text className="ck-section__more" onClick={() => navigate('/checkup/packageList')}>
              {CHECKUP_TEXT.all} ›
            </Text>
          </View>
          {recommended.map((p) => (
            <PackageCard key={p.packageId} pkg={p} />
          ))}
        </View>
      ) : null}
      <View className="ck-section ck-ask">
        <Text className="ck-ask__title">{CHECKUP_TEXT.askTitle}</Text>
        <Text className="ck-ask__sub">{CHECKUP_TEXT.askSub}</Text>
        <Button type="primary" fill="outline" className="ck-ask__btn" onClick={() => navigate('/chatRoom', { service: 1, hospitalId })}>
          在线咨询
        </Button>
      </View>
    </Page>
  )
}
