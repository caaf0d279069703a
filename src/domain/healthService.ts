/** The health-service id of /hospital/selectService?id= (issue 12): a positive integer, else null (the server answers 400). */
export function parseHealthServiceId(raw: unknown): number | null {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (!/^[1-9]\d{0,8}$/.test(s)) return null
  return Number(s)
}
