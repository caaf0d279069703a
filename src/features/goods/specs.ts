/** Spec options of the sku popup from the API's specList (SPEC §3: specName, goodsAttributeValues). */
import type { SpecDef } from '@/domain'

export interface SpecInput {
  id?: number | string
  specName: string
  attributeName?: string
  optionAttr?: string | string[]
  goodsAttributeValues?: Array<string | { id?: number | string; attributeValue?: string; value?: string; name?: string }>
  kind?: 'sku' | 'message'
}

/** the values of one spec as strings (strings, or objects with attributeValue/value/name; optionAttr comma list as fallback) */
export function specValues(spec: SpecInput): string[] {
  const list = spec.goodsAttributeValues
  if (Array.isArray(list) && list.length) {
    return list.map((v) => (typeof v === 'string' ? v : String(v.attributeValue ?? v.value ?? v.name ?? ''))).filter(Boolean)
  }
  if (Array.isArray(spec.optionAttr)) return spec.optionAttr.filter(Boolean)
  if (spec.optionAttr)
    return spec.optionAttr
      .split(/[,，]/)
      .map((s) => s.trim())
      .filter(Boolean)
  return []
}

/** domain SpecDef list: the first skuNum specs are sku specs, the rest message specs (filled in by the buyer) */
export function toSpecDefs(specs: readonly SpecInput[], skuNum: number): SpecDef[] {
  return specs.map((s, i) => ({
    id: s.id,
    specName: s.specName || s.attributeName || '',
    kind: s.kind ?? (i < skuNum ? 'sku' : 'message'),
  }))
}

/**
 * The product page's 规格 row (issue 35 item 6): null when there is nothing to choose (no spec with two or more
 * values, no message spec: the one sku is taken as it is, so no "请选择规格"); 已选：… once chosen; otherwise
 * 请选择 and the names of the specs still to choose.
 */
export function specRowText(specs: readonly SpecInput[], selected: Record<string, string>, quantity?: number): string | null {
  const open = specs.filter((s) => s.kind === 'message' || specValues(s).length > 1)
  if (!open.length) return null
  const name = (s: SpecInput) => s.specName || s.attributeName || ''
  const chosen = specs.map((s) => selected[name(s)]).filter(Boolean)
  const missing = open.filter((s) => !selected[name(s)] && s.kind !== 'message')
  if (chosen.length && !missing.length) return `已选：${chosen.join('，')}${quantity ? ` ×${quantity}` : ''}`
  return `请选择${(missing.length ? missing : open).map(name).join('、')}`
}
