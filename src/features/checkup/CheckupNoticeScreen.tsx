import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { queryCheckupNotice } from './api'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

/**
 * /checkupNotice?packageId=&addItemIds=: the pre-exam notice of a package and its chosen add-ons, from
 * the server (src/domain/checkup checkupNotice): whether to come fasting and for which items first,
 * what to bring, the days before, each item's notice, the exam day, after; the institution and hours.
 */
export default function CheckupNoticeScreen() {
  const { query } = useMemo(() => currentRoute(), [])
  const packageId = Number(query.packageId) || 0
  const addItemIds = typeof query.addItemIds === 'string' ? query.addItemIds : undefined
  const n = useQuery(['pe-notice', packageId, addItemIds], () => queryCheckupNotice(packageId, addItemIds), { enabled: packageId > 0 })
  if (!packageId)
    return (
      <Page>
        <StatusView
          kind="empty"
          text={CHECKUP_TEXT.noticeNoPackage}
          actionText={CHECKUP_TEXT.goBook}
          onAction={() => navigate('/checkup/packageList')}
        />
      </Page>
    )
  const d = n.data
  return (
    <Page onRefresh={n.reload}>
      <View className="ck-list ck-notice-page">
        {n.error ? (
          <StatusView kind="error" text={n.error} actionText="重试" onAction={n.reload} />
        ) : !d ? (
          <View className="ck-section">
            <Skeleton animated rows={8} />
          </View>
        ) : (
          <>
            <View className="ck-section ck-fasting" style={{ marginTop: '10px' }}>
              <Text className="ck-section__title">{d.packageName}</Text>
              <Text className={`ck-fasting__flag ${d.fasting ? '' : 'ck-fasting__flag--no'}`}>
                {d.fasting ? CHECKUP_TEXT.needFasting : CHECKUP_TEXT.noFasting}
              </Text>
              <Text className="ck-fasting__items">{d.sections[0]?.lines.slice(d.fasting ? 1 : 0).join('')}</Text>
              {d.fasting ? <Text className="ck-hint">涉及项目：{d.fastingItems.join('、')}</Text> : null}
            </View>
            {d.sections.slice(1).map((s) => (
              <View key={s.id} className="ck-section" data-section={s.id}>
                <Text className="ck-section__title">{s.title}</Text>
                {s.lines.map((l) => (
                  <Text key={l} className="ck-notice-line">
                    {l}
                  </Text>
                ))}
              </View>
            ))}
            <View className="ck-section ck-inst">
              <Text className="ck-section__title">{CHECKUP_TEXT.institution}</Text>
              <Text className="ck-inst__name">{d.serviceInstitution.name}</Text>
              <Text className="ck-inst__line">地址：{d.serviceInstitution.address}</Text>
              {d.serviceInstitution.phone ? <Text className="ck-inst__line">电话：{d.serviceInstitution.phone}</Text> : null}
              <Text className="ck-inst__line">体检时间：{d.hours}</Text>
            </View>
            <Text className="ck-hint ck-mine__rule">{CHECKUP_TEXT.riskHint}</Text>
            <View className="ck-section">
              <Button block fill="outline" onClick={() => navigate('/emergencyLine')}>
                急救与求助
              </Button>
            </View>
          </>
        )}
      </View>
    </Page>
  )
}
