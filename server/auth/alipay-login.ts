/**
 * The Alipay login (auth codes of `my.getAuthCode`) and the mini-program's phone number (`my.getPhoneNumber`), on
 * alipay-sdk through the same client as the payments (server/payments/alipay.ts):
 * - `alipay.system.oauth.token` (grant_type authorization_code; one use per code) with the reply's signature
 *   verified with the Alipay public key (or Alipay's certificate), the request stamped in China time; the identity
 *   is the app's `open_id` (apps created since 2023), else the 2088… `user_id` of older apps; any refusal (an
 *   invalid or used code, an unsigned error_response, a reply that does not verify) is an AlipayCodeRefusedError
 *   (InvalidAuthCodeError for the login service, third-party.ts);
 * - the phone number: the client's `response` JSON (`{ response, sign, sign_type, encrypt_type }`) is verified
 *   first — RSA2 over the QUOTED ciphertext `"<response>"` with the Alipay public key (sdk.rsaCheck) — then
 *   AES-128-CBC decrypted with the app's content-encryption key (ALIPAY_AES_KEY, zero IV: sdk.aesDecrypt) and its
 *   `code` must be 10000; the mobile number is returned, never the ciphertext's other content.
 */
import type { AlipaySdk } from 'alipay-sdk'
import type { AlipayKeys } from '../lib/config'
import { AlipayError, alipayExec, alipaySdk } from '../payments/alipay'

/** a code Alipay refused (third-party.ts turns it into InvalidAuthCodeError) */
export class AlipayCodeRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AlipayCodeRefusedError'
  }
}

export class InvalidPhoneResponseError extends Error {
  constructor(message: string) {
    super(`alipay phone number: ${message}`)
    this.name = 'InvalidPhoneResponseError'
  }
}

export class AlipayLogin {
  readonly sdk: AlipaySdk

  constructor(
    readonly keys: AlipayKeys,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sdk = alipaySdk(keys)
  }

  async exchange(code: string): Promise<{ openId: string }> {
    if (!/^[\w-]{1,128}$/.test(code)) throw new AlipayCodeRefusedError('alipay: malformed auth code')
    let r: Record<string, unknown>
    try {
      r = await alipayExec(this.sdk, this.now(), 'alipay.system.oauth.token', { grant_type: 'authorization_code', code })
    } catch (err) {
      if (err instanceof AlipayError) throw new AlipayCodeRefusedError(`alipay: ${err.message}`)
      throw err
    }
    const openId = typeof r.open_id === 'string' && r.open_id ? r.open_id : typeof r.user_id === 'string' && r.user_id ? r.user_id : null
    if (!openId) throw new AlipayCodeRefusedError('alipay: the token reply names no user')
    return { openId }
  }

  /** the mobile number of my.getPhoneNumber's response (the JSON string the client got), verified then decrypted */
  phoneNumber(responseJson: string): string {
    if (!this.keys.aesKey) throw new InvalidPhoneResponseError('ALIPAY_AES_KEY is not configured')
    let outer: { response?: unknown; sign?: unknown; sign_type?: unknown }
    try {
      outer = JSON.parse(responseJson)
    } catch {
      throw new InvalidPhoneResponseError('not JSON')
    }
    if (typeof outer.response !== 'string' || typeof outer.sign !== 'string') throw new InvalidPhoneResponseError('response / sign missing')
    if (outer.sign_type !== undefined && outer.sign_type !== 'RSA2')
      throw new InvalidPhoneResponseError(`sign_type ${String(outer.sign_type)}`)
    let verified = false
    try {
      verified = this.sdk.rsaCheck(`"${outer.response}"`, outer.sign, 'RSA2')
    } catch {
      verified = false
    }
    if (!verified) throw new InvalidPhoneResponseError('signature does not verify with the Alipay public key')
    let plain: { code?: unknown; mobile?: unknown }
    try {
      plain = JSON.parse(this.sdk.aesDecrypt(outer.response))
    } catch {
      throw new InvalidPhoneResponseError('does not decrypt with ALIPAY_AES_KEY')
    }
    if (plain.code !== '10000' || typeof plain.mobile !== 'string' || !/^1\d{10}$/.test(plain.mobile))
      throw new InvalidPhoneResponseError(`code ${String(plain.code)}`)
    return plain.mobile
  }
}
