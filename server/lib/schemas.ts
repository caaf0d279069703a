/** JSON-schema helpers shared by the route modules (they also feed /openapi.json). */

export const envelope = (data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    code: { type: 'integer', example: 200 },
    msg: { type: 'string', example: 'success' },
    data,
    ...extra,
  },
})

/** errCode/errMsg carried by login/bind/verifyCode replies (SPEC §8) */
export const errCodeFields = {
  errCode: {
    type: 'integer',
    description:
      '0 ok, 1 wrong/expired code or credentials, 2 captcha failed, 3 too frequent / locked, 4 daily cap, 5 phone state (registered / not registered / bound elsewhere), 6 SMS sending failed',
  },
  errMsg: { type: 'string' },
}

export const errorReply = {
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: { type: 'null' } },
}

export const hospitalIdQuery = { type: 'integer', minimum: 1, maximum: 999999999, description: 'defaults to the hospitalId header (6)' }

export const phoneField = { type: 'string', maxLength: 20, description: '11-digit mainland mobile number' }
export const smsCodeField = { type: 'string', maxLength: 10, description: 'SMS code (6 digits)' }

export const userBaseSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    phone: { type: 'string', description: 'always masked: 138****5678 ("" when none)' },
    registerHospitalId: { type: 'integer' },
    registerChannel: { type: 'string' },
    avatarUrl: { type: 'string' },
    hasPassword: { type: 'boolean' },
  },
}

export const userInfoSchema = {
  type: 'object',
  properties: {
    userBase: { ...userBaseSchema, nullable: true },
    userThird: {
      type: 'object',
      nullable: true,
      properties: { id: { type: 'integer' }, openId: { type: 'string' }, channel: { type: 'string' } },
    },
    subscribe: { type: 'boolean' },
    token: { type: 'string' },
    loginType: { type: 'integer', description: '1 sms/password/register, 0 third-party' },
    needBindPhone: { type: 'boolean' },
  },
}

// ------------------------------------------------------------------ fields and loose replies (were goods-center/shared.ts)

export const idField = { type: 'integer', minimum: 1, maximum: 2147483647 }
export const pageNumField = { type: 'integer', minimum: 1, maximum: 1000000, default: 1 }
export const pageSizeField = { type: 'integer', minimum: 1, maximum: 999999999, default: 10 }
export const pageProps = { pageNum: pageNumField, pageSize: pageSizeField }

/** the reply schema of a browse endpoint: the envelope with a loosely described data (documented in contract/browse.ts) */
export const objectReply = (description: string) => ({ 200: envelope({ type: 'object', additionalProperties: true, description }) })
export const arrayReply = (description: string) => ({
  200: envelope({ type: 'array', items: { type: 'object', additionalProperties: true }, description }),
})
export const pageReply = (description: string) => ({
  200: envelope({
    type: 'object',
    additionalProperties: true,
    description,
    properties: {
      list: { type: 'array', items: { type: 'object', additionalProperties: true } },
      total: { type: 'integer' },
      pageNum: { type: 'integer' },
      pageSize: { type: 'integer' },
      hasMore: { type: 'boolean' },
    },
  }),
})
