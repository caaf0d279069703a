import { View, Text, Image } from '@tarojs/components'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { videoLink } from '@/domain/contentLinks'
import type { VideoItem } from '../api'
import { formatDuration } from '../format'
import { PLAYS } from '../texts'
import '../content.scss'

/** A video as a card: poster with the duration and a play mark, title, introduction; opens the video page. */
export default function VideoCard({ video }: { video: VideoItem }) {
  return (
    <View
      className="ct-video"
      onClick={() => {
        const l = videoLink(video.id)
        navigate(l.path, l.query)
      }}
    >
      <View className="ct-video__poster">
        <Image className="ct-video__img" src={assetUrl(video.coverUrl)} mode="aspectFill" lazyLoad />
        <Text className="ct-video__play">▶</Text>
        <Text className="ct-video__duration">{formatDuration(video.duration)}</Text>
      </View>
      <Text className="ct-video__title">{video.title}</Text>
      <Text className="ct-video__intro">{video.intro}</Text>
      <Text className="ct-row__meta">{PLAYS(video.playNum)}</Text>
    </View>
  )
}
