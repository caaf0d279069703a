// default for: weapp, alipay — h5 has its own file (backGuard.h5.ts)
/**
 * Blocks the back gesture/button while a screen must stay (the offline screen).
 * Mini-programs: WeChat can only ask before leaving (enableAlertBeforeUnload); elsewhere nothing to do.
 * Returns the function that lifts the block.
 */
import Taro from '@tarojs/taro'

export function blockBack(message: string): () => void {
  const api = Taro as unknown as { enableAlertBeforeUnload?: (o: { message: string }) => void; disableAlertBeforeUnload?: () => void }
  try {
    api.enableAlertBeforeUnload?.({ message })
  } catch {
    /* not supported on this target */
  }
  return () => {
    try {
      api.disableAlertBeforeUnload?.()
    } catch {
      /* not supported on this target */
    }
  }
}
