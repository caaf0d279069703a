/**
 * Draws the content seed's images into server/assets/content (run once, the SVGs are committed):
 * `npx tsx server/seed/content/draw-assets.ts`. One neutral initials portrait per seed doctor (the surname on a
 * tint of its own), hospital covers and licence certificates. Not imported by the server.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DOCTORS } from '../browse/content'
import { SEED_HOSPITALS } from '../index'
import { LICENCES } from './hospital'

const OUT = path.join(__dirname, '..', '..', 'assets', 'content')
const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const BACKS: Array<[string, string]> = [
  ['#DCEBFF', '#B9D6FF'],
  ['#DDF5EE', '#B3E6D4'],
  ['#FCE4EC', '#F8C6D6'],
  ['#EDE7F6', '#D3C4F0'],
  ['#FFF3E0', '#FFD9A8'],
  ['#E0F7FA', '#B2EBF2'],
]
/** the initial's colour (dark enough on white: contrast above 4.5:1) */
const INKS = ['#1D4E89', '#1F6F5C', '#8A2B4C', '#4B3A8F', '#8A4B14', '#0F6B75']

/**
 * A doctor's neutral portrait 240x240 (issue 35 item 10: no cartoons): the doctor's surname on a calm tint that
 * differs per doctor, with a thin ring and a white-coat collar line. The hospital puts a real photograph in
 * through the console.
 */
function portrait(id: number, name: string): string {
  const [b0, b1] = BACKS[id % BACKS.length]
  const ink = INKS[id % INKS.length]
  const initial = [...name][0] ?? '医'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${esc(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b0}"/><stop offset="1" stop-color="${b1}"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#g)"/>
<circle cx="120" cy="108" r="70" fill="#FFFFFF" opacity=".85"/><circle cx="120" cy="108" r="70" fill="none" stroke="${ink}" stroke-width="3" opacity=".35"/>
<text x="120" y="134" font-size="72" ${FONT} font-weight="700" fill="${ink}" text-anchor="middle">${esc(initial)}</text>
<path d="M56 240c4-30 30-46 64-46s60 16 64 46z" fill="#FFFFFF"/><path d="M104 196l16 22 16-22" fill="none" stroke="${ink}" stroke-width="3" opacity=".4"/>
</svg>\n`
}

function hospitalCover(name: string, c0: string, c1: string): string {
  const windows = Array.from({ length: 4 }, (_, r) =>
    Array.from(
      { length: 8 },
      (_, k) => `<rect x="${236 + k * 36}" y="${150 + r * 40}" width="22" height="24" rx="3" fill="#fff" opacity=".75"/>`,
    ).join(''),
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient></defs>
<rect width="750" height="360" fill="url(#s)"/>
<circle cx="660" cy="70" r="120" fill="#fff" opacity=".12"/><circle cx="60" cy="330" r="110" fill="#fff" opacity=".1"/>
<rect x="220" y="110" width="310" height="230" rx="8" fill="#fff" opacity=".25"/>
${windows}
<rect x="345" y="60" width="60" height="60" rx="8" fill="#fff"/><rect x="368" y="70" width="14" height="40" fill="#F5222D"/><rect x="355" y="83" width="40" height="14" fill="#F5222D"/>
<rect x="0" y="330" width="750" height="30" fill="#fff" opacity=".35"/>
<text x="375" y="42" font-size="30" font-weight="700" fill="#fff" text-anchor="middle" ${FONT}>${esc(name)}</text>
</svg>\n`
}

/** a licence certificate 600x420: frame, title, number, issuer, validity, red seal */
function licence(title: string, no: string, issuer: string, until: string, holder: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">
<rect width="600" height="420" fill="#FFFDF5"/>
<rect x="14" y="14" width="572" height="392" fill="none" stroke="#C8A45A" stroke-width="6"/>
<rect x="26" y="26" width="548" height="368" fill="none" stroke="#C8A45A" stroke-width="1.5"/>
<text x="300" y="88" font-size="34" font-weight="700" fill="#8B1A1A" text-anchor="middle" ${FONT}>${esc(title)}</text>
<text x="70" y="150" font-size="20" fill="#333" ${FONT}>机构名称：${esc(holder)}</text>
<text x="70" y="192" font-size="20" fill="#333" ${FONT}>证书编号：${esc(no)}</text>
<text x="70" y="234" font-size="20" fill="#333" ${FONT}>有效期至：${esc(until)}</text>
<text x="70" y="276" font-size="20" fill="#333" ${FONT}>发证机关：${esc(issuer)}</text>
<text x="70" y="350" font-size="16" fill="#999" ${FONT}>（示例证照，仅用于演示）</text>
<circle cx="470" cy="316" r="58" fill="none" stroke="#D4380D" stroke-width="5" opacity=".85"/>
<text x="470" y="326" font-size="15" fill="#D4380D" text-anchor="middle" opacity=".85" ${FONT}>${esc(issuer.slice(0, 6))}</text>
<text x="470" y="348" font-size="15" fill="#D4380D" text-anchor="middle" opacity=".85" ${FONT}>专用章</text>
<path d="M470 268l5 11h12l-9 7 3 11-11-7-11 7 3-11-9-7h12z" fill="#D4380D" opacity=".85"/>
</svg>\n`
}

export function drawAll(): string[] {
  fs.mkdirSync(OUT, { recursive: true })
  const written: string[] = []
  const write = (name: string, svg: string) => {
    fs.writeFileSync(path.join(OUT, name), svg)
    written.push(name)
  }
  for (const list of Object.values(DOCTORS)) for (const [id, , name] of list) write(`doctor-${id}.svg`, portrait(id, name))
  for (const h of SEED_HOSPITALS) write(`hospital-cover-${h.id}.svg`, hospitalCover(h.name, h.primary_color, h.primary_color_end))
  for (const [id, h, name, no, issuer, until, image] of LICENCES) {
    void id
    const holder = SEED_HOSPITALS.find((x) => x.id === h)?.name.replace('健康商城', '') ?? ''
    write(path.basename(image), licence(name.replace(/（.*）/, ''), no, issuer, until, holder))
  }
  return written
}

if (require.main === module) console.log(`${drawAll().length} images in ${OUT}`)
