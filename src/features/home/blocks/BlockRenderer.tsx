import { Suspense } from 'react'
import { View } from '@tarojs/components'
import { BlockContext, type BlockEnv } from './context'
import { blockComponent, blockKind } from './registry'
import type { MagicBlock } from '../model'
import { elderHomeBlocks } from '@/domain/elder'
import { useElderMode } from '@/shared/store/elder'

export interface BlockRendererProps extends BlockEnv {
  blocks: MagicBlock[]
  /**
   * draw only the first `drawFirst` blocks; each later one is an empty slot of SLOT_HEIGHT that keeps the page
   * scrollable (the mini-program home draws the rest on its first scroll: issue 16's start-up budgets, 600 WXML
   * nodes and 64 KB per setData). Unset: every block.
   */
  drawFirst?: number
}

/**
 * blocks the mini-program home draws before the page scrolls, counted in the config (a search bar or an ad counts
 * too): more than a screen (812 px) on the seeded home (search, banner, icons, block nav, ad, hot products, hot
 * services, recommendations). Floating icons sit over the first screen wherever they are configured: always drawn.
 */
export const FIRST_SCREEN_BLOCKS = 8
const ALWAYS_DRAWN = new Set(['floatIcons'])
const SLOT_HEIGHT = '360rpx'

/**
 * Draws a page-builder page: one component per configured block, in order, inside the page's block context.
 * The elder-friendly mode draws the simpler home: the hospital's services first, no ads (src/domain/elder.ts).
 */
export default function BlockRenderer({ blocks: configured, hospitalId, pageId, refreshKey, drawFirst }: BlockRendererProps) {
  const elder = useElderMode()
  const blocks = elder ? elderHomeBlocks(configured, blockKind) : configured
  return (
    <BlockContext.Provider value={{ hospitalId, pageId, refreshKey }}>
      <View className={`magic-page ${elder ? 'magic-page--elder' : ''}`}>
        {blocks.map((b, i) => {
          const C = blockComponent(b.type)
          if (!C) return null
          if (drawFirst !== undefined && i >= drawFirst && !ALWAYS_DRAWN.has(blockKind(b.type)))
            return <View key={`${b.id ?? i}-${b.type}`} className="magic-block-slot" style={{ minHeight: SLOT_HEIGHT }} />
          const block = blockKind(b.type) === b.type ? b : { ...b, type: blockKind(b.type) }
          // H5 loads the kinds below the first screen lazily (kinds/all.h5.ts): each block waits on its own
          return (
            <Suspense key={`${b.id ?? i}-${b.type}`} fallback={null}>
              <C block={block} />
            </Suspense>
          )
        })}
      </View>
    </BlockContext.Provider>
  )
}
