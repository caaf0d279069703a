/**
 * Draws one product-shot style illustration per seed item into server/assets/items (issue 35 item 10): the thing
 * itself (a blood-pressure monitor with its cuff, an oxygen concentrator, a wheelchair, a check-up clipboard ...)
 * on a soft studio background with a floor shadow, in a colour of its own, with its name on a small card. Run
 * once, the SVGs are committed: `npx tsx server/seed/imagery/draw.ts`. Not imported by the server.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { seedItems } from './items'
import { itemImageFile } from './path'

const OUT = path.join(__dirname, '..', '..', 'assets', 'items')
const W = '#FFFFFF'
const INK = '#2E3440'

/** accent colours (the object's colour) with a light tint for the background */
const PALETTE: Array<[string, string]> = [
  ['#1677FF', '#EAF2FF'],
  ['#13A8A8', '#E6F7F6'],
  ['#52A447', '#EDF7EA'],
  ['#E8731A', '#FFF2E6'],
  ['#D4380D', '#FFF0EB'],
  ['#C41D7F', '#FDEEF6'],
  ['#722ED1', '#F3EDFC'],
  ['#2F54EB', '#EDF0FE'],
  ['#AD8B00', '#FBF6E3'],
  ['#08979C', '#E6F5F5'],
  ['#5B6B7F', '#EEF1F5'],
  ['#CF5B8E', '#FCEFF4'],
]

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type Draw = (c: string, label: string) => string

/** a text label inside a shape (a model number on a device, a name on a box) */
const tag = (x: number, y: number, text: string, size: number, fill = INK) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-family="Arial,PingFang SC,Microsoft YaHei,sans-serif" font-weight="700" fill="${fill}" text-anchor="middle">${esc(text)}</text>`

/** a box (packaging) behind a device */
const box = (c: string, label: string) =>
  `<path d="M210 150l70-26 70 26v150l-70 26-70-26z" fill="${c}" opacity=".9"/><path d="M210 150l70 26 70-26" fill="none" stroke="${W}" stroke-width="3" opacity=".6"/><path d="M280 176v150" stroke="${W}" stroke-width="3" opacity=".5"/>${tag(246, 250, label.slice(0, 4), 18, W)}`

// ------------------------------------------------------------------ the things (400 x 400, floor at y 330)

const SUBJECTS: Record<string, Draw> = {
  bpUpper: (c, l) =>
    `${box(c, l)}<rect x="70" y="170" width="150" height="140" rx="22" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="90" y="190" width="110" height="64" rx="8" fill="#DDE7D8"/>${tag(145, 222, '120', 28, INK)}${tag(145, 247, '80', 20, INK)}<circle cx="120" cy="282" r="10" fill="${c}"/><rect x="140" y="276" width="50" height="12" rx="6" fill="#C9D1DC"/><path d="M220 250c50 0 60 40 40 70" stroke="#7A8599" stroke-width="6" fill="none"/><rect x="40" y="300" width="120" height="34" rx="10" fill="#3F4A5C"/>`,
  bpWrist: (c) =>
    `<rect x="110" y="250" width="200" height="70" rx="30" fill="#3F4A5C"/><rect x="140" y="140" width="120" height="140" rx="28" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="158" y="160" width="84" height="56" rx="8" fill="#DDE7D8"/>${tag(200, 196, '118', 26)}<circle cx="200" cy="248" r="12" fill="${c}"/>`,
  cuff: (c) =>
    `<path d="M90 200h200c30 0 30 110 0 110H90c-30 0-30-110 0-110z" fill="#3F4A5C"/><path d="M110 216h170v78H110z" fill="${c}" opacity=".85"/><path d="M290 250c40 0 50-60 90-70" stroke="#7A8599" stroke-width="8" fill="none"/><rect x="360" y="168" width="20" height="24" rx="4" fill="#7A8599"/>${tag(195, 262, '22-42cm', 22, W)}`,
  glucose: (c, l) =>
    `${box(c, l)}<rect x="80" y="130" width="120" height="190" rx="30" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="98" y="152" width="84" height="62" rx="8" fill="#DDE7D8"/>${tag(140, 192, '5.6', 26)}<circle cx="140" cy="256" r="16" fill="${c}"/><rect x="132" y="300" width="16" height="50" fill="#F4C542"/>`,
  strips: (c, l) =>
    `<rect x="140" y="110" width="120" height="210" rx="18" fill="${c}"/><rect x="134" y="96" width="132" height="34" rx="10" fill="#3F4A5C"/><rect x="156" y="160" width="88" height="100" rx="8" fill="${W}"/>${tag(200, 200, l.slice(0, 4), 18)}${tag(200, 236, '50支', 20, c)}<rect x="280" y="230" width="16" height="90" rx="3" fill="#F4C542"/><rect x="306" y="240" width="16" height="80" rx="3" fill="#F4C542"/>`,
  oxygen: (c, l) =>
    `<rect x="120" y="90" width="160" height="230" rx="26" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="142" y="112" width="116" height="50" rx="8" fill="#1F2A44"/>${tag(200, 146, '93%', 24, '#39E29B')}<rect x="142" y="178" width="116" height="90" rx="10" fill="${c}" opacity=".18"/><path d="M150 190h100M150 210h100M150 230h100M150 250h100" stroke="${c}" stroke-width="4" opacity=".5"/>${tag(200, 296, l.slice(-2), 18, c)}<circle cx="146" cy="330" r="12" fill="#3F4A5C"/><circle cx="254" cy="330" r="12" fill="#3F4A5C"/><path d="M280 140c60 0 70 60 40 110" stroke="#9FB3C8" stroke-width="6" fill="none"/>`,
  oximeter: (c) =>
    `<path d="M110 170h140c40 0 60 30 60 60s-20 60-60 60H110z" fill="${c}"/><rect x="120" y="150" width="150" height="80" rx="36" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="150" y="168" width="90" height="44" rx="8" fill="#1F2A44"/>${tag(195, 199, '98%', 24, '#39E29B')}<path d="M60 300h60l14-24 18 44 14-20h170" stroke="${c}" stroke-width="6" fill="none"/>`,
  thermoStick: (c) =>
    `<g transform="rotate(-35 200 220)"><rect x="80" y="196" width="240" height="48" rx="24" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="300" y="206" width="60" height="28" rx="14" fill="${c}"/><rect x="110" y="206" width="90" height="28" rx="6" fill="#DDE7D8"/>${tag(155, 228, '36.5', 20)}<circle cx="240" cy="220" r="10" fill="${c}"/></g>`,
  thermoGun: (c) =>
    `<path d="M100 150h170c30 0 40 20 40 40s-10 40-40 40h-60l-20 100h-50l10-100h-50c-20 0-30-20-30-40s10-40 30-40z" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="120" y="166" width="90" height="44" rx="8" fill="#1F2A44"/>${tag(165, 196, '36.6', 22, '#39E29B')}<circle cx="290" cy="190" r="16" fill="${c}"/><rect x="200" y="240" width="22" height="40" rx="8" fill="${c}"/>`,
  thermoEar: (c) =>
    `<path d="M130 130c40-30 110-30 140 10l40 70-40 20-20-30v120h-80V210c-40 0-60-50-40-80z" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="152" y="220" width="76" height="40" rx="8" fill="#1F2A44"/>${tag(190, 248, '37.0', 20, '#39E29B')}<rect x="300" y="196" width="30" height="24" rx="10" fill="${c}"/>`,
  nebulizer: (c) =>
    `<rect x="60" y="200" width="200" height="120" rx="22" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><circle cx="110" cy="262" r="20" fill="${c}"/><rect x="150" y="250" width="80" height="12" rx="6" fill="#C9D1DC"/><path d="M260 240c50 0 40-80 80-100" stroke="#9FB3C8" stroke-width="8" fill="none"/><path d="M310 100h60l-14 50h-32z" fill="${c}" opacity=".6"/><circle cx="322" cy="80" r="8" fill="#BFD6F5"/><circle cx="346" cy="66" r="6" fill="#BFD6F5"/>`,
  nebulizerHand: (c) =>
    `<rect x="150" y="150" width="90" height="170" rx="30" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><path d="M160 150c0-40 70-40 70 0" fill="${c}" opacity=".7"/><path d="M240 180c40 0 70-20 90-40l20 60c-30 10-70 10-110 0z" fill="${c}" opacity=".5"/><circle cx="195" cy="250" r="14" fill="${c}"/><circle cx="350" cy="130" r="8" fill="#BFD6F5"/><circle cx="368" cy="112" r="6" fill="#BFD6F5"/>`,
  maskKn95: (c) =>
    `<path d="M80 190c60-60 180-60 240 0l-30 90c-60 40-120 40-180 0z" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><path d="M200 140v180" stroke="#D9DEE7" stroke-width="3"/><circle cx="270" cy="230" r="14" fill="${c}" opacity=".7"/><path d="M80 200c-40 0-40 60 0 70M320 200c40 0 40 60 0 70" stroke="${c}" stroke-width="5" fill="none"/>`,
  maskFlat: (c) =>
    `<rect x="90" y="170" width="220" height="130" rx="14" fill="#BFE3F5"/><path d="M96 206h208M96 236h208M96 266h208" stroke="${W}" stroke-width="5"/><path d="M90 190c-40 0-40 90 0 90M310 190c40 0 40 90 0 90" stroke="${c}" stroke-width="5" fill="none"/><rect x="130" y="162" width="140" height="8" rx="4" fill="#9FB3C8"/>`,
  swab: (c) =>
    `<rect x="100" y="200" width="200" height="120" rx="10" fill="${c}"/><rect x="100" y="200" width="200" height="30" fill="${W}" opacity=".3"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${130 + i * 26}" y="${110 + (i % 2) * 12}" width="6" height="110" fill="#E8D8B0"/><ellipse cx="${133 + i * 26}" cy="${108 + (i % 2) * 12}" rx="10" ry="16" fill="${W}" stroke="#E3E3E3"/>`).join('')}`,
  padRound: (c) =>
    `<ellipse cx="150" cy="250" rx="90" ry="70" fill="${W}" stroke="#E3E3E3" stroke-width="3"/><ellipse cx="150" cy="250" rx="50" ry="36" fill="${c}" opacity=".15"/><ellipse cx="260" cy="220" rx="90" ry="70" fill="${W}" stroke="#E3E3E3" stroke-width="3"/><ellipse cx="260" cy="220" rx="50" ry="36" fill="${c}" opacity=".15"/>`,
  padSheet: (c, l) =>
    `<path d="M90 170h220l20 150H70z" fill="${c}"/><rect x="120" y="200" width="160" height="70" rx="8" fill="${W}"/>${tag(200, 244, l.replace(/\s.*$/, '').slice(0, 5), 22, c)}<path d="M120 130h170l-20 40H100z" fill="${W}" stroke="#E3E3E3" stroke-width="3"/><path d="M130 150h150" stroke="${c}" stroke-width="4" stroke-dasharray="8 8" opacity=".5"/>`,
  diaper: (c) =>
    `<rect x="200" y="130" width="140" height="190" rx="14" fill="${c}"/>${tag(270, 230, 'L', 40, W)}<path d="M60 170h150l-14 70c-10 40-36 70-60 70s-50-30-62-70z" fill="${W}" stroke="#E3E3E3" stroke-width="3"/><path d="M60 170h150v22H60z" fill="${c}" opacity=".4"/>`,
  stocking: (c) =>
    `<path d="M160 70h80v170l60 50c20 20 10 50-20 50h-90c-30 0-40-20-40-40V70z" fill="${c}" opacity=".85"/><path d="M160 100h80M160 130h80M160 160h80M160 190h80" stroke="${W}" stroke-width="4" opacity=".5"/><rect x="156" y="60" width="88" height="22" rx="6" fill="${c}"/>`,
  belt: (c) =>
    `<path d="M60 200c90-40 190-40 280 0v80c-90-40-190-40-280 0z" fill="${c}"/><path d="M140 190v90M260 190v90" stroke="${W}" stroke-width="5" opacity=".6"/><rect x="300" y="196" width="60" height="80" rx="10" fill="#3F4A5C"/><path d="M80 224c80-30 160-30 240 0" stroke="${W}" stroke-width="3" stroke-dasharray="8 8" opacity=".6"/>`,
  cane: (c) =>
    `<path d="M200 70h50c20 0 20 30 0 30h-30v170" stroke="${c}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M220 270l-50 50M220 270l50 50M220 270l-20 56M220 270l20 56" stroke="#3F4A5C" stroke-width="10" stroke-linecap="round"/>`,
  rollator: (c) =>
    `<path d="M120 110l-30 200M280 110l30 200M120 110h-20M280 110h20" stroke="${c}" stroke-width="14" stroke-linecap="round" fill="none"/><rect x="120" y="200" width="160" height="26" rx="8" fill="#3F4A5C"/><path d="M130 240h140" stroke="${c}" stroke-width="8"/><circle cx="90" cy="314" r="18" fill="#3F4A5C"/><circle cx="310" cy="314" r="18" fill="#3F4A5C"/>`,
  wheelchair: (c) =>
    `<circle cx="170" cy="250" r="76" fill="none" stroke="#3F4A5C" stroke-width="12"/><circle cx="170" cy="250" r="8" fill="#3F4A5C"/><path d="M130 100v120h120l30 90" stroke="${c}" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M130 100h-30" stroke="${c}" stroke-width="12" stroke-linecap="round"/><rect x="130" y="170" width="120" height="26" rx="8" fill="${c}"/><circle cx="300" cy="312" r="16" fill="#3F4A5C"/>`,
  airBed: (c) =>
    `<path d="M60 220h280l20 70H40z" fill="${W}" stroke="#D9DEE7" stroke-width="3"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${66 + i * 40}" y="212" width="34" height="24" rx="12" fill="${c}" opacity=".55"/>`).join('')}<rect x="300" y="130" width="70" height="60" rx="10" fill="#3F4A5C"/><path d="M330 190c0 20-10 30-30 30" stroke="#9FB3C8" stroke-width="5" fill="none"/>`,
  firstAidKit: (c) =>
    `<rect x="90" y="150" width="220" height="170" rx="20" fill="${c}"/><path d="M160 150v-30h80v30" stroke="#3F4A5C" stroke-width="12" fill="none"/><rect x="180" y="196" width="40" height="90" rx="6" fill="${W}"/><rect x="155" y="221" width="90" height="40" rx="6" fill="${W}"/>`,
  feverPatch: (c) =>
    `<rect x="110" y="120" width="180" height="200" rx="16" fill="${c}"/><rect x="140" y="160" width="120" height="80" rx="20" fill="#BFE3F5"/><path d="M170 200h60" stroke="${W}" stroke-width="6"/>${tag(200, 290, '6贴', 24, W)}`,
  bottle: (c) =>
    `<rect x="150" y="100" width="60" height="40" rx="6" fill="#3F4A5C"/><path d="M140 140h80l20 30v150h-120V170z" fill="#8B3A1A"/><rect x="130" y="200" width="100" height="80" rx="8" fill="${W}"/>${tag(180, 236, '碘伏', 22, c)}${tag(180, 264, '500ml', 16)}<rect x="250" y="250" width="90" height="70" rx="8" fill="${c}" opacity=".4"/>`,
  breastPump: (c) =>
    `<rect x="90" y="190" width="70" height="130" rx="16" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><path d="M80 190c0-40 90-40 90 0" fill="${c}" opacity=".5"/><rect x="240" y="190" width="70" height="130" rx="16" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><path d="M230 190c0-40 90-40 90 0" fill="${c}" opacity=".5"/><rect x="165" y="250" width="70" height="70" rx="14" fill="${c}"/><circle cx="200" cy="285" r="12" fill="${W}"/>`,
  grip: (c) =>
    `<path d="M120 120l70 190M280 120l-70 190" stroke="${c}" stroke-width="30" stroke-linecap="round"/><path d="M170 300c0 30 60 30 60 0" stroke="#3F4A5C" stroke-width="10" fill="none"/><circle cx="200" cy="300" r="14" fill="#3F4A5C"/>`,
  giftBox: (c, l) =>
    `<rect x="90" y="190" width="220" height="130" rx="8" fill="${c}"/><rect x="80" y="160" width="240" height="40" rx="8" fill="${c}"/><rect x="188" y="160" width="24" height="160" fill="#F4C542"/><path d="M200 160c-30-50-80-30-50 0M200 160c30-50 80-30 50 0" stroke="#F4C542" stroke-width="12" fill="none"/>${tag(145, 270, l.slice(0, 2), 24, W)}`,
  yearCard: (c, l) =>
    `<rect x="70" y="130" width="260" height="170" rx="18" fill="${c}"/><rect x="70" y="170" width="260" height="26" fill="#3F4A5C" opacity=".5"/><rect x="94" y="220" width="60" height="44" rx="8" fill="#F4C542"/>${tag(250, 260, l.slice(0, 4), 26, W)}${tag(250, 288, '年卡', 18, W)}`,
  combo: (c, l) =>
    `<rect x="60" y="200" width="130" height="120" rx="12" fill="${c}"/>${tag(125, 268, l.slice(0, 2), 26, W)}<rect x="200" y="150" width="70" height="170" rx="14" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><circle cx="235" cy="200" r="14" fill="${c}"/><rect x="280" y="230" width="70" height="90" rx="10" fill="${c}" opacity=".45"/><path d="M290 250h50" stroke="${W}" stroke-width="5"/>`,
  // ---- services and check-ups
  clipboard: (c, l) =>
    `<rect x="100" y="90" width="200" height="240" rx="16" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="160" y="74" width="80" height="34" rx="10" fill="${c}"/>${tag(200, 150, l.replace(/（.*$/, '').slice(0, 6), 22, c)}${[0, 1, 2, 3].map((i) => `<circle cx="136" cy="${190 + i * 34}" r="9" fill="${c}" opacity=".85"/><path d="M131 ${190 + i * 34}l4 4 7-8" stroke="${W}" stroke-width="3" fill="none"/><rect x="156" y="${184 + i * 34}" width="${110 - (i % 2) * 30}" height="12" rx="6" fill="#DDE3EC"/>`).join('')}`,
  nurseBag: (c) =>
    `<path d="M150 140v-30c0-14 100-14 100 0v30" stroke="#3F4A5C" stroke-width="12" fill="none"/><rect x="80" y="140" width="240" height="180" rx="26" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="182" y="180" width="36" height="100" rx="6" fill="${c}"/><rect x="150" y="212" width="100" height="36" rx="6" fill="${c}"/>`,
  bloodTubes: (c) =>
    `<rect x="80" y="250" width="240" height="60" rx="10" fill="#C9D1DC"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${104 + i * 42}" y="120" width="26" height="170" rx="13" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="${104 + i * 42}" y="${200 + (i % 3) * 10}" width="26" height="${80 - (i % 3) * 10}" rx="13" fill="#C0392B"/><rect x="${100 + i * 42}" y="108" width="34" height="22" rx="5" fill="${[c, '#F4C542', '#7A8599', c, '#52A447'][i]}"/>`).join('')}`,
  needles: (c) =>
    `<path d="M80 300c40-80 200-80 240 0z" fill="${c}" opacity=".2"/>${[0, 1, 2, 3].map((i) => `<path d="M${140 + i * 40} 120v150" stroke="#9FB3C8" stroke-width="3"/><rect x="${133 + i * 40}" y="100" width="14" height="36" rx="4" fill="#C9A227"/>`).join('')}<circle cx="200" cy="250" r="10" fill="${c}"/>`,
  rehabBand: (c) =>
    `<path d="M70 260c60-120 200-120 260 0" stroke="${c}" stroke-width="22" fill="none" stroke-linecap="round"/><rect x="50" y="250" width="60" height="70" rx="14" fill="#3F4A5C"/><rect x="290" y="250" width="60" height="70" rx="14" fill="#3F4A5C"/><circle cx="200" cy="170" r="24" fill="${W}" stroke="#D9DEE7" stroke-width="3"/>`,
  brain: (c) =>
    `<path d="M200 100c-60-20-120 20-110 80-30 30-10 90 40 96 20 40 120 40 140 0 50-6 70-66 40-96 10-60-50-100-110-80z" fill="${c}" opacity=".8"/><path d="M200 104v170M150 150c20 10 30 30 20 50M250 150c-20 10-30 30-20 50M130 220c20 0 40 10 50 30M270 220c-20 0-40 10-50 30" stroke="${W}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  tooth: (c) =>
    `<path d="M130 110c30-20 50 0 70 0s40-20 70 0c30 30 20 90 0 120l-20 90c-6 20-26 20-30 0l-20-70-20 70c-4 20-24 20-30 0l-20-90c-20-30-30-90 0-120z" fill="${W}" stroke="#D9DEE7" stroke-width="4"/><path d="M290 110l20-30M310 130l34-10M300 160l30 20" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  skin: (c) =>
    `<ellipse cx="190" cy="210" rx="90" ry="110" fill="#F6D7C3"/><path d="M120 160c20-60 120-70 150 0" fill="#3F4A5C"/><circle cx="160" cy="210" r="8" fill="${INK}"/><circle cx="220" cy="210" r="8" fill="${INK}"/><path d="M170 260c14 10 26 10 40 0" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M300 120l8 20 20 8-20 8-8 20-8-20-20-8 20-8z" fill="${c}"/><path d="M320 220l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="${c}" opacity=".7"/>`,
  sleep: (c) =>
    `<path d="M230 90a110 110 0 1 0 90 170a90 90 0 1 1-90-170z" fill="${c}"/><rect x="90" y="250" width="160" height="50" rx="25" fill="${W}" stroke="#D9DEE7" stroke-width="3"/>${tag(300, 140, 'Z', 30, c)}${tag(330, 110, 'z', 22, c)}`,
  heart: (c) =>
    `<path d="M200 320c-110-70-150-130-130-180 20-50 90-60 130-10 40-50 110-40 130 10 20 50-20 110-130 180z" fill="${c}"/><path d="M90 220h60l16-30 22 60 18-40h104" stroke="${W}" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
  stomach: (c) =>
    `<path d="M180 80v50c-60 10-90 80-60 140 30 60 140 70 190 20 30-30 10-80-30-80-30 0-40-20-40-50V80z" fill="${c}" opacity=".8"/><path d="M150 200c30 30 90 40 140 20" stroke="${W}" stroke-width="6" fill="none"/><path d="M40 120c60 0 90 20 120 60" stroke="#3F4A5C" stroke-width="8" fill="none"/><circle cx="160" cy="180" r="10" fill="#F4C542"/>`,
  baby: (c) =>
    `<circle cx="200" cy="170" r="70" fill="#F6D7C3"/><path d="M150 130c20-30 80-30 100 0" fill="#3F4A5C" opacity=".8"/><circle cx="176" cy="176" r="7" fill="${INK}"/><circle cx="224" cy="176" r="7" fill="${INK}"/><path d="M186 204c9 7 19 7 28 0" stroke="${INK}" stroke-width="4" fill="none"/><path d="M110 330c0-60 40-90 90-90s90 30 90 90z" fill="${c}"/>`,
  mother: (c) =>
    `<circle cx="180" cy="130" r="50" fill="#F6D7C3"/><path d="M124 130c0-70 112-70 112 0v60h-24v-60z" fill="#3F4A5C"/><path d="M100 330c0-80 40-140 80-140s80 60 80 140z" fill="${c}"/><circle cx="250" cy="250" r="36" fill="#F6D7C3"/><path d="M220 290c0 20 60 20 60 0" fill="${W}"/>`,
  vial: (c) =>
    `<rect x="160" y="90" width="80" height="40" rx="6" fill="#9FB3C8"/><rect x="150" y="130" width="100" height="190" rx="18" fill="${W}" stroke="#D9DEE7" stroke-width="3"/><rect x="150" y="210" width="100" height="110" rx="18" fill="${c}" opacity=".6"/>${tag(200, 190, 'HPV', 26, c)}<path d="M270 280l60-90M320 190l20 14" stroke="#7A8599" stroke-width="8" stroke-linecap="round"/>`,
  walkingFigure: (c) =>
    `<circle cx="200" cy="100" r="30" fill="#F6D7C3"/><path d="M200 130v100l-40 90M200 230l50 80M200 160l-50 50M200 160l60 30" stroke="${c}" stroke-width="20" stroke-linecap="round" fill="none"/><path d="M290 190v130" stroke="#3F4A5C" stroke-width="10" stroke-linecap="round"/>`,
  steering: (c) =>
    `<circle cx="200" cy="210" r="110" fill="none" stroke="#3F4A5C" stroke-width="24"/><circle cx="200" cy="210" r="30" fill="${c}"/><path d="M100 200h70M230 200h70M200 240v80" stroke="#3F4A5C" stroke-width="20" stroke-linecap="round"/>`,
  envelope: (c) =>
    `<rect x="180" y="110" width="150" height="190" rx="8" fill="${W}" stroke="#D9DEE7" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<rect x="200" y="${140 + i * 26}" width="${110 - (i % 2) * 30}" height="10" rx="5" fill="#DDE3EC"/>`).join('')}<circle cx="290" cy="260" r="22" fill="none" stroke="#C0392B" stroke-width="5"/><rect x="60" y="200" width="180" height="120" rx="10" fill="${c}"/><path d="M60 210l90 60 90-60" stroke="${W}" stroke-width="6" fill="none"/>`,
  bone: (c) =>
    `<path d="M120 120c-30-30-70 10-40 30-30 20 10 60 30 30l140 140c-30 20 10 60 30 30 30 20 70-10 40-30 30-20-10-60-30-30L150 150c20-20-10-60-30-30z" fill="${W}" stroke="#D9DEE7" stroke-width="4"/><circle cx="200" cy="200" r="30" fill="${c}" opacity=".4"/>`,
}

/** a check-up's emblem in the clipboard's corner: who it is for or what it looks at */
function emblem(name: string, c: string): string {
  const at = (inner: string) => `<circle cx="290" cy="112" r="34" fill="${c}"/><g transform="translate(290 112)">${inner}</g>`
  if (/心脑/.test(name)) return at(`<path d="M0 16c-22-14-28-26-24-34 4-10 18-12 24-2 6-10 20-8 24 2 4 8-2 20-24 34z" fill="${W}"/>`)
  if (/糖尿病/.test(name)) return at(`<path d="M0-20c10 14 16 22 16 30a16 16 0 0 1-32 0c0-8 6-16 16-30z" fill="${W}"/>`)
  if (/双人|夫妻/.test(name))
    return at(
      `<circle cx="-9" cy="-8" r="8" fill="${W}"/><circle cx="11" cy="-8" r="8" fill="${W}"/><path d="M-24 18c0-14 30-14 30 0M-4 18c0-14 30-14 30 0" fill="${W}"/>`,
    )
  if (/老年/.test(name))
    return at(
      `<circle cx="-4" cy="-14" r="7" fill="${W}"/><path d="M-4-6v18l-8 12M-4 12l8 12M10-2v26" stroke="${W}" stroke-width="4" fill="none"/>`,
    )
  if (/儿童|入园/.test(name)) return at(`<circle cx="0" cy="-10" r="9" fill="${W}"/><path d="M-12 20c0-20 24-20 24 0z" fill="${W}"/>`)
  if (/孕|产后/.test(name)) return at(`<circle cx="-4" cy="-14" r="7" fill="${W}"/><path d="M-10-4h10c14 4 14 20 0 22h-10z" fill="${W}"/>`)
  if (/女/.test(name))
    return at(
      `<circle cx="0" cy="-6" r="12" fill="none" stroke="${W}" stroke-width="4"/><path d="M0 6v16M-8 15h16" stroke="${W}" stroke-width="4"/>`,
    )
  if (/男/.test(name))
    return at(
      `<circle cx="-4" cy="4" r="12" fill="none" stroke="${W}" stroke-width="4"/><path d="M5-5l12-12M6-17h11v11" stroke="${W}" stroke-width="4" fill="none"/>`,
    )
  return at(`<path d="M-14 0h28M0-14v28" stroke="${W}" stroke-width="6"/>`)
}

/** the thing an item shows, read from its name (first match wins) */
const RULES: Array<[RegExp, keyof typeof SUBJECTS]> = [
  [/臂带/, 'cuff'],
  [/腕式.*血压计/, 'bpWrist'],
  [/血压计/, 'bpUpper'],
  [/血糖仪/, 'glucose'],
  [/试纸/, 'strips'],
  [/制氧机/, 'oxygen'],
  [/血氧仪/, 'oximeter'],
  [/耳温枪/, 'thermoEar'],
  [/额温枪/, 'thermoGun'],
  [/体温计/, 'thermoStick'],
  [/婴儿雾化器/, 'nebulizerHand'],
  [/雾化器/, 'nebulizer'],
  [/KN95/, 'maskKn95'],
  [/口罩/, 'maskFlat'],
  [/棉签/, 'swab'],
  [/乳垫/, 'padRound'],
  [/护理垫|产褥垫/, 'padSheet'],
  [/纸尿裤/, 'diaper'],
  [/弹力袜/, 'stocking'],
  [/护腰|托腹带/, 'belt'],
  [/拐杖/, 'cane'],
  [/助行器/, 'rollator'],
  [/轮椅/, 'wheelchair'],
  [/气垫床/, 'airBed'],
  [/急救包/, 'firstAidKit'],
  [/退热贴/, 'feverPatch'],
  [/碘伏|消毒液/, 'bottle'],
  [/吸奶器/, 'breastPump'],
  [/握力/, 'grip'],
  [/年卡/, 'yearCard'],
  [/礼包|礼盒|孝心/, 'giftBox'],
  [/组合/, 'combo'],
  [/病案|邮寄/, 'envelope'],
  [/HPV|疫苗/, 'vial'],
  [/采血|标志物/, 'bloodTubes'],
  [/针灸|中医/, 'needles'],
  [/认知|中风/, 'brain'],
  [/洁牙|窝沟|口腔/, 'tooth'],
  [/嫩肤|痤疮/, 'skin'],
  [/睡眠/, 'sleep'],
  [/胃肠镜/, 'stomach'],
  [/跌倒/, 'walkingFigure'],
  [/驾驶员/, 'steering'],
  [/骨质疏松/, 'bone'],
  [/心脑血管专项筛查/, 'heart'],
  [/推拿|新生儿|生长发育/, 'baby'],
  [/催乳|产后盆底/, 'mother'],
  [/感统|康复|理疗/, 'rehabBand'],
  [/上门护理/, 'nurseBag'],
  [/体检|检查|筛查|复查|套餐|入园/, 'clipboard'],
]

export function subjectOf(name: string): keyof typeof SUBJECTS {
  return RULES.find(([re]) => re.test(name))?.[1] ?? 'clipboard'
}

/** the short name on the card under the thing (a brand and model are left out: the card stays one line) */
function cardText(name: string): string {
  const t = name.replace(/\s+[A-Z0-9][\w-]*(\s.*)?$/, '').replace(/（.*?）/g, '')
  return [...t].length > 11 ? `${[...t].slice(0, 10).join('')}…` : t
}

export function drawItem(name: string): string {
  const h = createHash('sha1').update(name).digest()
  const [c, tint] = PALETTE[h[0] % PALETTE.length]
  const kind = subjectOf(name)
  const subject = SUBJECTS[kind](c, name) + (kind === 'clipboard' ? emblem(name, c) : '')
  const card = cardText(name)
  const cardW = Math.min(360, 40 + [...card].length * 24)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${esc(name)}">
<defs><radialGradient id="g" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${tint}"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#g)"/><ellipse cx="200" cy="334" rx="150" ry="16" fill="#000" opacity=".08"/>
${subject}
<rect x="${200 - cardW / 2}" y="350" width="${cardW}" height="36" rx="18" fill="#FFFFFF" opacity=".92"/>${tag(200, 375, card, 20)}
</svg>
`
}

export function drawAll(): string[] {
  fs.mkdirSync(OUT, { recursive: true })
  for (const f of fs.readdirSync(OUT)) if (f.startsWith('item-')) fs.rmSync(path.join(OUT, f))
  const files: string[] = []
  for (const item of seedItems()) {
    const file = itemImageFile(item.name)
    fs.writeFileSync(path.join(OUT, file), drawItem(item.name).replace(/\n\s*/g, '\n'))
    files.push(file)
  }
  return files
}

if (require.main === module) {
  const files = drawAll()
  console.log(`${files.length} files in ${OUT}`)
}
