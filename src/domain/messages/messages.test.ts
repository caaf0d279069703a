import * as D from '..'
import * as M from './index'
import * as T from './auth'
import * as A from '../address'
import * as I from '../invoice'
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** Every spec message the domain layer shows, checked character by character against SPEC §2-§9. */
describe('spec messages are verbatim', () => {
  it.each([
    [M.PHONE_REQUIRED, '请输入手机号'],
    [M.PHONE_INVALID, '手机格式不正确'],
    [M.ID_NUMBER_REQUIRED, '请输入身份证号!'],
    [M.ID_NUMBER_FORMAT_INVALID, '身份证仅能为15位或18位且前两位为有效行政区划代码'],
    [M.ID_NUMBER_CHECK_DIGIT_INVALID, '身份证最后一位校验码不正确'],
    [M.EMAIL_REQUIRED, '请输入邮箱地址'],
    [M.EMAIL_INVALID, '邮箱地址格式不正确'],
    [M.PASSWORD_MISMATCH, '两次密码不一致！'],
    [M.PASSWORD_INVALID, '密码格式不正确'],
    [M.PASSWORD_HINT, '6-20位至少包括数字、大小写字母、符号2种组合'],
    [M.PASSWORD_SKIP, '跳过，稍后再设置'],
    [M.AGREE, '同意'],
    [M.RECONSIDER, '再考虑下'],
    [M.NO_SMS_RECEIVED, '未收到短信？'],
    [M.resendCountdownText(120), '重新发送(120)'],
    [M.SERVICE_PERSON_NAME_REQUIRED, '请输入服务人姓名'],
    [M.SERVICE_PERSON_NAME_SPECIAL_CHARS, '服务人姓名不允许特殊字符，请重新输入'],
    [M.SEX_REQUIRED, '请选择性别'],
    [M.SERVICE_PERSON_ID_REQUIRED, '请输入身份证号'],
    [M.AGE_REQUIRED, '请输入年龄'],
    [M.CONTACT_REQUIRED, '请输入联系方式'],
    [M.CONTACT_INVALID, '请输入正确联系方式'],
    [M.MARITAL_STATUS_REQUIRED, '请选择婚姻状况'],
    [M.inputRequiredMessage('姓名'), '请输入姓名'],
    [M.selectRequiredMessage('日期'), '请选择日期'],
    [M.inputInvalidMessage('邮编'), '请输入正确邮编'],
    [M.RULE_EMAIL_INVALID, '请输入正确的邮箱地址'],
    [M.RULE_NUMBER_INVALID, '请输入数字'],
    [M.COUPON_VALID_FOREVER, '长期有效'],
    [M.perPersonClaimText(3), '每人限领3张'],
    [M.discountText('8.5'), '8.5折'],
    [M.COUPON_CLAIM, '立即领取'],
    [M.COUPON_NOT_CLAIMABLE, '不可领取'],
    [M.COUPON_ALL_CLAIMED, '已领完'],
    [M.COUPON_CLAIMED, '已领取'],
    [M.COUPON_UNUSABLE_REASON, '不可用原因'],
    [M.TAG_GIFT, '送赠品'],
    [M.TAG_COUPON, '送优惠劵'],
    [M.GIFT_AT_LEAST_ONE, '至少选择一个赠品'],
    [M.giftMaxMessage(2), '最多可选2种商品'],
    [M.giftSelectedText(1), '已选：1'],
    [M.ACTIVITY_PURCHASE_CAP_REACHED, '已达可购买上限'],
    [M.ACTIVITY_SOLD_OUT, '活动商品已售罄'],
    [M.AD_START_TIME_INVALID, '无效的开始时间格式'],
    [M.AD_END_TIME_INVALID, '无效的结束时间格式'],
    [M.MINI_PROGRAM_APPID_REQUIRED, '请配置小程序appid'],
    [M.JUMP_LINK_REQUIRED, '请配置跳转链接'],
    [M.AGREEMENT_DEFAULT_TITLE, '温馨提示'],
    [M.AGREEMENT_CHECKBOX, '我已阅读并同意本协议全部内容'],
    [M.ORDER_PENDING_PAYMENT, '待支付'],
    [M.ORDER_COMPLETED, '已完成'],
    [M.ORDER_CANCELLED, '已取消'],
    [M.ORDER_TO_USE, '待使用/收货'],
    [M.ORDER_PARTLY_USED, '部分使用/完成'],
    [M.ISSUED_NO, '未出'],
    [M.ISSUED_YES, '已出'],
    [M.APPOINT_DATE_REQUIRED, '请选择预约日期'],
    [M.APPOINT_TIME_REQUIRED, '请选择预约时间段'],
    [M.EMPTY_DATA, '暂无数据'],
    [M.VERIFY_PASSED, '验证通过'],
    [M.BIND_SUCCESS, '绑定成功'],
    [M.SET_SUCCESS, '设置成功'],
    [M.RESET_SUCCESS, '重置成功'],
    // account screens (src/domain/authTexts): the spec's own words
    [T.LOGIN, '登录'],
    [T.NEXT, '下一步'],
    [T.SMS_LOGIN_LINK, '短信验证码登录'],
    [T.FORGOT_PASSWORD_LINK, '找回密码'],
    [T.REBIND, '重新绑定'],
    [T.CONFIRM, '确定'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected))

  it('the spec strings of the account screens occur in SPEC.md (when the spec is available)', () => {
    let spec = ''
    try {
      spec = readFileSync('/work/shared/SPEC.md', 'utf8')
    } catch {
      return
    }
    for (const s of [
      T.LOGIN,
      T.NEXT,
      T.SMS_LOGIN_LINK,
      T.FORGOT_PASSWORD_LINK,
      T.REBIND,
      T.CONFIRM,
      M.NO_SMS_RECEIVED,
      M.PASSWORD_SKIP,
      M.AGREE,
      M.RECONSIDER,
      M.VERIFY_PASSED,
      M.BIND_SUCCESS,
      M.SET_SUCCESS,
      M.RESET_SUCCESS,
    ]) {
      expect(spec).toContain(s)
    }
  })

  it('the own texts moved into src/domain keep their wording (account screens, address and invoice forms)', () => {
    for (const [actual, expected] of [
      [T.AGREEMENT_LEAD, '我已阅读并同意'],
      [T.USER_AGREEMENT_LINK, '《用户协议》'],
      [T.PRIVACY_POLICY_LINK, '《隐私政策》'],
      [T.CAPTCHA_TITLE, '请输入图形验证码'],
      [T.PHONE_PLACEHOLDER, M.PHONE_REQUIRED],
      [T.CODE_PLACEHOLDER, M.CODE_REQUIRED],
      [T.BOUND_PHONE_LABEL, '当前绑定手机号'],
      [T.NO_BOUND_PHONE, '当前账号未绑定手机号'],
      [T.LOGOUT, '退出登录'],
      [T.LOGOUT_CONFIRM, '确定要退出登录吗？'],
      [T.LOGGED_OUT, '已退出登录'],
      [T.DELETE_ACCOUNT, '注销账号'],
      [T.ACCOUNT_DELETED, '账号已注销'],
      [A.RECV_NAME_REQUIRED, '请输入收货人姓名'],
      [A.RECV_NAME_INVALID, '收货人姓名不允许特殊字符'],
      [A.RECV_NAME_TOO_LONG, '收货人姓名不能超过20个字'],
      [A.REGION_REQUIRED, '请选择所在地区'],
      [A.DETAIL_REQUIRED, '请输入详细地址'],
      [A.DETAIL_TOO_LONG, '详细地址不能超过100个字'],
      [I.INVOICE_TITLE_REQUIRED, '请输入发票抬头'],
      [I.TAX_NUMBER_REQUIRED, '请输入税号'],
      [I.TAX_NUMBER_INVALID, '税号格式不正确'],
      [I.HEADER_REPEAT, '该发票抬头已存在'],
    ])
      expect(actual).toBe(expected)
  })

  it('every quoted spec string above occurs in SPEC.md (when the spec is available)', () => {
    let spec = ''
    try {
      spec = readFileSync('/work/shared/SPEC.md', 'utf8')
    } catch {
      return
    }
    for (const s of [
      '请输入手机号',
      '手机格式不正确',
      '请输入身份证号!',
      '身份证仅能为15位或18位且前两位为有效行政区划代码',
      '身份证最后一位校验码不正确',
      '两次密码不一致！',
      '6-20位至少包括数字、大小写字母、符号2种组合',
      '服务人姓名不允许特殊字符，请重新输入',
      '请输入正确联系方式',
      '请输入正确的邮箱地址',
      '已达可购买上限',
      '活动商品已售罄',
      '无效的开始时间格式',
      '无效的结束时间格式',
      '请配置小程序appid',
      '请配置跳转链接',
      '至少选择一个赠品',
      '请选择预约日期',
      '请选择预约时间段',
      '送优惠劵',
      '部分使用/完成',
      '待使用/收货',
    ]) {
      expect(spec).toContain(s)
    }
  })
})

describe('the index re-exports every module and the layer stays pure', () => {
  it('exports the main entry points', () => {
    for (const name of [
      'validatePhone',
      'validateIdNumber',
      'ageFromIdNumber',
      'formatPrice',
      'priceOrder',
      'chooseBestCoupon',
      'maxQuantity',
      'activityStatus',
      'resolveJump',
      'shouldShowAd',
      'canTransition',
      'navigatorItemCount',
      'parseDateTime',
      'cartBadge',
    ]) {
      expect(typeof (D as Record<string, unknown>)[name]).toBe('function')
    }
  })
  it('src/domain imports only its own modules, decimal.js and dayjs (its tests aside)', () => {
    const domain = join(__dirname, '..')
    const files = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(d, e.name)) : e.name.endsWith('.ts') && !e.name.includes('.test.') ? [join(d, e.name)] : [],
      )
    expect(files(domain).length).toBeGreaterThan(20)
    const outside: string[] = []
    for (const f of files(domain)) {
      const src = readFileSync(f, 'utf8')
      for (const m of src.matchAll(/from '([^']+)'/g)) {
        const inside = m[1].startsWith('.') && !relative(domain, resolve(dirname(f), m[1])).startsWith('..')
        if (!['decimal.js', 'dayjs'].includes(m[1]) && !inside) outside.push(`${relative(domain, f)}: ${m[1]}`)
      }
      expect(src).not.toMatch(/@tarojs|from 'react'|\bwx\.|\bmy\./)
    }
    expect(outside).toEqual([])
  })
})
