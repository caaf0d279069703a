export { default as BlockRenderer } from './BlockRenderer'
export { BLOCKS, blockComponent, blockKind, preloadBlocks } from './registry'
export type { BlockProps } from './registry'
export * from '../model'
