/**
 * Every per-target variant exports the signatures of its interface in src/platform/types.ts.
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
} from '../../../src/platform/types'
import * as channelH5 from '../../../src/platform/channel'
import * as channelWeapp from '../../../src/platform/channel.weapp'
import * as channelAlipay from '../../../src/platform/channel.alipay'
import * as sessionH5 from '../../../src/platform/sessionBackend'
import * as sessionWeapp from '../../../src/platform/sessionBackend.weapp'
import * as sessionAlipay from '../../../src/platform/sessionBackend.alipay'
import * as loginH5 from '../../../src/platform/login'
import * as loginWeapp from '../../../src/platform/login.weapp'
import * as loginAlipay from '../../../src/platform/login.alipay'
import * as payH5 from '../../../src/platform/pay'
import * as payWeapp from '../../../src/platform/pay.weapp'
import * as payAlipay from '../../../src/platform/pay.alipay'
import * as addressH5 from '../../../src/platform/address'
import * as addressWeapp from '../../../src/platform/address.weapp'
import * as addressAlipay from '../../../src/platform/address.alipay'
import * as locationH5 from '../../../src/platform/location'
import * as locationWeapp from '../../../src/platform/location.weapp'
import * as locationAlipay from '../../../src/platform/location.alipay'
import * as shareH5 from '../../../src/platform/share'
import * as shareWeapp from '../../../src/platform/share.weapp'
import * as shareAlipay from '../../../src/platform/share.alipay'
import * as networkH5 from '../../../src/platform/network'
import * as networkWeapp from '../../../src/platform/network.weapp'
import * as networkAlipay from '../../../src/platform/network.alipay'

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
