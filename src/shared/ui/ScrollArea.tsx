import type { ReactNode } from 'react'
import { View } from '@tarojs/components'

export interface ScrollAreaProps {
  /** the region's accessible name (screen readers announce it; e.g. the list's name 收货地址列表) */
  label: string
  /** the page's own layout class (flex: 1, overflow-y: auto) */
  className?: string
  children?: ReactNode
}

/**
 * A part of the page that scrolls by itself (a list above a fixed footer): a named region that a keyboard can
 * focus and scroll (WCAG 2.1.1, axe `scrollable-region-focusable`; issue 16). On the mini-programs the name goes
 * out as `aria-label` / `aria-role` (scripts/taro-aria).
 */
export default function ScrollArea({ label, className, children }: ScrollAreaProps) {
  // tabIndex is not in Taro's View typings; H5 renders it (tabindex="0"), the mini-programs ignore it
  const focusable = { tabIndex: 0 } as object
  return (
    <View className={className} role="region" aria-label={label} {...focusable}>
      {children}
    </View>
  )
}
