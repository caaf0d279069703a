/** /privacyAc codeList: '100,200' -> [100, 200] (positive integers, duplicates dropped, order kept) */
export function parseCodeList(raw: string | undefined | null): number[] {
  const out: number[] = []
  for (const part of String(raw ?? '').split(/[,，]/)) {
    const s = part.trim()
    if (!/^\d{1,6}$/.test(s)) continue
    const n = Number(s)
    if (n > 0 && !out.includes(n)) out.push(n)
  }
  return out
}
