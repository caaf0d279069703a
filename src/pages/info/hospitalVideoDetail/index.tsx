import { useMemo } from 'react'
import { View, Text, Video } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { currentRoute } from '@/shared/routes/current'
import { MORE_VIDEOS, PLAYS, VideoCard, formatDuration, getVideoDetail } from '@/features/content'

/**
 * A hospital video (/hospital-video-detail?id=): the player (Taro Video: the native player on WeChat and Alipay,
 * <video> on H5, with poster, duration and progress controls), title, introduction, the other videos.
 */
export default function HospitalVideoDetailPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const q = useQuery(['video', query.id], () => getVideoDetail(query.id), { enabled: !!query.id })
  const d = q.data
  return (
    <Page title={d?.video.title}>
      {!query.id ? (
        <StatusView kind="notFound" />
      ) : q.error && !d ? (
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      ) : !d ? (
        <View className="ct-card">
          <Skeleton rows={8} animated />
        </View>
      ) : (
        <View className="ct-list">
          <View className="ct-player-box">
            <Video
              id="hospital-video"
              className="ct-player"
              src={assetUrl(d.video.videoUrl)}
              poster={assetUrl(d.video.coverUrl)}
              duration={d.video.duration}
              controls
              showCenterPlayBtn
              showProgress
              objectFit="contain"
            />
          </View>
          <View className="ct-card">
            <Text className="ct-detail__title">{d.video.title}</Text>
            <Text className="ct-detail__meta">
              {formatDuration(d.video.duration)} · {PLAYS(d.video.playNum)}
            </Text>
            <Text className="ct-row__summary">{d.video.intro}</Text>
          </View>
          {d.more.length ? (
            <View>
              <Text className="ct-wiki__title ct-more-title">{MORE_VIDEOS}</Text>
              {d.more.map((v) => (
                <VideoCard key={v.id} video={v} />
              ))}
            </View>
          ) : null}
        </View>
      )}
    </Page>
  )
}
