import { Suspense } from 'react'
import { View } from '@tarojs/components'
import { BlockContext, type BlockEnv } from './context'
import { blockComponent, blockKind } from './registry'
import type { MagicBlock } from '../model'
import { elderHomeBlocks } from '@/domain/elder'
import { useElderMode } from '@/shared/store/elder'

export interface BlockRendererProps extends BlockEnv {
  blocks: MagicBlock[]
}

/**
 * Draws a page-builder page: one component per configured block, in order, inside the page's block context.
 * The elder-friendly mode draws the simpler home: the hospital's services first, no ads (src/domain/elder.ts).
 */
export default function BlockRenderer({ blocks: configured, hospitalId, pageId, refreshKey }: BlockRendererProps) {
  const elder = useElderMode()
  const blocks = elder ? elderHomeBlocks(configured, blockKind) : configured
  return (
    <BlockContext.Provider value={{ hospitalId, pageId, refreshKey }}>
      <View className={`magic-page ${elder ? 'magic-page--elder' : ''}`}>
        {blocks.map((b, i) => {
          const C = blockComponent(b.type)
          if (!C) return null
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
