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
} from '@/shared/platform/types'
import * as channelH5 from '@/shared/platform/channel'
import * as channelWeapp from '@/shared/platform/channel.weapp'
import * as channelAlipay from '@/shared/platform/channel.alipay'
import * as sessionH5 from '@/shared/platform/sessionBackend'
import * as sessionWeapp from '@/shared/platform/sessionBackend.weapp'
import * as sessionAlipay from '@/shared/platform/sessionBackend.alipay'
import * as loginH5 from '@/shared/platform/login'
import * as loginWeapp from '@/shared/platform/login.weapp'
import * as loginAlipay from '@/shared/platform/login.alipay'
import * as payH5 from '@/shared/platform/pay'
import * as payWeapp from '@/shared/platform/pay.weapp'
import * as payAlipay from '@/shared/platform/pay.alipay'
import * as addressH5 from '@/shared/platform/address'
import * as addressWeapp from '@/shared/platform/address.weapp'
import * as addressAlipay from '@/shared/platform/address.alipay'
import * as locationH5 from '@/shared/platform/location'
import * as locationWeapp from '@/shared/platform/location.weapp'
import * as locationAlipay from '@/shared/platform/location.alipay'
import * as shareH5 from '@/shared/platform/share'
import * as shareWeapp from '@/shared/platform/share.weapp'
import * as shareAlipay from '@/shared/platform/share.alipay'
import * as networkH5 from '@/shared/platform/network'
import * as networkWeapp from '@/shared/platform/network.weapp'
import * as networkAlipay from '@/shared/platform/network.alipay'

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
