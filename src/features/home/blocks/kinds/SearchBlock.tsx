import { View, Text } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { navigate } from '@/shared/routes/navigate'
import { SEARCH_INPUT_HEIGHT } from '@/domain/homeSizes'
import BlockBox from '../BlockBox'
import { useBlockEnv } from '../context'
import type { BlockProps } from '../types'

export const SEARCH_PLACEHOLDER = '搜索商品'
export const SEARCH_BUTTON = '搜索'

const isOn = (v: unknown) => v === true || Number(v) === 1

/**
 * Search block (SPEC Widgets): placeholder, optional round shape, optional search button, colours, margins.
 * Focus or tap opens /goodsSearchDetail?tag=1&hospitalId=.
 */
export default function SearchBlock({ block }: BlockProps) {
  const s = block.settings || {}
  const { hospitalId } = useBlockEnv()
  const open = () => navigate('/goodsSearchDetail', { tag: 1, hospitalId })
  const round = isOn(s.round)
  const style = {
    '--nutui-searchbar-background': 'transparent',
    '--nutui-searchbar-padding': '0',
    // the height the server's first screen draws too (src/domain/homeSizes.ts)
    '--nutui-searchbar-input-height': `${SEARCH_INPUT_HEIGHT}px`,
    '--nutui-searchbar-content-background': s.inputBackgroundColor || '#f5f6f7',
    '--nutui-searchbar-input-text-color': s.fontColor || '#1a1a1a',
  } as any
  return (
    <BlockBox kind="search" settings={s} noTitle>
      <View className="magic-search" style={style}>
        <SearchBar
          shape={round ? 'round' : 'square'}
          placeholder={(s.placeholder as string) || SEARCH_PLACEHOLDER}
          readOnly
          onFocus={open}
          right={
            isOn(s.showSearchBtn) ? (
              <Text className="magic-search__btn" style={s.searchBtnColor ? { background: s.searchBtnColor } : undefined} onClick={open}>
                {(s.searchValue as string) || SEARCH_BUTTON}
              </Text>
            ) : undefined
          }
        />
        {/* the bar only opens the search page: a layer over it takes the tap (the read-only input would swallow it) */}
        <View className="magic-search__mask" onClick={open} role="button" aria-label={SEARCH_BUTTON} />
      </View>
    </BlockBox>
  )
}
