/**
 * Draws the content seed's images into server/assets/content (run once, the SVGs are committed):
 * `npx tsx server/seed/content/draw-assets.ts`. One portrait per seed doctor (face, hair, glasses and
 * background vary with the doctor), hospital covers and licence certificates. Not imported by the server.
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
const SKINS = ['#F8D7BA', '#F1C7A0', '#E8B98F']
const HAIRS = ['#2B2B2B', '#3B2A1E', '#4A3A2A', '#1E1E1E']

/** a doctor portrait 240x240: seed-derived back, skin, hair style, grey hair for seniors, glasses */
function portrait(id: number, female: boolean, senior: boolean): string {
  const [b0, b1] = BACKS[id % BACKS.length]
  const skin = SKINS[(id >> 1) % SKINS.length]
  const hair = senior ? (id % 2 ? '#8C8C8C' : '#A6A6A6') : HAIRS[id % HAIRS.length]
  const glasses = id % 3 === 0
  const style = id % 2
  const back = female
    ? style
      ? `<path d="M70 112c-8-54 24-78 50-78s58 22 50 78c-4 32 6 54 14 66H56c8-12 18-34 14-66z" fill="${hair}"/>`
      : `<circle cx="120" cy="46" r="20" fill="${hair}"/><path d="M78 108c-4-44 18-64 42-64s46 20 42 64z" fill="${hair}"/>`
    : ''
  const front = female
    ? `<path d="M80 100c4-30 20-44 40-44s38 14 40 44c-14-16-26-22-40-22s-28 8-40 22z" fill="${hair}"/>`
    : style
      ? `<path d="M78 104c-2-40 20-58 42-58s46 16 42 58c-6-18-22-28-42-28-18 0-34 10-42 28z" fill="${hair}"/>`
      : `<path d="M80 100c0-36 18-52 40-52s42 14 40 52c-12-10-30-14-52-10-10 2-20 6-28 10z" fill="${hair}"/>`
  const specs = glasses
    ? `<circle cx="106" cy="112" r="10" fill="none" stroke="#333" stroke-width="3"/><circle cx="134" cy="112" r="10" fill="none" stroke="#333" stroke-width="3"/><path d="M116 112h8" stroke="#333" stroke-width="3"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b0}"/><stop offset="1" stop-color="${b1}"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#g)"/>
${back}
<path d="M40 250c0-56 34-84 80-84s80 28 80 84z" fill="#fff"/>
<path d="M102 166l18 30 18-30" fill="#CFE0F7"/><path d="M120 196v54" stroke="#CFE0F7" stroke-width="3"/>
<rect x="106" y="140" width="28" height="30" fill="${skin}" opacity=".9"/>
<ellipse cx="120" cy="110" rx="40" ry="46" fill="${skin}"/>
${front}
<circle cx="106" cy="112" r="4" fill="#333"/><circle cx="134" cy="112" r="4" fill="#333"/>
${specs}
<path d="M108 134c7 6 17 6 24 0" stroke="#C9785F" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M84 178c-6 28 4 44 20 44" stroke="#4A4A4A" stroke-width="5" fill="none"/><circle cx="104" cy="222" r="7" fill="#8A8A8A"/>
<rect x="146" y="200" width="30" height="9" rx="3" fill="#1677FF"/>
</svg>\n`
}

/** a hospital cover 750x360: sky, building with a red cross, the hospital's name */
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
  for (const list of Object.values(DOCTORS))
    for (const [id, , , title, avatar] of list)
      write(`doctor-${id}.svg`, portrait(id, avatar.startsWith('doctor-f'), title === '1' || title === '5'))
  for (const h of SEED_HOSPITALS) write(`hospital-cover-${h.id}.svg`, hospitalCover(h.name, h.primary_color, h.primary_color_end))
  for (const [id, h, name, no, issuer, until, image] of LICENCES) {
    void id
    const holder = SEED_HOSPITALS.find((x) => x.id === h)?.name.replace('健康商城', '') ?? ''
    write(path.basename(image), licence(name.replace(/（.*）/, ''), no, issuer, until, holder))
  }
  return written
}

if (require.main === module) console.log(`${drawAll().length} images in ${OUT}`)
