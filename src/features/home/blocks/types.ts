import type { MagicBlock } from '../model'

/** what every block component receives (the registry maps a block kind to its component) */
export interface BlockProps {
  block: MagicBlock
}
