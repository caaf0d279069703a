export { default as BlockRenderer } from './BlockRenderer'
export { BLOCKS, blockComponent, blockKind } from './registry'
export type { BlockProps } from './registry'
export * from './types'
