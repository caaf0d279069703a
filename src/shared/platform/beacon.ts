// default for: weapp, alipay — h5 has its own file (beacon.h5.ts)
/**
 * Sends a tracking batch without waiting for it and without a toast or a loading indicator. Mini-programs: an
 * ordinary request (the queue is flushed when the app hides, while the request still goes out).
 */
import Taro from '@tarojs/taro'

/** true when the batch was handed to the platform */
export function sendBeacon(url: string, headers: Record<string, string>, body: unknown): boolean {
  try {
    void Taro.request({ url, method: 'POST', header: headers, data: body as Record<string, unknown>, dataType: 'json' }).catch(
      () => undefined,
    )
    return true
  } catch {
    return false
  }
}

/** calls `fn` when the app goes to the background (the queue is flushed then); returns the unsubscribe */
export function onAppHidden(fn: () => void): () => void {
  Taro.onAppHide?.(fn)
  return () => Taro.offAppHide?.(fn)
}
