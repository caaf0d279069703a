export { default as BlockRenderer, FIRST_SCREEN_BLOCKS } from './BlockRenderer'
export { BLOCKS, blockComponent, blockKind, preloadBlocks } from './registry'
export type { BlockProps } from './registry'
export * from '../model'
