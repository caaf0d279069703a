// default for: h5 — weapp and alipay have their own file (network.weapp.ts, network.alipay.ts)
/** Network adapter, H5: navigator.onLine and the online/offline events. */

export async function isOnline(): Promise<boolean> {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

export function onNetworkChange(cb: (online: boolean) => void): () => void {
  const on = () => cb(true)
  const off = () => cb(false)
  window.addEventListener('online', on)
  window.addEventListener('offline', off)
  return () => {
    window.removeEventListener('online', on)
    window.removeEventListener('offline', off)
  }
}
