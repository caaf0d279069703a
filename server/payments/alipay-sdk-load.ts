/**
 * Loads `alipay-sdk` lazily: only a server with Alipay configured pays for it (its HTTP client, urllib, and the SDK
 * are a few MB of modules). server/provider-sdks.test.ts checks it loads under tsx, as the server runs.
 */
import type * as Sdk from 'alipay-sdk'

let sdk: typeof Sdk | null = null

export function loadAlipaySdk(): typeof Sdk {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start
  sdk ??= require('alipay-sdk') as typeof Sdk
  return sdk
}
