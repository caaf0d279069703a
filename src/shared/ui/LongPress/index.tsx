import { PropsWithChildren, useEffect, useRef } from 'react'
import { View } from '@tarojs/components'

export const LONG_PRESS_MS = 2000

export interface LongPressProps {
  onLongPress: () => void
  /** hold time in ms (SPEC: 2 s) */
  duration?: number
  className?: string
}

/** Long-press confirm: fires once the finger has stayed down for 2 s; moving or lifting cancels. */
export default function LongPress({ onLongPress, duration = LONG_PRESS_MS, className, children }: PropsWithChildren<LongPressProps>) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  const start = () => {
    cancel()
    timer.current = setTimeout(() => {
      timer.current = null
      onLongPress()
    }, duration)
  }
  useEffect(() => cancel, [])
  return (
    <View className={className} onTouchStart={start} onTouchEnd={cancel} onTouchCancel={cancel} onTouchMove={cancel}>
      {children}
    </View>
  )
}
