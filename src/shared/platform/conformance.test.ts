/**
 * Every per-target variant exports the signatures of its interface in src/shared/platform/types.ts.
 * tsc checks the assignments below (tsc alone only ever sees x.ts); jest checks the export names.
 */
import type {
  AddressModule,
  ChannelModule,
  LocationModule,
  LoginModule,
  NetworkModule,
  PayModule,
  SessionBackendModule,
  ShareModule,
} from './types'
import * as channelH5 from './channel'
import * as channelWeapp from './channel.weapp'
import * as channelAlipay from './channel.alipay'
import * as sessionH5 from './sessionBackend'
import * as sessionWeapp from './sessionBackend.weapp'
import * as sessionAlipay from './sessionBackend.alipay'
import * as loginH5 from './login'
import * as loginWeapp from './login.weapp'
import * as loginAlipay from './login.alipay'
import * as payH5 from './pay'
import * as payWeapp from './pay.weapp'
import * as payAlipay from './pay.alipay'
import * as addressH5 from './address'
import * as addressWeapp from './address.weapp'
import * as addressAlipay from './address.alipay'
import * as locationH5 from './location'
import * as locationWeapp from './location.weapp'
import * as locationAlipay from './location.alipay'
import * as shareH5 from './share'
import * as shareWeapp from './share.weapp'
import * as shareAlipay from './share.alipay'
import * as networkH5 from './network'
import * as networkWeapp from './network.weapp'
import * as networkAlipay from './network.alipay'

const variants: Record<string, unknown[]> = {
  channel: [channelH5, channelWeapp, channelAlipay] satisfies ChannelModule[],
  sessionBackend: [sessionH5, sessionWeapp, sessionAlipay] satisfies SessionBackendModule[],
  login: [loginH5, loginWeapp, loginAlipay] satisfies LoginModule[],
  pay: [payH5, payWeapp, payAlipay] satisfies PayModule[],
  address: [addressH5, addressWeapp, addressAlipay] satisfies AddressModule[],
  location: [locationH5, locationWeapp, locationAlipay] satisfies LocationModule[],
  share: [shareH5, shareWeapp, shareAlipay] satisfies ShareModule[],
  network: [networkH5, networkWeapp, networkAlipay] satisfies NetworkModule[],
}

/** names every variant must export (the H5 file may export extra helpers) */
const required: Record<string, string[]> = {
  channel: ['target', 'isH5', 'isMiniProgram', 'detectChannel', 'isAndroidInAppBrowser'],
  sessionBackend: ['sessionBackend'],
  login: ['getLoginCode', 'oauthRedirect', 'readOAuthCode'],
  pay: ['pay', 'payChannelsFor'],
  address: ['addressImportSupported', 'importAddress'],
  location: ['getLocation'],
  share: ['enableShare', 'currentShare'],
  network: ['isOnline', 'onNetworkChange'],
}

describe('platform variants', () => {
  it.each(Object.keys(variants))('%s: every variant exports the same interface', (name) => {
    for (const mod of variants[name]) {
      for (const key of required[name]) expect(mod).toHaveProperty(key)
      for (const key of required[name]) expect(typeof (mod as any)[key]).toBe(typeof (variants[name][0] as any)[key])
    }
  })
})
