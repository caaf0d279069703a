import { View, Text, Image } from '@tarojs/components'
import type { Studio } from '@contract/browse'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { studioLink } from '@/domain/contentLinks'
import '../doctor.scss'

/** opens a studio (/workRoomDetail?studioId=&hospitalId=) */
export const openStudio = (studioId: number, hospitalId?: number | string) => {
  const l = studioLink(studioId, hospitalId)
  return navigate(l.path, l.query)
}

/** A studio as a row: picture, name, what it is good at, department; opens the studio page. */
export default function StudioRow({ studio, hospitalId, tag }: { studio: Studio; hospitalId?: number | string; tag?: string }) {
  return (
    <View className="studio-row" onClick={() => openStudio(studio.id, hospitalId)}>
      <Image className="studio-row__img" src={assetUrl(studio.headImgUrl || '')} mode="aspectFill" lazyLoad />
      <View className="studio-row__text">
        <View>
          <Text className="studio-row__name">{studio.name}</Text>
          {tag ? <Text className="studio-row__tag">{tag}</Text> : null}
        </View>
        <Text className="studio-row__great">{studio.great}</Text>
        <Text className="studio-row__dep">{studio.departmentName}</Text>
      </View>
    </View>
  )
}
