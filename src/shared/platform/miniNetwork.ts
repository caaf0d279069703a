/** Network on mini-programs (weapp and alipay): Taro.getNetworkType and onNetworkStatusChange. */
import Taro from '@tarojs/taro'

export async function isOnline(): Promise<boolean> {
  try {
    const res = await Taro.getNetworkType()
    return String(res?.networkType).toLowerCase() !== 'none' && String(res?.networkType).toLowerCase() !== 'notreachable'
  } catch {
    return true
  }
}

export function onNetworkChange(cb: (online: boolean) => void): () => void {
  const handler = (res: { isConnected: boolean }) => cb(!!res.isConnected)
  Taro.onNetworkStatusChange(handler)
  return () => {
    const off = (Taro as any).offNetworkStatusChange
    if (typeof off === 'function') off(handler)
  }
}
