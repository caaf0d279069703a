/**
 * Invoice header rules (contract/invoice.ts invoiceData/new/saveOrUpdate), shared by the header form
 * (src/pages/invoice) and the server (server/routes/order-center/invoice.ts): a title is required; company
 * headers (headerType 2) need a tax number — an 18-character unified social credit code with a valid check
 * character (GB 32100-2015, mod 31), or a legacy 15-, 17- or 20-character taxpayer number (digits and capitals);
 * the e-mail (where the electronic invoice goes, SPEC §9: only electronic ordinary invoices) by SPEC §5.
 * Messages are OWN, in the tone of the spec's own.
 */
import { validateEmail } from './validation'

/** OWN */
export const INVOICE_TITLE_REQUIRED = '请输入发票抬头'
export const TAX_NUMBER_REQUIRED = '请输入税号'
export const TAX_NUMBER_INVALID = '税号格式不正确'
export const HEADER_REPEAT = '该发票抬头已存在'

/** header types: 1 personal, 2 company */
export const HEADER_TYPE_PERSONAL = 1
export const HEADER_TYPE_COMPANY = 2

/** the 31 characters of a unified social credit code (no I, O, S, V, Z), in check-value order */
export const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
/** GB 32100-2015 weights of the first 17 characters */
export const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const

/** a tax number as it is checked and stored: white space removed, capitals */
export const normalizeTaxNumber = (value: string | null | undefined): string =>
  String(value ?? '')
    .replace(/\s+/g, '')
    .toUpperCase()

/**
 * 18-character unified social credit code: registration authority and type (2 code characters), the
 * 6-digit administrative division, the 9-character organisation code, and the check character.
 */
export function isValidUscc(code: string): boolean {
  const s = String(code ?? '').toUpperCase()
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(s)) return false
  let sum = 0
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(s[i]) * USCC_WEIGHTS[i]
  const c = (31 - (sum % 31)) % 31
  return USCC_CHARS[c] === s[17]
}

/** a USCC (18) or a legacy taxpayer number (15, 17 or 20 digits and capitals); white space is ignored */
export function isValidTaxNumber(value: string | null | undefined): boolean {
  const s = normalizeTaxNumber(value)
  if (s.length === 18) return isValidUscc(s)
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/.test(s)
}

/** the tax number's message for a company header (required, then format), or null */
export function validateTaxNumber(value: string | null | undefined): string | null {
  const s = normalizeTaxNumber(value)
  if (!s) return TAX_NUMBER_REQUIRED
  return isValidTaxNumber(s) ? null : TAX_NUMBER_INVALID
}

export interface HeaderInput {
  headerType: 1 | 2
  invoiceTitle: string
  taxNumber?: string
  email?: string
}

/** the first failing field and its message, or null; the e-mail is checked only when given (or required) */
export function validateInvoiceHeader(
  h: HeaderInput,
  options: { emailRequired?: boolean } = {},
): { field: 'invoiceTitle' | 'taxNumber' | 'email'; message: string } | null {
  if (!String(h.invoiceTitle ?? '').trim()) return { field: 'invoiceTitle', message: INVOICE_TITLE_REQUIRED }
  if (h.headerType === HEADER_TYPE_COMPANY) {
    const tax = validateTaxNumber(h.taxNumber)
    if (tax) return { field: 'taxNumber', message: tax }
  }
  const email = String(h.email ?? '').trim()
  if (email || options.emailRequired) {
    const e = validateEmail(email)
    if (e) return { field: 'email', message: e }
  }
  return null
}
