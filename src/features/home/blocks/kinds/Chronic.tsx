import { View, Text, Image } from '@tarojs/components'
import { getStudios } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import BlockBox from '../BlockBox'
import { useBlockEnv, useBlockQuery } from '../context'
import type { BlockProps } from '../types'
import type { StudioItem } from '@/features/home/model'
import { studioLink } from '@/domain/contentLinks'

/** Chronic blocks: the chronic-disease studios as cards, two a row; a card opens the studio. */
export default function Chronic({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId } = useBlockEnv()
  const resolved = Array.isArray(block.items) ? (block.items as StudioItem[]) : null
  const { data } = useBlockQuery([resolved], () => (resolved ? Promise.resolve(resolved) : getStudios(1)))
  const list = data || []
  if (!list.length) return null
  return (
    <BlockBox kind="chronic" settings={s} title="慢病管理">
      <View className="magic-chronic">
        {list.map((st) => (
          <View
            key={st.id}
            className="magic-chronic__card"
            onClick={() => {
              const l = studioLink(st.id, hospitalId)
              navigate(l.path, l.query)
            }}
          >
            <View className="magic-chronic__text">
              <Text className="magic-chronic__name">{st.name}</Text>
              {st.great ? <Text className="magic-chronic__sub">{st.great}</Text> : null}
            </View>
            {st.headImgUrl ? <Image className="magic-chronic__img" src={assetUrl(st.headImgUrl)} mode="aspectFill" /> : null}
          </View>
        ))}
      </View>
    </BlockBox>
  )
}
