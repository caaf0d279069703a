import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { VideoCard, getVideos } from '@/features/content'

/** Hospital videos (/hospital-video): poster, duration, title and introduction of each; a card opens the player. */
export default function HospitalVideoPage() {
  const q = useQuery(['videos'], getVideos)
  return (
    <Page onRefresh={q.reload}>
      {q.error && !q.data ? (
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      ) : !q.data ? (
        <View className="ct-card">
          <Skeleton rows={6} animated />
        </View>
      ) : !q.data.length ? (
        <StatusView kind="empty" />
      ) : (
        <View className="ct-list">
          {q.data.map((v) => (
            <VideoCard key={v.id} video={v} />
          ))}
        </View>
      )}
    </Page>
  )
}
