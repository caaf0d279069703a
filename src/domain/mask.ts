/**
 * Privacy masking of phone numbers and ID numbers (SPEC §2, §9): one rule for the app's screens and the server's
 * replies (the server's log masking keeps its own free-text scrubber and calls maskPhone for 11-digit numbers).
 */

/**
 * SPEC §2/§9 phone masking: keeps the first 3 and last 4 digits of an 11-digit phone
 * ('13812345678' → '138****5678'). Longer strings keep 3 + 4 and mask the middle;
 * strings of 7 characters or fewer are returned unchanged (nothing to hide).
 */
export function maskPhone(phone: string | null | undefined): string {
  const s = (phone ?? '').trim()
  if (s.length <= 7) return s
  return s.slice(0, 3) + '*'.repeat(s.length - 7) + s.slice(-4)
}

/**
 * Privacy masking of ID numbers for UI and logs (our rule): keeps the first `keepStart`
 * characters (3 by default, 4 allowed) and the last 4, masking the rest with the same length:
 * '11010519491231002X' → '110***********002X'. Strings too short to keep anything are fully masked.
 */
export function maskIdNumber(id: string | null | undefined, keepStart: 3 | 4 = 3): string {
  const s = (id ?? '').trim()
  if (s.length <= keepStart + 4) return '*'.repeat(s.length)
  return s.slice(0, keepStart) + '*'.repeat(s.length - keepStart - 4) + s.slice(-4)
}

/** Is this rule-form field an ID number? fieldId 14 (SPEC §9 default tags 13-16: 姓名, 身份证号, 手机号, 性别) or a field named 身份证… */
export function isIdNumberField(f: { fieldId?: number | string | null; showName?: string | null }): boolean {
  return Number(f.fieldId) === 14 || String(f.showName ?? '').includes('身份证')
}

/** A rule form (filedInfo) with every ID-number field masked by {@link maskIdNumber}: what order and appointment replies show. */
export function maskIdNumberFields<F extends { fieldId?: number | string | null; showName?: string | null; value?: unknown }>(
  fields: readonly F[] | null | undefined,
): F[] {
  return (fields ?? []).map((f) =>
    isIdNumberField(f) && typeof f.value === 'string' && f.value !== '' ? { ...f, value: maskIdNumber(f.value) } : f,
  )
}

/** A person's name for staff screens (our rule): the first character kept, the rest masked ('张三丰' → '张**'). */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from((name ?? '').trim())
  if (chars.length === 0) return ''
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1))
}

/** A street address for staff screens (our rule): the first 3 characters kept, the rest as '****'. */
export function maskStreet(address: string | null | undefined): string {
  const chars = Array.from((address ?? '').trim())
  if (chars.length === 0) return ''
  return chars.slice(0, Math.min(3, Math.max(1, chars.length - 1))).join('') + '****'
}
