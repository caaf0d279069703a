/**
 * Storage adapter (all targets): local storage over Taro.*Storage* (localStorage on H5, wx/my storage on
 * mini-programs) and a session store (sessionStorage on H5, in memory on mini-programs), same API.
 */
import Taro from '@tarojs/taro'
import { createKeyValueStore } from './kvStore'
import { sessionBackend } from './sessionBackend'
import type { KeyValueStore, RawBackend } from './types'

export const taroBackend: RawBackend = {
  get: (key) => Taro.getStorageSync(key),
  set: (key, raw) => Taro.setStorageSync(key, raw),
  remove: (key) => Taro.removeStorageSync(key),
  keys: () => Taro.getStorageInfoSync().keys || [],
  getAsync: (key) =>
    Taro.getStorage({ key }).then(
      (res) => res.data,
      () => null,
    ),
  setAsync: (key, raw) => Taro.setStorage({ key, data: raw }).then(() => undefined),
  removeAsync: (key) => Taro.removeStorage({ key }).then(() => undefined),
}

/** persistent local storage */
export const storage: KeyValueStore = createKeyValueStore(taroBackend)

/** session storage: sessionStorage on H5, in-memory on mini-programs */
export const sessionStore: KeyValueStore = createKeyValueStore(sessionBackend)
