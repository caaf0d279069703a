/**
 * The area tree of China for the address picker, parsed once from the compact seed data
 * (server/seed/account/areas.ts), with lookups by code and the region check of saveOrUpdate.
 */
import { AREA_DATA } from '../../seed/account/areas'
import type { AreaNode, AreaTreeNode } from '../../../contract/account'

interface Area {
  code: string
  name: string
  level: 1 | 2 | 3
  parentCode: string
  children: Area[]
}

const split = (s: string): [string, string] => {
  const m = /^(\d+)(.*)$/.exec(s)
  if (!m) throw new Error(`bad area entry ${s}`)
  return [m[1], m[2]]
}

function parse(): { roots: Area[]; byCode: Map<string, Area> } {
  const roots: Area[] = []
  const byCode = new Map<string, Area>()
  const add = (a: Area, parent?: Area) => {
    ;(parent ? parent.children : roots).push(a)
    byCode.set(a.code, a)
  }
  for (const line of AREA_DATA) {
    const [head, body] = line.split('|')
    const [pc, pn] = split(head)
    const province: Area = { code: pc, name: pn, level: 1, parentCode: '0', children: [] }
    add(province)
    for (const cityPart of body ? body.split(';') : []) {
      const [cityHead, districts] = cityPart.split(':')
      const [cs, cn] = split(cityHead)
      const city: Area = { code: pc + cs, name: cn, level: 2, parentCode: pc, children: [] }
      add(city, province)
      for (const d of districts ? districts.split(',') : []) {
        const [ds, dn] = split(d)
        add({ code: city.code + ds, name: dn, level: 3, parentCode: city.code, children: [] }, city)
      }
    }
  }
  return { roots, byCode }
}

let parsed: ReturnType<typeof parse> | undefined
const data = () => (parsed ??= parse())

const node = (a: Area): AreaNode => ({
  code: a.code,
  name: a.name,
  level: a.level,
  parentCode: a.parentCode,
  hasChildren: a.children.length > 0,
})

/** children of a code ('' / '0' = the provinces); null for an unknown code */
export function areaChildren(code: string | undefined): AreaNode[] | null {
  if (!code || code === '0') return data().roots.map(node)
  const a = data().byCode.get(code)
  return a ? a.children.map(node) : null
}

let tree: AreaTreeNode[] | undefined
/** the whole tree (built once) */
export function areaTree(): AreaTreeNode[] {
  // three levels: province -> city -> district (a node without children has no `children`)
  const leaf = (a: Area) => ({ code: a.code, name: a.name })
  const city = (c: Area) => (c.children.length ? { ...leaf(c), children: c.children.map(leaf) } : leaf(c))
  return (tree ??= data().roots.map((p): AreaTreeNode => (p.children.length ? { ...leaf(p), children: p.children.map(city) } : leaf(p))))
}

/**
 * Resolves a province/city/district by name: the province must exist, the city must be one of
 * its cities, and the district one of the city's districts when the city has any ('' allowed
 * otherwise). Returns the codes, or null when the region is not in the tree.
 */
export function resolveRegion(
  province: string,
  city: string,
  area: string,
): { provinceCode: string; cityCode: string; areaCode: string } | null {
  const p = data().roots.find((a) => a.name === province)
  if (!p) return null
  // municipalities: the city may also be given as the province name or its 市辖区 / 县 entry
  const c =
    p.children.find((a) => a.name === city) ??
    (p.children.length === 1 && (city === '市辖区' || city === p.name) ? p.children[0] : undefined)
  if (!c) return null
  if (c.children.length === 0) return area ? null : { provinceCode: p.code, cityCode: c.code, areaCode: '' }
  const d = c.children.find((a) => a.name === area)
  return d ? { provinceCode: p.code, cityCode: c.code, areaCode: d.code } : null
}

export function areaStats(): { provinces: number; cities: number; districts: number } {
  let cities = 0
  let districts = 0
  for (const p of data().roots) {
    cities += p.children.length
    for (const c of p.children) districts += c.children.length
  }
  return { provinces: data().roots.length, cities, districts }
}
