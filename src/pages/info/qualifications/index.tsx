import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { LICENCE_ISSUER, LICENCE_NO, LICENCE_VALID, getQualifications, previewImages } from '@/features/content'
import './index.scss'

/** The hospital's licences (/qualifications): one card per licence with its image (tap: full screen) and its number, validity and issuer. */
export default function QualificationsPage() {
  const q = useQuery(['qualifications'], getQualifications)
  const urls = (q.data ?? []).map((l) => assetUrl(l.imageUrl))
  return (
    <Page onRefresh={q.reload}>
      {q.error && !q.data ? (
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      ) : !q.data ? (
        <View className="lic-page">
          <View className="lic-card">
            <Skeleton rows={6} animated />
          </View>
        </View>
      ) : !q.data.length ? (
        <StatusView kind="empty" />
      ) : (
        <View className="lic-page">
          {q.data.map((l, i) => (
            <View key={l.id} className="lic-card">
              <Text className="lic-card__name">{l.name}</Text>
              <Image className="lic-card__img" src={urls[i]} mode="widthFix" lazyLoad onClick={() => previewImages(urls, urls[i])} />
              <Text className="lic-card__meta">
                {LICENCE_NO}：{l.licenceNo}
              </Text>
              <Text className="lic-card__meta">
                {LICENCE_VALID}：{l.validUntil}
              </Text>
              <Text className="lic-card__meta">
                {LICENCE_ISSUER}：{l.issuer}
              </Text>
            </View>
          ))}
        </View>
      )}
    </Page>
  )
}
