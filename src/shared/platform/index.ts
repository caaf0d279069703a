/**
 * Platform adapters (ARCHITECTURE: src/shared/platform). Pages and stores use these, never wx.* / my.* /
 * Taro.request. Each `./x` below resolves per build target to x.weapp.ts / x.alipay.ts, else x.ts (H5).
 */
export * from './types'
export { target, isH5, isMiniProgram, detectChannel, isAndroidInAppBrowser } from './channel'
export { channelFromUserAgent, isAndroidInAppUserAgent } from './channelRules'
export { storage, sessionStore } from './storage'
export { StorageError, MAX_VALUE_BYTES } from './kvStore'
export { getLoginCode, oauthRedirect, readOAuthCode } from './login'
export { buildOAuthUrl, DEFAULT_AUTHORIZE_PATH } from './oauth'
export { pay, payChannelsFor } from './pay'
export { tradePayResult, wxBridgeResult } from './payRules'
export { addressImportSupported, importAddress } from './address'
export { ADDRESS_IMPORT_UNSUPPORTED } from './addressRules'
export { getLocation } from './location'
export { enableShare, currentShare } from './share'
export { callNative, hasNativeBridge, handleNativeReply, NativeBridgeError } from './nativeBridge'
export type { NativeReply } from './nativeBridge'
export { toast, showLoading, hideLoading, confirm, setTitle, DEFAULT_LOADING_TEXT } from './ui'
export type { ToastIcon, ConfirmOptions } from './ui'
export { isOnline, onNetworkChange } from './network'
export { openDocument } from './document'
export type { OpenDocumentResult } from './document'
