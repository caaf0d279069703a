/**
 * Invoice header rules (contract types/account.ts saveOrUpdate): title required; company headers need
 * a tax number — an 18-character unified social credit code with a valid check character (GB 32100),
 * or a 15/17/20-character taxpayer number; the e-mail (where the electronic invoice goes) by src/domain.
 */
import { validateEmail } from '../../domain'

export const INVOICE_TITLE_REQUIRED = '请输入发票抬头'
export const TAX_NUMBER_REQUIRED = '请输入税号'
export const TAX_NUMBER_INVALID = '税号格式不正确'
export const HEADER_REPEAT = '该发票抬头已存在'

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** 18-character unified social credit code with its check character */
export function isValidUscc(code: string): boolean {
  const s = code.toUpperCase()
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(s)) return false
  let sum = 0
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(s[i]) * USCC_WEIGHTS[i]
  const c = (31 - (sum % 31)) % 31
  return USCC_CHARS[c] === s[17]
}

export function isValidTaxNumber(value: string): boolean {
  const s = (value || '').replace(/\s+/g, '').toUpperCase()
  if (s.length === 18) return isValidUscc(s)
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/.test(s)
}

export interface HeaderInput {
  headerType: 1 | 2
  invoiceTitle: string
  taxNumber?: string
  email?: string
}

/** the first failing field and its message, or null; the e-mail is checked only when given (or required) */
export function validateInvoiceHeader(h: HeaderInput, options: { emailRequired?: boolean } = {}): { field: string; message: string } | null {
  if (!(h.invoiceTitle || '').trim()) return { field: 'invoiceTitle', message: INVOICE_TITLE_REQUIRED }
  if (h.headerType === 2) {
    const tax = (h.taxNumber || '').replace(/\s+/g, '')
    if (!tax) return { field: 'taxNumber', message: TAX_NUMBER_REQUIRED }
    if (!isValidTaxNumber(tax)) return { field: 'taxNumber', message: TAX_NUMBER_INVALID }
  }
  const email = (h.email || '').trim()
  if (email || options.emailRequired) {
    const e = validateEmail(email)
    if (e) return { field: 'email', message: e }
  }
  return null
}
