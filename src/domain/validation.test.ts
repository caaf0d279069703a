import {
  validatePhone,
  isValidPhone,
  validateIdNumber,
  isValidIdNumber,
  idCheckDigit,
  ageFromIdNumber,
  sexFromIdNumber,
  birthDateFromIdNumber,
  validateEmail,
  validatePassword,
  validatePasswordPair,
  canSubmitSetPassword,
  isValidName,
  isValidNameWithParens,
  firstMissingField,
  isEmptyValue,
  validateServicePerson,
  ruleFieldKind,
  ruleFieldOptions,
  compileFieldRegex,
  validateRuleField,
  validateRuleForm,
  canLogin,
  canBindPhone,
  isValidCode,
  checkPasswordLogin,
  sendCodeRemaining,
  canSendCode,
  sendCodeButtonText,
  showNoSmsLink,
  SEND_CODE_COUNTDOWN_SECONDS,
  normalizeIdNumber,
  type RuleField,
} from './validation'
import * as M from './messages'
import { cn } from '@test-support/domain/cn'

const TODAY = cn('2024-06-15') // 2024-06-15 00:00 China time

describe('validatePhone (SPEC §5)', () => {
  it.each([
    ['', M.PHONE_REQUIRED],
    ['   ', M.PHONE_REQUIRED],
    ['13012345678', null],
    ['13912345678', null],
    ['14012345678', null],
    ['14212345678', M.PHONE_INVALID], // 142 not allocated
    ['14512345678', null],
    ['15012345678', null],
    ['15412345678', M.PHONE_INVALID],
    ['16212345678', null],
    ['16012345678', M.PHONE_INVALID],
    ['17012345678', null],
    ['17912345678', M.PHONE_INVALID],
    ['18012345678', null],
    ['19912345678', null],
    ['19412345678', M.PHONE_INVALID],
    ['12012345678', M.PHONE_INVALID], // second digit 2
    ['10012345678', M.PHONE_INVALID],
    ['23812345678', M.PHONE_INVALID], // must start with 1
    ['1381234567', M.PHONE_INVALID], // 10 digits
    ['138123456789', M.PHONE_INVALID], // 12 digits
    ['1381234567a', M.PHONE_INVALID],
    ['138 1234 5678', M.PHONE_INVALID],
    [' 13812345678 ', null], // surrounding spaces trimmed
  ])('%p -> %p', (input, expected) => {
    expect(validatePhone(input)).toBe(expected)
    expect(isValidPhone(input)).toBe(expected === null)
  })
  it('null/undefined are empty', () => {
    expect(validatePhone(null)).toBe('请输入手机号')
    expect(validatePhone(undefined)).toBe('请输入手机号')
  })
})

// Valid numbers: check digits computed with the spec's weights and map and verified below.
const VALID_18 = [
  '11010519491231002X', // the well-known sample, check digit X
  '440304199001010011',
  '320106198506151231',
  '110101200002290018', // 29 Feb 2000 (leap, divisible by 400)
  '310115199912310073',
  '510107197210150069',
  '110105198002290013', // 29 Feb 1980
  '650102195603010032',
  '810000199912310012', // Hong Kong prefix
  '830000200101010023', // Taiwan residents' permit prefix
  '440106199003072146',
]

describe('validateIdNumber (SPEC §5, GB 11643)', () => {
  it.each(VALID_18)('valid 18: %s', (id) => {
    expect(validateIdNumber(id, TODAY)).toBeNull()
    expect(idCheckDigit(id.slice(0, 17))).toBe(id[17])
  })
  it('check digit of the known sample is X', () => {
    // 1*7+1*9+0*10+1*5+0*8+5*4+1*2+9*1+4*6+9*3+1*7+2*9+3*10+1*5+0*8+0*4+2*2 = 167; 167 mod 11 = 2 -> X
    expect(idCheckDigit('11010519491231002')).toBe('X')
  })
  it.each([
    ['', M.ID_NUMBER_REQUIRED],
    ['   ', M.ID_NUMBER_REQUIRED],
    ['11010519491231002x', null], // lower-case x accepted
    [' 11010519491231002X ', null],
    ['110105491231002', null], // 15 digits, 1949-12-31
    ['440304900101001', null], // 15 digits, 1990-01-01
    ['110105000229002', M.ID_NUMBER_FORMAT_INVALID], // 15-digit numbers are 19YY: 1900-02-29 does not exist
    ['110105960229002', null], // 15-digit 1996-02-29
    ['11010519491231002Y', M.ID_NUMBER_FORMAT_INVALID],
    ['1101051949123100', M.ID_NUMBER_FORMAT_INVALID], // 16
    ['11010519491231002X1', M.ID_NUMBER_FORMAT_INVALID], // 19
    ['11010549123100', M.ID_NUMBER_FORMAT_INVALID], // 14
    ['1101054912310021', M.ID_NUMBER_FORMAT_INVALID], // 16 digits
    ['11010549123100X', M.ID_NUMBER_FORMAT_INVALID], // X not allowed in 15-digit numbers
    ['00010519491231002X', M.ID_NUMBER_FORMAT_INVALID], // region 00
    ['10010519491231002X', M.ID_NUMBER_FORMAT_INVALID], // region 10
    ['16010519491231002X', M.ID_NUMBER_FORMAT_INVALID], // region 16
    ['99010519491231002X', M.ID_NUMBER_FORMAT_INVALID], // region 99
    ['910105491231002', M.ID_NUMBER_FORMAT_INVALID], // region 91 (15)
    ['110105199002300011', M.ID_NUMBER_FORMAT_INVALID], // Feb 30
    ['110105199013010011', M.ID_NUMBER_FORMAT_INVALID], // month 13
    ['110105199000010011', M.ID_NUMBER_FORMAT_INVALID], // month 00
    ['110105199001000011', M.ID_NUMBER_FORMAT_INVALID], // day 00
    ['110105199004310011', M.ID_NUMBER_FORMAT_INVALID], // Apr 31
    ['110105190002290011', M.ID_NUMBER_FORMAT_INVALID], // 1900-02-29
    ['110105189912310011', M.ID_NUMBER_FORMAT_INVALID], // before 1900
    ['110105202406160011', M.ID_NUMBER_FORMAT_INVALID], // born tomorrow
    ['110105490230002', M.ID_NUMBER_FORMAT_INVALID], // 15-digit Feb 30
    ['110105199001010011', M.ID_NUMBER_CHECK_DIGIT_INVALID], // right structure, wrong check digit
    ['110105194912310021', M.ID_NUMBER_CHECK_DIGIT_INVALID], // known sample with 1 instead of X
    ['440304199001010012', M.ID_NUMBER_CHECK_DIGIT_INVALID],
    ['320106198506151230', M.ID_NUMBER_CHECK_DIGIT_INVALID],
  ])('%p -> %p', (id, expected) => {
    expect(validateIdNumber(id, TODAY)).toBe(expected)
    expect(isValidIdNumber(id, TODAY)).toBe(expected === null)
  })
  it('born today is valid, born tomorrow is not', () => {
    const today17 = '11010520240615001'
    const tomorrow17 = '11010520240616001'
    expect(validateIdNumber(today17 + idCheckDigit(today17), TODAY)).toBeNull()
    expect(validateIdNumber(tomorrow17 + idCheckDigit(tomorrow17), TODAY)).toBe(M.ID_NUMBER_FORMAT_INVALID)
  })
  it('every single-character change of the last digit but the right one fails the check', () => {
    for (const id of VALID_18) {
      for (const c of '0123456789X') {
        const changed = id.slice(0, 17) + c
        expect(validateIdNumber(changed, TODAY)).toBe(c === id[17] ? null : M.ID_NUMBER_CHECK_DIGIT_INVALID)
      }
    }
  })
  it('normalizeIdNumber upper-cases and trims', () => {
    expect(normalizeIdNumber(' 11010519491231002x ')).toBe('11010519491231002X')
  })
})

describe('age, sex, birth date from an 18-character ID (SPEC §5)', () => {
  it.each([
    ['11010519491231002X', cn('2024-12-30'), 74], // day before birthday
    ['11010519491231002X', cn('2024-12-31'), 75], // birthday
    ['11010519491231002X', cn('2025-01-01'), 75],
    ['440304199001010011', cn('2024-01-01'), 34],
    ['440304199001010011', cn('2023-12-31'), 33],
    ['110101200002290018', cn('2023-02-28'), 22], // leap-day birthday in a common year
    ['110101200002290018', cn('2023-03-01'), 23],
    ['110101200002290018', cn('2024-02-29'), 24],
    ['110105491231002', TODAY, null], // 15 characters: no age
    ['110105199001010011', TODAY, null], // wrong check digit
    ['', TODAY, null],
  ])('%s on %s -> %p', (id, today, age) => {
    expect(ageFromIdNumber(id, today)).toBe(age)
  })
  it('age 18 boundary (adult threshold of SPEC §6)', () => {
    const seventeen = '11010520060616001'
    const id = seventeen + idCheckDigit(seventeen)
    expect(ageFromIdNumber(id, cn('2024-06-15'))).toBe(17)
    expect(ageFromIdNumber(id, cn('2024-06-16'))).toBe(18)
  })
  it('default today is now', () => {
    expect(ageFromIdNumber('11010519491231002X')).toBeGreaterThanOrEqual(74)
  })
  it.each([
    ['11010519491231002X', 0], // 17th digit 2: female
    ['440304199001010011', 1], // 1: male
    ['440106199003072146', 0], // 4: female
    ['320106198506151231', 1], // 3: male
    ['110105491231002', null],
  ])('sex of %s -> %p', (id, sex) => {
    expect(sexFromIdNumber(id, TODAY)).toBe(sex)
  })
  it('birth date', () => {
    expect(birthDateFromIdNumber('11010519491231002x', TODAY)).toBe('1949-12-31')
    expect(birthDateFromIdNumber('110105491231002', TODAY)).toBeNull()
  })
})

describe('validateEmail (SPEC §5)', () => {
  it.each([
    ['', M.EMAIL_REQUIRED],
    [' ', M.EMAIL_REQUIRED],
    ['a@b.cn', null],
    ['first.last+tag@mail.example.com', null],
    ['user_1@sub-domain.hospital.org', null],
    ['plainaddress', M.EMAIL_INVALID],
    ['@no-local.cn', M.EMAIL_INVALID],
    ['a@b', M.EMAIL_INVALID],
    ['a@b.c', M.EMAIL_INVALID],
    ['a@-b.cn', M.EMAIL_INVALID],
    ['a..b@c.cn', M.EMAIL_INVALID],
    ['a b@c.cn', M.EMAIL_INVALID],
    ['a@b..cn', M.EMAIL_INVALID],
  ])('%p -> %p', (v, e) => expect(validateEmail(v)).toBe(e))
})

describe('password (SPEC §5)', () => {
  it.each([
    ['abc123', null], // 6: first valid length
    ['abc12', M.PASSWORD_INVALID], // 5: one below
    ['a1b2c3d4e5f6g7h8i9j0', null], // 20: last valid length
    ['a1b2c3d4e5f6g7h8i9j0k', M.PASSWORD_INVALID], // 21: one above
    ['abcdef', M.PASSWORD_INVALID], // no digit
    ['123456', M.PASSWORD_INVALID], // no letter
    ['Ab1!@#', null], // symbols allowed
    ['abc 123', M.PASSWORD_INVALID], // space
    ['密码abc123', M.PASSWORD_INVALID], // non-ASCII
    ['', M.PASSWORD_INVALID],
  ])('%p -> %p', (v, e) => expect(validatePassword(v)).toBe(e))
  it.each([
    ['abc123', 'abc123', null],
    ['abc123', 'abc124', M.PASSWORD_MISMATCH],
    ['abc', 'abc', M.PASSWORD_INVALID], // format is checked first
    ['abcdef', 'abcdeg', M.PASSWORD_INVALID],
  ])('pair %p %p -> %p', (a, b, e) => expect(validatePasswordPair(a, b)).toBe(e))
  it.each([
    ['123456', '123456', true],
    ['12345', '123456', false],
    ['123456', '12345', false],
    ['', '', false],
  ])('set-password button %p %p -> %p', (a, b, e) => expect(canSubmitSetPassword(a, b)).toBe(e))
  it('hint and skip texts are verbatim', () => {
    expect(M.PASSWORD_HINT).toBe('6-20位至少包括数字、大小写字母、符号2种组合')
    expect(M.PASSWORD_SKIP).toBe('跳过，稍后再设置')
    expect(M.PASSWORD_MISMATCH).toBe('两次密码不一致！')
  })
})

describe('names (SPEC §5)', () => {
  it.each([
    ['张三', true, true],
    ['Tom', true, true],
    ['王5', true, true],
    ['李四(小)', false, true],
    ['李四（小）', false, true],
    ['张 三', false, false],
    ['张-三', false, false],
    ['张三!', false, false],
    ['', false, false],
  ])('%p plain %p parens %p', (v, plain, parens) => {
    expect(isValidName(v)).toBe(plain)
    expect(isValidNameWithParens(v)).toBe(parens)
  })
})

describe('required fields (SPEC §5)', () => {
  it.each([
    [
      [
        ['a', 'm1'],
        ['b', 'm2'],
      ],
      null,
    ],
    [
      [
        ['', 'm1'],
        ['', 'm2'],
      ],
      'm1',
    ],
    [
      [
        ['a', 'm1'],
        ['  ', 'm2'],
        [null, 'm3'],
      ],
      'm2',
    ],
    [
      [
        ['a', 'm1'],
        [0, 'm2'],
        [undefined, 'm3'],
      ],
      'm3',
    ],
    [[[[], 'm1']], 'm1'],
    [[[false, 'm1']], null],
  ] as Array<[Array<[unknown, string]>, string | null]>)('%j -> %p', (fields, e) => expect(firstMissingField(fields)).toBe(e))
  it('isEmptyValue', () => {
    expect(isEmptyValue(0)).toBe(false)
    expect(isEmptyValue(' ')).toBe(true)
  })
})

describe('validateServicePerson (SPEC §5)', () => {
  const good = { name: '张三', sex: 1, idNumber: '11010519491231002x', age: '74', phone: '13812345678', maritalStatus: 1 }
  it('valid person is cleaned', () => {
    expect(validateServicePerson({ ...good, name: ' 张 三 ', phone: '138 1234 5678' }, TODAY)).toEqual({
      ok: true,
      value: { name: '张三', sex: 1, idNumber: '11010519491231002X', age: 74, phone: '13812345678', maritalStatus: 1 },
    })
  })
  it.each([
    [{ name: '' }, 'name', '请输入服务人姓名'],
    [{ name: '   ' }, 'name', '请输入服务人姓名'],
    [{ name: '张三@' }, 'name', '服务人姓名不允许特殊字符，请重新输入'],
    [{ name: '张'.repeat(20) }, null, null], // max 20 ok
    [{ name: '张'.repeat(21) }, 'name', M.SERVICE_PERSON_NAME_TOO_LONG],
    [{ sex: null }, 'sex', '请选择性别'],
    [{ sex: 2 }, 'sex', '请选择性别'],
    [{ sex: 0 }, null, null],
    [{ idNumber: '' }, 'idNumber', '请输入身份证号'],
    [{ idNumber: '12345' }, 'idNumber', M.ID_NUMBER_FORMAT_INVALID],
    [{ idNumber: '110105194912310021' }, 'idNumber', M.ID_NUMBER_CHECK_DIGIT_INVALID],
    [{ age: '' }, 'age', '请输入年龄'],
    [{ age: 'abc' }, 'age', M.AGE_INVALID],
    [{ age: '151' }, 'age', M.AGE_INVALID],
    [{ age: '150' }, null, null],
    [{ age: 0 }, null, null],
    [{ phone: '' }, 'phone', '请输入联系方式'],
    [{ phone: '12345678901' }, 'phone', '请输入正确联系方式'],
    [{ maritalStatus: undefined }, 'maritalStatus', '请选择婚姻状况'],
    [{ maritalStatus: 3 }, 'maritalStatus', '请选择婚姻状况'],
    [{ maritalStatus: '2' }, null, null],
  ])('%j -> %p %p', (patch, field, message) => {
    const r = validateServicePerson({ ...good, ...patch } as never, TODAY)
    if (field === null) expect(r.ok).toBe(true)
    else expect(r).toEqual({ ok: false, field, message })
  })
  it('reports the first problem in screen order', () => {
    expect(validateServicePerson({}, TODAY)).toEqual({ ok: false, field: 'name', message: '请输入服务人姓名' })
    expect(validateServicePerson({ name: '李四' }, TODAY)).toEqual({ ok: false, field: 'sex', message: '请选择性别' })
  })
})

describe('dynamic rule-form fields (SPEC §5)', () => {
  const f = (p: Partial<RuleField>): RuleField => ({ showName: '姓名', isRequire: 1, fillMethod: 1, fieldType: 1, value: '', ...p })
  it.each([
    [{ fillMethod: 1, fieldType: 1 }, 'text'],
    [{ fillMethod: 1, fieldType: 2 }, 'number'],
    [{ fillMethod: 1, fieldType: 3 }, 'date'],
    [{ fillMethod: 1, fieldType: 4 }, 'time'],
    [{ fillMethod: 1, fieldType: 5 }, 'email'],
    [{ fillMethod: '1', fieldType: '2' }, 'number'],
    [{ fillMethod: 2, fieldType: 1 }, 'select'],
    [{ fillMethod: 3, fieldType: 3 }, 'select'],
    [{ fillMethod: null, fieldType: 1 }, 'select'],
  ])('kind of %j is %s', (p, kind) => expect(ruleFieldKind(f(p))).toBe(kind))
  it.each([
    [{ value: '' }, '请输入姓名'],
    [{ value: '   ' }, '请输入姓名'],
    [{ value: '', isRequire: 0 }, null],
    [{ value: '', isRequire: false }, null],
    [{ value: '', isRequire: true }, '请输入姓名'],
    [{ value: '', fieldType: 3, showName: '出生日期' }, '请选择出生日期'],
    [{ value: '', fieldType: 4, showName: '时间' }, '请选择时间'],
    [{ value: '', fillMethod: 2, showName: '血型', content: 'A,B' }, '请选择血型'],
    [{ value: '12a', fieldType: 2, showName: '身高' }, '请输入数字'],
    [{ value: '170', fieldType: 2, showName: '身高' }, null],
    [{ value: '1 70', fieldType: 2, showName: '身高' }, null], // spaces stripped
    [{ value: '-1', fieldType: 2, showName: '身高' }, '请输入数字'],
    [{ value: 'x@y', fieldType: 5, showName: '邮箱' }, '请输入正确的邮箱地址'],
    [{ value: 'x@y.cn', fieldType: 5, showName: '邮箱' }, null],
    [{ value: '12345', regex: '^\\d{6}$', showName: '邮编' }, '请输入正确邮编'],
    [{ value: '123456', regex: '^\\d{6}$', showName: '邮编' }, null],
    [{ value: 'ABC', regex: '/^[a-z]+$/i', showName: '代码' }, null],
    [{ value: 'ABC1', regex: '/^[a-z]+$/i', showName: '代码' }, '请输入正确代码'],
    [{ value: 'anything', regex: '([' }, null], // broken regex is ignored
    [{ value: '2024-02-29', fieldType: 3, showName: '日期' }, null],
    [{ value: '2023-02-29', fieldType: 3, showName: '日期' }, '请选择日期'],
    [{ value: '09:30', fieldType: 4, showName: '时间' }, null],
    [{ value: '24:00', fieldType: 4, showName: '时间' }, '请选择时间'],
    [{ value: 'B', fillMethod: 2, content: 'A, B,C', showName: '血型' }, null],
    [{ value: 'O', fillMethod: 2, content: 'A，B，AB', showName: '血型' }, '请选择血型'],
  ])('%j -> %p', (p, e) => expect(validateRuleField(f(p))).toBe(e))
  it('options split on half- and full-width commas', () => {
    expect(ruleFieldOptions({ content: '已婚,未婚，离异, ,' })).toEqual(['已婚', '未婚', '离异'])
    expect(ruleFieldOptions({ content: null })).toEqual([])
  })
  it('compileFieldRegex', () => {
    expect(compileFieldRegex(null)).toBeNull()
    expect(compileFieldRegex('([')).toBeNull()
    expect(compileFieldRegex('/a/g')!.global).toBe(false) // stateless
  })
  it('validateRuleForm returns the first message', () => {
    expect(validateRuleForm([f({ value: 'ok' }), f({ showName: '电话', value: '' }), f({ showName: '地址', value: '' })])).toBe(
      '请输入电话',
    )
    expect(validateRuleForm([f({ value: 'ok' })])).toBeNull()
  })
})

describe('login, bind and send-code states (SPEC §4, §5)', () => {
  it.each([
    ['13812345678', '123456', true, true],
    ['13812345678', '123456', false, false], // agreement
    ['13812345678', '12345', true, false], // code 5
    ['13812345678', '1234567890', true, true], // code 10
    ['13812345678', '12345678901', true, false], // code 11
    ['1381234567', '123456', true, false], // phone
  ])('canLogin %s %s %p -> %p', (phone, code, agreed, e) => {
    expect(canLogin({ phone, code, agreed })).toBe(e)
    if (agreed) expect(canBindPhone({ phone, code })).toBe(e)
  })
  it('isValidCode trims', () => expect(isValidCode(' 123456 ')).toBe(true))
  it.each([
    [
      { phone: '', password: 'x', agreed: true },
      { ok: false, reason: 'phone', message: '请输入手机号' },
    ],
    [
      { phone: '123', password: 'x', agreed: true },
      { ok: false, reason: 'phone', message: '手机格式不正确' },
    ],
    [
      { phone: '13812345678', password: '', agreed: true },
      { ok: false, reason: 'password', message: '请输入密码' },
    ],
    [
      { phone: '13812345678', password: 'x', agreed: false },
      { ok: false, reason: 'agreement', message: M.LOGIN_AGREEMENT_PROMPT, confirmText: '同意', cancelText: '再考虑下' },
    ],
    [{ phone: '13812345678', password: 'x', agreed: true }, { ok: true }],
  ])('checkPasswordLogin %j', (input, e) => expect(checkPasswordLogin(input)).toEqual(e))
  it('agreement prompt starts with the spec text', () => {
    expect(M.LOGIN_AGREEMENT_PROMPT.startsWith('请先阅读并同意《')).toBe(true)
    expect(M.LOGIN_AGREEMENT_PROMPT.endsWith('隐私政策》')).toBe(true)
  })

  const T0 = 1_700_000_000_000
  it.each([
    [null, T0, 0, '获取验证码', true, false],
    [T0, T0, 120, '重新发送(120)', false, false],
    [T0, T0 + 1, 120, '重新发送(120)', false, false],
    [T0, T0 + 1000, 119, '重新发送(119)', false, false],
    [T0, T0 + 119_000, 1, '重新发送(1)', false, false],
    [T0, T0 + 119_999, 1, '重新发送(1)', false, false],
    [T0, T0 + 120_000, 0, '重新发送', true, true],
    [T0, T0 + 500_000, 0, '重新发送', true, true],
  ])('sentAt %p now %p -> %p %p', (sentAt, now, remaining, text, can, link) => {
    const state = { sentAt }
    expect(sendCodeRemaining(state, now)).toBe(remaining)
    expect(sendCodeButtonText(state, now)).toBe(text)
    expect(canSendCode('13812345678', state, now)).toBe(can)
    expect(showNoSmsLink(state, now)).toBe(link)
  })
  it('send disabled for an invalid phone or while sending', () => {
    expect(canSendCode('1381234567', { sentAt: null })).toBe(false)
    expect(canSendCode('13812345678', { sentAt: null, sending: true })).toBe(false)
    expect(SEND_CODE_COUNTDOWN_SECONDS).toBe(120)
  })
})
