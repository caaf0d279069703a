import { View, Text } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import { navigate } from '@/shared/routes/navigate'
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

/** /checkup/home/service, /checkup/service: the hospital's check-up services */
export default function CheckupServiceScreen() {
  return (
    <Page>
      <View className="ck-section">
        <Text className="ck-section__title">{CHECKUP_TEXT.services}</Text>
        {SERVICES.map(([title, sub, path]) => (
          <View key={title} className="ck-service" onClick={() => navigate(path)}>
            <Text className="ck-service__title">{title}</Text>
            <Text className="ck-service__sub">{sub}</Text>
          </View>
        ))}
      </View>
    </Page>
  )
}
