/**
 * The browse contract moved to contract/browse.ts (TypeBox, renovation §5). This file only re-exports
 * its types for the importers outside the browse area (types/order.ts, the order and
 * exam code) until their own work packages switch to `import type … from '@contract/browse'`; then it
 * goes (WP5). New code imports from '@contract/browse'.
 */
export type * from '../contract/browse'
