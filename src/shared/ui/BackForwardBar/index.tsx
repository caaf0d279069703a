import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { ArrowLeft, ArrowRight } from '@nutui/icons-react-taro'
import { detectChannel, isAndroidInAppBrowser, isH5, sessionStore } from '@/shared/platform'
import { EMPTY_HISTORY, PathHistory, barOffset, canGoBack, canGoForward, isBarHidden, pushPath } from './history'
import './index.scss'

const KEY = 'nav:history'

export function barWanted(path: string) {
  if (!isH5) return false
  const inMini = detectChannel() === 'miniProgram' || detectChannel() === 'alipayMiniProgram'
  return (inMini || isAndroidInAppBrowser()) && !isBarHidden(path)
}

/**
 * Back/forward bar for H5 inside a mini-program web-view or an Android in-app browser, where there is no
 * native back button. Hidden on the spec's hidden routes; greys an arrow it cannot use.
 */
export default function BackForwardBar({ path }: { path: string }) {
  const [history, setHistory] = useState<PathHistory>(EMPTY_HISTORY)
  const show = barWanted(path)
  useEffect(() => {
    if (!show) {
      sessionStore.removeItem(KEY)
      setHistory(EMPTY_HISTORY)
      return
    }
    const next = pushPath(sessionStore.getItem<PathHistory>(KEY) || EMPTY_HISTORY, path)
    sessionStore.setItem(KEY, next)
    setHistory(next)
  }, [path, show])
  if (!show) return null
  const bottom = barOffset(Taro.getSystemInfoSync().windowWidth || 375)
  const back = canGoBack(history)
  const forward = canGoForward(history)
  return (
    <View className="back-forward-bar" style={{ bottom: `${bottom}px` }}>
      <View
        className="back-forward-bar__btn"
        style={{ opacity: back ? 1 : 0.3 }}
        role="button"
        aria-label="后退"
        aria-disabled={!back}
        onClick={() => back && window.history.back()}
      >
        <ArrowLeft size={18} />
      </View>
      <View
        className="back-forward-bar__btn"
        style={{ opacity: forward ? 1 : 0.3 }}
        role="button"
        aria-label="前进"
        aria-disabled={!forward}
        onClick={() => forward && window.history.forward()}
      >
        <ArrowRight size={18} />
      </View>
    </View>
  )
}
