import {
  isValidTaxNumber,
  isValidUscc,
  normalizeTaxNumber,
  validateTaxNumber,
  validateInvoiceHeader,
  INVOICE_TITLE_REQUIRED,
  TAX_NUMBER_REQUIRED,
  TAX_NUMBER_INVALID,
  USCC_CHARS,
  USCC_WEIGHTS,
} from './invoice'
import * as D from './index'
import { EMAIL_INVALID, EMAIL_REQUIRED } from './messages'

/** an independent GB 32100 check character (the test's own arithmetic, not the module's) */
function checkChar(first17: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY'
  const w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
  let sum = 0
  for (let i = 0; i < 17; i++) sum += chars.indexOf(first17[i]) * w[i]
  return chars[(31 - (sum % 31)) % 31]
}

describe('unified social credit code (GB 32100-2015)', () => {
  it.each([
    ['91110000600037341L', true],
    ['91320106MA1XXXXX0L', true],
    ['91440300708461136T', true],
    ['12100000400000770U', true], // a public institution (registration authority 1)
    ['52320102MJ5436287U', true], // a social organisation (5)
    ['91350211MA2Y0X9R8Q', true],
    ['91320106ma1xxxxx0l', true], // lower case is read as capitals
    ['91110000600037341X', false], // wrong check character
    ['91320106MA1XXXXX0P', false],
    ['9111000060003734L', false], // 17 characters
    ['91110000600037341LL', false], // 19 characters
    ['9132A106MA1XXXXX0L', false], // the division code (characters 3-8) must be digits
    ['91320106MA1XXXXXIL', false], // I is not a code character
    ['91320106MA1XXXXXOL', false], // nor O
    ['', false],
  ])('%s -> %s', (code, ok) => expect(isValidUscc(code)).toBe(ok))

  it('every 17-character body has exactly one valid check character, the one GB 32100 computes', () => {
    const bodies = ['91110000600037341', '91320106MA1XXXXX0', '11100000MB0143125Y'.slice(0, 17), '93440101MA59AB1C2']
    for (const body of bodies) {
      const valid = [...USCC_CHARS].filter((c) => isValidUscc(body + c))
      expect(valid).toEqual([checkChar(body)])
    }
    expect(USCC_CHARS).toHaveLength(31)
    expect(USCC_WEIGHTS).toHaveLength(17)
  })
})

describe('isValidTaxNumber: USCC or a 15/17/20-character taxpayer number', () => {
  it.each([
    ['91110000600037341L', true],
    [' 9111 0000 6000 3734 1L ', true], // white space is ignored
    ['110108123456789', true], // 15: the old taxpayer number
    ['11010812345678901', true], // 17
    ['110108123456789012AB', true], // 20
    ['11010812345678', false], // 14
    ['1101081234567890', false], // 16
    ['110108123456789012345', false], // 21
    ['11010812345678-', false], // punctuation
    ['11010812345678９', false], // a full-width digit
    ['91110000600037341X', false], // 18 characters are read as a USCC: the check character decides
    ['', false],
  ])('%j -> %s', (value, ok) => expect(isValidTaxNumber(value)).toBe(ok))

  it('normalises to capitals without white space', () => {
    expect(normalizeTaxNumber(' 91320106ma1 xxxxx0l ')).toBe('91320106MA1XXXXX0L')
    expect(normalizeTaxNumber(undefined)).toBe('')
  })

  it.each([
    ['', TAX_NUMBER_REQUIRED],
    ['   ', TAX_NUMBER_REQUIRED],
    [undefined, TAX_NUMBER_REQUIRED],
    ['12345', TAX_NUMBER_INVALID],
    ['91110000600037341X', TAX_NUMBER_INVALID],
    ['91110000600037341L', null],
  ])('validateTaxNumber(%j) -> %s', (value, message) => expect(validateTaxNumber(value as string)).toBe(message))
})

describe('validateInvoiceHeader: the first failing field', () => {
  const company = { headerType: 2 as const, invoiceTitle: '金陵健康科技有限公司', taxNumber: '91320106MA1XXXXX0L' }
  it.each([
    [{ headerType: 1 as const, invoiceTitle: '' }, {}, { field: 'invoiceTitle', message: INVOICE_TITLE_REQUIRED }],
    [{ headerType: 1 as const, invoiceTitle: '   ' }, {}, { field: 'invoiceTitle', message: INVOICE_TITLE_REQUIRED }],
    [{ headerType: 1 as const, invoiceTitle: '张三' }, {}, null],
    [{ headerType: 1 as const, invoiceTitle: '张三', taxNumber: 'anything' }, {}, null], // personal headers have no tax number
    [{ ...company, taxNumber: '' }, {}, { field: 'taxNumber', message: TAX_NUMBER_REQUIRED }],
    [{ ...company, taxNumber: '91320106MA1XXXXX0P' }, {}, { field: 'taxNumber', message: TAX_NUMBER_INVALID }],
    [{ ...company, invoiceTitle: '' }, {}, { field: 'invoiceTitle', message: INVOICE_TITLE_REQUIRED }], // title before tax number
    [company, {}, null],
    [{ ...company, email: 'x@' }, {}, { field: 'email', message: EMAIL_INVALID }],
    [company, { emailRequired: true }, { field: 'email', message: EMAIL_REQUIRED }],
    [{ ...company, email: 'fapiao@example.com' }, { emailRequired: true }, null],
  ])('%j %j', (input, options, expected) => expect(validateInvoiceHeader(input, options)).toEqual(expected))

  it('is exported from the domain index (the app and the server use this one rule)', () => {
    expect(D.validateInvoiceHeader).toBe(validateInvoiceHeader)
    expect(D.isValidTaxNumber).toBe(isValidTaxNumber)
  })
})
