/** test helpers: user agents and window fakes */
export const UA = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
  wechatMini:
    'Mozilla/5.0 (Linux; Android 12; wv) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.40 miniProgram/wx1234',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SD1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.40',
  alipay:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AlipayClient/10.5.0 Language/zh-Hans',
  alipayMini:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 ChannelId(0) Ariver/1.0 MiniProgram AlipayClient/10.5.0',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  androidChrome: 'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
}

export function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

/** sets window[name] for the test; returns a restore function */
export function setWindow(name: string, value: unknown): () => void {
  const w = window as any
  const had = Object.prototype.hasOwnProperty.call(w, name)
  const old = w[name]
  w[name] = value
  return () => {
    if (had) w[name] = old
    else delete w[name]
  }
}
