import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { takeShowNum } from '@/domain'
import { getStudios } from '@/features/home/api'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import BlockBox from '../BlockBox'
import { useBlockEnv, useBlockQuery } from '../context'
import type { BlockProps } from '../types'
import type { StudioItem } from '@/features/home/model'
import { studioLink } from '@/domain/contentLinks'

export const NO_STUDIO = '暂无工作室'
export const SEE_MORE = '查看更多'

/** Special chronic studio list (SPEC Widgets): showNum studios, then 查看更多; empty 暂无工作室. */
export default function StudioList({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId } = useBlockEnv()
  const resolved = Array.isArray(block.items) ? (block.items as StudioItem[]) : null
  const { data, loading, error } = useBlockQuery([resolved], () => (resolved ? Promise.resolve(resolved) : getStudios(1)))
  const { items, hasMore } = takeShowNum(data || [], s.showNum)
  return (
    <BlockBox kind="studioList" settings={s} title="专病工作室">
      {loading && !data ? (
        <Skeleton rows={3} animated />
      ) : error && !data ? (
        <View className="magic-empty">{error}</View>
      ) : items.length ? (
        <View className="magic-studios">
          {items.map((st) => (
            <View
              key={st.id}
              className="magic-studio"
              onClick={() => {
                const l = studioLink(st.id, hospitalId)
                navigate(l.path, l.query)
              }}
            >
              <Image className="magic-studio__img" src={assetUrl(st.headImgUrl || '')} mode="aspectFill" lazyLoad />
              <View className="magic-studio__text">
                <Text className="magic-studio__name">{st.name}</Text>
                {st.great ? <Text className="magic-studio__great">{st.great}</Text> : null}
              </View>
            </View>
          ))}
          {hasMore ? (
            <View className="magic-studios__more" onClick={() => navigate('/chronic/workRoom', { hospitalId })}>
              {SEE_MORE}
            </View>
          ) : null}
        </View>
      ) : (
        <View className="magic-empty">{NO_STUDIO}</View>
      )}
    </BlockBox>
  )
}
