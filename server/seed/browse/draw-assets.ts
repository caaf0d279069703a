/**
 * Draws the seed images of the browse part into server/assets/browse (run once, the SVGs are
 * committed): `npx tsx server/seed/browse/draw-assets.ts`. Simple flat illustrations: product
 * pictures per kind, banners with text, doctor avatars, news covers, category and nav icons, ads.
 * Not imported by the server.
 */
import fs from 'node:fs'
import path from 'node:path'

const OUT = path.join(__dirname, '..', '..', 'assets', 'browse')

// ------------------------------------------------------------------ icon fragments (200x200 space)

const W = '#FFFFFF'
type Icon = (c: string) => string

const ICONS: Record<string, Icon> = {
  bp: (
    c,
  ) => `<rect x="40" y="60" width="90" height="100" rx="14" fill="${W}"/><rect x="52" y="74" width="66" height="40" rx="6" fill="${c}" opacity=".18"/>
    <text x="85" y="103" font-size="22" font-family="Arial" font-weight="700" fill="${c}" text-anchor="middle">120</text>
    <circle cx="70" cy="136" r="8" fill="${c}"/><circle cx="100" cy="136" r="8" fill="${c}" opacity=".5"/>
    <path d="M130 110c30 0 30 40 10 50" stroke="${W}" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="130" y="140" width="40" height="34" rx="8" fill="${W}" opacity=".85"/>`,
  glucose: (
    c,
  ) => `<rect x="60" y="40" width="80" height="120" rx="18" fill="${W}"/><rect x="72" y="56" width="56" height="40" rx="6" fill="${c}" opacity=".18"/>
    <text x="100" y="84" font-size="20" font-family="Arial" font-weight="700" fill="${c}" text-anchor="middle">5.6</text>
    <circle cx="100" cy="124" r="12" fill="${c}"/><rect x="94" y="160" width="12" height="26" fill="${W}" opacity=".8"/><path d="M150 60c10 14 10 22 0 28c-10-6-10-14 0-28z" fill="#FF5A5F"/>`,
  oxygen: (
    c,
  ) => `<rect x="55" y="36" width="90" height="130" rx="16" fill="${W}"/><rect x="68" y="52" width="64" height="24" rx="5" fill="${c}" opacity=".2"/>
    <circle cx="100" cy="112" r="22" fill="none" stroke="${c}" stroke-width="6"/><text x="100" y="119" font-size="18" font-family="Arial" font-weight="700" fill="${c}" text-anchor="middle">O₂</text>
    <rect x="62" y="166" width="14" height="10" rx="3" fill="${W}"/><rect x="124" y="166" width="14" height="10" rx="3" fill="${W}"/>`,
  nebulizer: (
    c,
  ) => `<rect x="40" y="100" width="110" height="60" rx="14" fill="${W}"/><circle cx="70" cy="130" r="10" fill="${c}"/><rect x="92" y="122" width="40" height="8" rx="4" fill="${c}" opacity=".4"/>
    <path d="M120 100c0-30 20-50 40-50" stroke="${W}" stroke-width="7" fill="none"/><path d="M150 40h22l-6 22h-10z" fill="${W}"/><circle cx="150" cy="30" r="5" fill="${W}" opacity=".6"/><circle cx="166" cy="24" r="4" fill="${W}" opacity=".5"/>`,
  pad: (
    c,
  ) => `<rect x="40" y="50" width="120" height="100" rx="10" fill="${W}"/><rect x="52" y="62" width="96" height="76" rx="8" fill="${c}" opacity=".15"/>
    <path d="M60 80h80M60 100h80M60 120h80" stroke="${c}" stroke-width="4" opacity=".4" stroke-dasharray="6 6"/>`,
  diaper: (c) =>
    `<path d="M40 60h120l-10 50c-8 30-30 50-50 50s-42-20-50-50z" fill="${W}"/><path d="M40 60h120v16H40z" fill="${c}" opacity=".35"/><circle cx="100" cy="112" r="10" fill="${c}" opacity=".3"/>`,
  mask: (
    c,
  ) => `<path d="M50 70c30-10 70-10 100 0v60c-30 20-70 20-100 0z" fill="${W}"/><path d="M60 88h80M60 104h80M60 120h80" stroke="${c}" stroke-width="3" opacity=".5"/>
    <path d="M50 80c-20 0-20 40 0 40M150 80c20 0 20 40 0 40" stroke="${W}" stroke-width="5" fill="none"/>`,
  thermo: (
    c,
  ) => `<path d="M60 70c0-20 30-30 60-20l30 20-20 30-50-10c-10 0-20-10-20-20z" fill="${W}"/><rect x="96" y="100" width="26" height="70" rx="10" fill="${W}"/>
    <rect x="70" y="64" width="40" height="18" rx="4" fill="${c}" opacity=".25"/><text x="90" y="78" font-size="13" font-family="Arial" font-weight="700" fill="${c}" text-anchor="middle">36.5</text>`,
  oximeter: (
    _c,
  ) => `<rect x="50" y="70" width="100" height="64" rx="24" fill="${W}"/><rect x="68" y="84" width="64" height="36" rx="6" fill="#1F2A44"/>
    <text x="100" y="108" font-size="18" font-family="Arial" font-weight="700" fill="#39E29B" text-anchor="middle">98%</text><path d="M40 150h30l8-14 10 26 8-12h64" stroke="${W}" stroke-width="5" fill="none"/>`,
  stocking: (c) =>
    `<path d="M80 30h40v90l30 30c10 14 0 30-20 30h-40c-14 0-20-10-20-20v-40z" fill="${W}"/><path d="M80 50h40M80 70h40M80 90h40" stroke="${c}" stroke-width="4" opacity=".35"/>`,
  wheelchair: (
    c,
  ) => `<circle cx="90" cy="130" r="40" fill="none" stroke="${W}" stroke-width="10"/><circle cx="150" cy="160" r="12" fill="${W}"/>
    <path d="M70 50v60h60l20 50" stroke="${W}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="70" cy="36" r="10" fill="${W}"/><circle cx="90" cy="130" r="8" fill="${c}"/>`,
  walker: (c) =>
    `<path d="M60 40h80v20H60zM66 60l-16 120M134 60l16 120M70 110h60" stroke="${W}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="50" cy="180" r="6" fill="${c}"/><circle cx="150" cy="180" r="6" fill="${c}"/>`,
  firstaid: (
    c,
  ) => `<rect x="40" y="60" width="120" height="96" rx="14" fill="${W}"/><rect x="80" y="44" width="40" height="20" rx="6" fill="none" stroke="${W}" stroke-width="6"/>
    <path d="M92 84h16v16h16v16h-16v16H92v-16H76v-16h16z" fill="${c}"/>`,
  swab: (
    c,
  ) => `<path d="M60 160l80-120" stroke="${W}" stroke-width="8" stroke-linecap="round"/><ellipse cx="140" cy="40" rx="10" ry="16" fill="${W}" transform="rotate(34 140 40)"/>
    <rect x="40" y="110" width="50" height="66" rx="8" fill="${W}" opacity=".85"/><rect x="48" y="124" width="34" height="8" rx="3" fill="${c}" opacity=".5"/>`,
  exam: (
    c,
  ) => `<rect x="50" y="36" width="100" height="136" rx="12" fill="${W}"/><rect x="80" y="28" width="40" height="18" rx="6" fill="${c}" opacity=".6"/>
    <path d="M66 74l8 8 14-16M66 106l8 8 14-16M66 138l8 8 14-16" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M98 76h36M98 108h36M98 140h36" stroke="${c}" stroke-width="5" opacity=".35" stroke-linecap="round"/>`,
  heart: (
    c,
  ) => `<path d="M100 170c-50-34-70-60-70-88 0-20 16-36 36-36 14 0 26 8 34 20 8-12 20-20 34-20 20 0 36 16 36 36 0 28-20 54-70 88z" fill="${W}"/>
    <path d="M46 104h30l10-20 14 40 12-28 8 8h34" stroke="${c}" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
  nurse: (
    c,
  ) => `<circle cx="100" cy="80" r="32" fill="${W}"/><path d="M60 180c0-34 18-56 40-56s40 22 40 56z" fill="${W}"/><path d="M72 58h56l-6-20H78z" fill="${W}"/>
    <path d="M95 42h10v8h8v8h-8v8H95v-8h-8v-8h8z" fill="${c}"/><path d="M95 140h10v10h10v10h-10v10H95v-10H85v-10h10z" fill="${c}"/>`,
  blood: (
    c,
  ) => `<path d="M100 36c24 36 40 58 40 80 0 24-18 40-40 40s-40-16-40-40c0-22 16-44 40-80z" fill="${W}"/><path d="M84 122c0 10 8 18 18 18" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <rect x="140" y="60" width="14" height="70" rx="6" fill="${W}" opacity=".8"/>`,
  rehab: (
    c,
  ) => `<circle cx="110" cy="46" r="16" fill="${W}"/><path d="M104 66l-20 50 30 14-10 44M100 90l40 10M88 110l-30 20" stroke="${W}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="150" cy="150" r="20" fill="none" stroke="${W}" stroke-width="6"/><path d="M142 150h16" stroke="${c}" stroke-width="5"/>`,
  acupuncture: (
    c,
  ) => `<path d="M60 170c0-50 20-90 40-90s40 40 40 90z" fill="${W}"/><path d="M80 30l14 80M110 24l-4 86M140 36l-24 76" stroke="${W}" stroke-width="4"/>
    <circle cx="80" cy="30" r="6" fill="${c}"/><circle cx="110" cy="24" r="6" fill="${c}"/><circle cx="140" cy="36" r="6" fill="${c}"/>`,
  combo: (
    c,
  ) => `<rect x="36" y="80" width="128" height="90" rx="10" fill="${W}"/><rect x="30" y="62" width="140" height="30" rx="8" fill="${W}"/>
    <rect x="92" y="62" width="16" height="108" fill="${c}"/><path d="M100 62c-20-30-50-24-40-4zM100 62c20-30 50-24 40-4z" fill="none" stroke="${W}" stroke-width="8"/>`,
  gift: (
    c,
  ) => `<rect x="44" y="88" width="112" height="84" rx="8" fill="${W}"/><rect x="36" y="66" width="128" height="28" rx="6" fill="${W}"/><rect x="92" y="66" width="16" height="106" fill="${c}" opacity=".7"/>
    <circle cx="86" cy="56" r="14" fill="none" stroke="${W}" stroke-width="6"/><circle cx="114" cy="56" r="14" fill="none" stroke="${W}" stroke-width="6"/>`,
  baby: (
    c,
  ) => `<circle cx="100" cy="96" r="52" fill="${W}"/><circle cx="82" cy="92" r="6" fill="${c}"/><circle cx="118" cy="92" r="6" fill="${c}"/>
    <path d="M86 116c8 8 20 8 28 0" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M96 44c0-10 14-10 12 0" stroke="${W}" stroke-width="6" fill="none"/><circle cx="70" cy="110" r="7" fill="#FF9BB0" opacity=".7"/><circle cx="130" cy="110" r="7" fill="#FF9BB0" opacity=".7"/>`,
  pump: (
    c,
  ) => `<path d="M70 60h60l-10 40H80z" fill="${W}"/><rect x="80" y="100" width="40" height="70" rx="10" fill="${W}"/><rect x="88" y="130" width="24" height="30" rx="4" fill="${c}" opacity=".25"/>
    <path d="M130 70h20c10 0 14 20 0 26" stroke="${W}" stroke-width="6" fill="none"/>`,
  mom: (c) =>
    `<circle cx="96" cy="52" r="20" fill="${W}"/><path d="M70 180l10-80c4-20 30-24 40-6 26 10 30 50 10 60l6 26z" fill="${W}"/><circle cx="122" cy="122" r="10" fill="${c}" opacity=".35"/>`,
  tooth: (c) =>
    `<path d="M64 50c14-14 26-6 36-2 10-4 22-12 36 2 14 16 6 40 0 56-4 12-6 60-18 60-10 0-8-40-18-40s-8 40-18 40c-12 0-14-48-18-60-6-16-14-40 0-56z" fill="${W}"/><path d="M140 40l8-8M150 52l10-2M128 30l2-10" stroke="${W}" stroke-width="4" stroke-linecap="round"/><circle cx="86" cy="76" r="6" fill="${c}" opacity=".3"/>`,
  sleep: (c) =>
    `<path d="M130 40a60 60 0 1 0 30 100 50 50 0 0 1-30-100z" fill="${W}"/><text x="146" y="70" font-size="22" font-family="Arial" font-weight="700" fill="${W}">z</text><text x="160" y="50" font-size="16" font-family="Arial" font-weight="700" fill="${W}">z</text><circle cx="86" cy="110" r="6" fill="${c}" opacity=".4"/>`,
  brain: (c) =>
    `<path d="M100 46c-30-10-60 10-56 40-16 14-10 44 10 50 6 24 36 30 46 14 10 16 40 10 46-14 20-6 26-36 10-50 4-30-26-50-56-40z" fill="${W}"/><path d="M100 50v110M76 80c10 6 14 20 6 30M124 80c-10 6-14 20-6 30" stroke="${c}" stroke-width="5" fill="none" opacity=".5" stroke-linecap="round"/>`,
  bed: (
    c,
  ) => `<rect x="30" y="110" width="140" height="30" rx="8" fill="${W}"/><rect x="40" y="90" width="50" height="24" rx="10" fill="${W}"/><path d="M30 90v80M170 110v60" stroke="${W}" stroke-width="8" stroke-linecap="round"/>
    <path d="M96 112c10-8 20-8 30 0s20 8 30 0" stroke="${c}" stroke-width="4" fill="none" opacity=".5"/>`,
  belt: (c) =>
    `<rect x="30" y="80" width="140" height="50" rx="20" fill="${W}"/><rect x="86" y="72" width="28" height="66" rx="6" fill="${c}" opacity=".5"/><path d="M44 105h30M126 105h30" stroke="${c}" stroke-width="4" opacity=".35" stroke-dasharray="5 5"/>`,
  vaccine: (c) =>
    `<path d="M60 140l60-60 20 20-60 60z" fill="${W}"/><path d="M120 80l30-30M140 60l14 14M44 156l16-16" stroke="${W}" stroke-width="8" stroke-linecap="round"/><path d="M80 140l10-10M92 128l10-10" stroke="${c}" stroke-width="4"/>`,
  // nav icons
  seckill: (_c) => `<path d="M110 30L56 112h40l-10 58 58-88h-42z" fill="${W}"/><circle cx="150" cy="50" r="6" fill="${W}" opacity=".6"/>`,
  group: (_c) =>
    `<circle cx="76" cy="76" r="24" fill="${W}"/><circle cx="130" cy="84" r="20" fill="${W}" opacity=".85"/><path d="M36 160c0-30 18-50 40-50s40 20 40 50z" fill="${W}"/><path d="M110 160c0-26 10-42 22-42s34 16 34 42z" fill="${W}" opacity=".85"/>`,
  coupon: (c) =>
    `<path d="M36 62h128v26a12 12 0 0 0 0 24v26H36v-26a12 12 0 0 0 0-24z" fill="${W}"/><path d="M84 72l32 56M84 84a6 6 0 1 0 0-.1M116 116a6 6 0 1 0 0-.1" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  points: (c) =>
    `<circle cx="100" cy="100" r="60" fill="${W}"/><circle cx="100" cy="100" r="46" fill="none" stroke="${c}" stroke-width="5" opacity=".4"/><text x="100" y="116" font-size="46" font-family="Arial" font-weight="700" fill="${c}" text-anchor="middle">P</text>`,
  doctor: (c) =>
    `<circle cx="100" cy="70" r="30" fill="${W}"/><path d="M50 180c0-40 22-64 50-64s50 24 50 64z" fill="${W}"/><path d="M84 126c0 30 4 40 16 40s16-10 16-26" stroke="${c}" stroke-width="5" fill="none"/><circle cx="116" cy="140" r="6" fill="${c}"/>`,
  news: (c) =>
    `<rect x="40" y="44" width="120" height="120" rx="12" fill="${W}"/><rect x="54" y="60" width="44" height="36" rx="4" fill="${c}" opacity=".4"/><path d="M108 64h38M108 80h38M108 96h30M54 114h92M54 130h92M54 146h60" stroke="${c}" stroke-width="5" opacity=".5" stroke-linecap="round"/>`,
  report: (c) =>
    `<rect x="52" y="36" width="96" height="130" rx="10" fill="${W}"/><path d="M70 130v-20M90 130v-40M110 130v-28M130 130v-56" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`,
  appoint: (
    c,
  ) => `<rect x="40" y="52" width="120" height="110" rx="12" fill="${W}"/><rect x="40" y="52" width="120" height="28" rx="12" fill="${W}"/><path d="M70 40v24M130 40v24" stroke="${W}" stroke-width="8" stroke-linecap="round"/>
    <path d="M78 122l16 16 30-34" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  cart: (_c) =>
    `<path d="M36 50h24l18 80h70l16-56H70" stroke="${W}" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/><circle cx="86" cy="156" r="10" fill="${W}"/><circle cx="140" cy="156" r="10" fill="${W}"/>`,
  service: (_c) =>
    `<path d="M50 110a50 50 0 0 1 100 0" stroke="${W}" stroke-width="10" fill="none"/><rect x="36" y="104" width="26" height="44" rx="8" fill="${W}"/><rect x="138" y="104" width="26" height="44" rx="8" fill="${W}"/><path d="M150 148c0 20-20 24-40 24" stroke="${W}" stroke-width="6" fill="none"/>`,
  home: (c) => `<path d="M30 100l70-60 70 60v70H30z" fill="${W}"/><rect x="86" y="120" width="28" height="50" fill="${c}" opacity=".4"/>`,
  more: (_c) =>
    `<circle cx="60" cy="100" r="14" fill="${W}"/><circle cx="100" cy="100" r="14" fill="${W}"/><circle cx="140" cy="100" r="14" fill="${W}"/>`,
  hospital: (c) =>
    `<rect x="40" y="60" width="120" height="110" rx="8" fill="${W}"/><path d="M92 80h16v16h16v16h-16v16H92v-16H76V96h16z" fill="${c}"/><rect x="86" y="140" width="28" height="30" fill="${c}" opacity=".4"/>`,
}

const PALETTES: Record<string, [string, string]> = {
  blue: ['#3C8CFF', '#6FB1FF'],
  teal: ['#12B3A8', '#5ED8C9'],
  green: ['#2BB673', '#74D99F'],
  orange: ['#FF8A3D', '#FFB86B'],
  red: ['#F5555D', '#FF8C8C'],
  pink: ['#F0527A', '#FF9AB3'],
  purple: ['#7B61FF', '#A894FF'],
  indigo: ['#4456D8', '#7D8CF0'],
  amber: ['#F2A71B', '#F8CF62'],
  cyan: ['#1AA6D9', '#63CDEE'],
}

function grad(id: string, [a, b]: [string, string], x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const FONT = `font-family="'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif"`

/** product picture: 400x400, gradient card, soft circles, the icon large in the middle */
function product(kind: string, pal: string): string {
  const p = PALETTES[pal]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs>${grad('g', p)}</defs>
<rect width="400" height="400" rx="24" fill="url(#g)"/>
<circle cx="330" cy="70" r="90" fill="#fff" opacity=".12"/><circle cx="60" cy="350" r="110" fill="#fff" opacity=".10"/>
<ellipse cx="200" cy="330" rx="120" ry="14" fill="#000" opacity=".08"/>
<g transform="translate(60 50) scale(1.4)">${ICONS[kind](p[0])}</g>
</svg>\n`
}

/** round icon 96x96 (categories, navigator) */
function roundIcon(kind: string, pal: string): string {
  const p = PALETTES[pal]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs>${grad('g', p)}</defs>
<circle cx="48" cy="48" r="46" fill="url(#g)"/>
<g transform="translate(18 18) scale(.3)">${ICONS[kind](p[0])}</g>
</svg>\n`
}

/** banner 750x300 with title, subtitle and a button */
function banner(title: string, sub: string, button: string, kind: string, pal: string): string {
  const p = PALETTES[pal]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs>${grad('g', p, 1, 0.4)}</defs>
<rect width="750" height="300" rx="20" fill="url(#g)"/>
<circle cx="640" cy="40" r="150" fill="#fff" opacity=".10"/><circle cx="520" cy="300" r="120" fill="#fff" opacity=".08"/>
<text x="48" y="120" font-size="48" font-weight="700" fill="#fff" ${FONT}>${esc(title)}</text>
<text x="48" y="172" font-size="26" fill="#fff" opacity=".92" ${FONT}>${esc(sub)}</text>
<rect x="48" y="206" width="${button.length * 26 + 48}" height="52" rx="26" fill="#fff"/>
<text x="${48 + (button.length * 26 + 48) / 2}" y="241" font-size="26" font-weight="700" fill="${p[0]}" text-anchor="middle" ${FONT}>${esc(button)}</text>
<g transform="translate(480 40) scale(1.1)">${ICONS[kind](p[0])}</g>
</svg>\n`
}

/** wide inline ad 750x200 */
function inlineAd(title: string, sub: string, kind: string, pal: string): string {
  const p = PALETTES[pal]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="200" viewBox="0 0 750 200">
<defs>${grad('g', p, 1, 0)}</defs>
<rect width="750" height="200" rx="18" fill="url(#g)"/>
<circle cx="700" cy="20" r="110" fill="#fff" opacity=".12"/>
<text x="40" y="90" font-size="42" font-weight="700" fill="#fff" ${FONT}>${esc(title)}</text>
<text x="40" y="140" font-size="26" fill="#fff" opacity=".9" ${FONT}>${esc(sub)}</text>
<g transform="translate(560 20) scale(.8)">${ICONS[kind](p[0])}</g>
</svg>\n`
}

/** popup ad 600x800 */
function popupAd(title: string, sub: string, lines: string[], button: string, kind: string, pal: string): string {
  const p = PALETTES[pal]
  const list = lines
    .map((l, i) => `<text x="300" y="${560 + i * 44}" font-size="28" fill="#fff" text-anchor="middle" ${FONT}>${esc(l)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<defs>${grad('g', p, 0.3, 1)}</defs>
<rect width="600" height="800" rx="32" fill="url(#g)"/>
<circle cx="520" cy="80" r="160" fill="#fff" opacity=".10"/><circle cx="60" cy="720" r="140" fill="#fff" opacity=".10"/>
<text x="300" y="120" font-size="56" font-weight="700" fill="#fff" text-anchor="middle" ${FONT}>${esc(title)}</text>
<text x="300" y="176" font-size="30" fill="#fff" opacity=".92" text-anchor="middle" ${FONT}>${esc(sub)}</text>
<g transform="translate(160 200) scale(1.4)">${ICONS[kind](p[0])}</g>
${list}
<rect x="150" y="${580 + lines.length * 44}" width="300" height="72" rx="36" fill="#fff"/>
<text x="300" y="${627 + lines.length * 44}" font-size="32" font-weight="700" fill="${p[0]}" text-anchor="middle" ${FONT}>${esc(button)}</text>
</svg>\n`
}

/** doctor avatar 200x200 */
function doctorAvatar(female: boolean, pal: string, hair: string): string {
  const p = PALETTES[pal]
  const hairPath = female
    ? `<path d="M62 92c-6-44 22-62 38-62s46 16 38 62c-4 26 4 44 10 52H52c6-8 14-26 10-52z" fill="${hair}"/>`
    : `<path d="M64 84c0-34 18-48 36-48s38 12 36 48c-6-14-20-22-36-22s-30 8-36 22z" fill="${hair}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs>${grad('g', p)}<clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath></defs>
<g clip-path="url(#c)">
<rect width="200" height="200" fill="url(#g)"/>
${female ? hairPath : ''}
<path d="M36 210c0-46 28-70 64-70s64 24 64 70z" fill="#fff"/>
<path d="M86 140l14 26 14-26" fill="#DCE6F5"/><path d="M100 166v44" stroke="#DCE6F5" stroke-width="3"/>
<rect x="88" y="118" width="24" height="26" fill="#F3C9A6"/>
<ellipse cx="100" cy="90" rx="34" ry="40" fill="#F8D7BA"/>
${female ? '' : hairPath}
<circle cx="88" cy="92" r="3.5" fill="#333"/><circle cx="112" cy="92" r="3.5" fill="#333"/>
<path d="M90 110c6 5 14 5 20 0" stroke="#C9785F" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M70 150c-4 24 4 36 16 36" stroke="#555" stroke-width="4" fill="none"/><circle cx="86" cy="186" r="6" fill="#888"/>
<rect x="122" y="168" width="24" height="8" rx="2" fill="${p[0]}"/>
</g>
</svg>\n`
}

/** news cover 690x388 (16:9) with a topic label */
function newsCover(label: string, kind: string, pal: string): string {
  const p = PALETTES[pal]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="388" viewBox="0 0 690 388">
<defs>${grad('g', p)}</defs>
<rect width="690" height="388" fill="url(#g)"/>
<circle cx="600" cy="60" r="160" fill="#fff" opacity=".10"/><circle cx="80" cy="380" r="140" fill="#fff" opacity=".08"/>
<rect x="36" y="36" width="${label.length * 30 + 40}" height="52" rx="26" fill="#fff" opacity=".9"/>
<text x="${36 + (label.length * 30 + 40) / 2}" y="72" font-size="28" font-weight="700" fill="${p[0]}" text-anchor="middle" ${FONT}>${esc(label)}</text>
<g transform="translate(380 90) scale(1.3)">${ICONS[kind](p[0])}</g>
</svg>\n`
}

function write(name: string, svg: string): void {
  fs.writeFileSync(path.join(OUT, name), svg)
}

export function drawAll(): string[] {
  fs.mkdirSync(OUT, { recursive: true })
  const goods: Array<[string, string]> = [
    ['bp', 'blue'],
    ['glucose', 'red'],
    ['oxygen', 'cyan'],
    ['nebulizer', 'teal'],
    ['pad', 'indigo'],
    ['diaper', 'purple'],
    ['mask', 'cyan'],
    ['thermo', 'orange'],
    ['oximeter', 'indigo'],
    ['stocking', 'purple'],
    ['wheelchair', 'blue'],
    ['walker', 'green'],
    ['firstaid', 'red'],
    ['swab', 'amber'],
    ['exam', 'blue'],
    ['heart', 'red'],
    ['nurse', 'pink'],
    ['blood', 'red'],
    ['rehab', 'green'],
    ['acupuncture', 'amber'],
    ['combo', 'orange'],
    ['gift', 'pink'],
    ['baby', 'pink'],
    ['pump', 'purple'],
    ['mom', 'pink'],
    ['tooth', 'cyan'],
    ['sleep', 'indigo'],
    ['brain', 'purple'],
    ['bed', 'teal'],
    ['belt', 'green'],
    ['vaccine', 'teal'],
  ]
  for (const [k, pal] of goods) write(`goods-${k}.svg`, product(k, pal))
  // the exam packages get three colourways
  write('goods-exam-senior.svg', product('exam', 'green'))
  write('goods-exam-women.svg', product('exam', 'pink'))
  write('goods-exam-kid.svg', product('exam', 'amber'))

  const round: Array<[string, string, string]> = [
    ['cat-device', 'bp', 'blue'],
    ['cat-care', 'pad', 'indigo'],
    ['cat-exam', 'exam', 'teal'],
    ['cat-home', 'nurse', 'pink'],
    ['cat-combo', 'gift', 'orange'],
    ['cat-mom', 'mom', 'pink'],
    ['cat-baby', 'baby', 'amber'],
    ['cat-rehab', 'rehab', 'green'],
    ['cat-elder', 'wheelchair', 'cyan'],
    ['cat-tcm', 'acupuncture', 'amber'],
    ['nav-seckill', 'seckill', 'red'],
    ['nav-group', 'group', 'orange'],
    ['nav-coupon', 'coupon', 'pink'],
    ['nav-points', 'points', 'amber'],
    ['nav-doctor', 'doctor', 'blue'],
    ['nav-news', 'news', 'teal'],
    ['nav-report', 'report', 'indigo'],
    ['nav-appoint', 'appoint', 'green'],
    ['nav-cart', 'cart', 'orange'],
    ['nav-service', 'service', 'cyan'],
    ['nav-home', 'home', 'blue'],
    ['nav-more', 'more', 'purple'],
    ['nav-hospital', 'hospital', 'teal'],
    ['nav-vaccine', 'vaccine', 'green'],
    ['nav-exam', 'exam', 'blue'],
    ['nav-nurse', 'nurse', 'pink'],
  ]
  for (const [name, k, pal] of round) write(`${name}.svg`, roundIcon(k, pal))

  const banners: Array<[string, string, string, string, string, string]> = [
    ['banner-6-1', '健康体检季', '中老年深度体检套餐 限时8.5折', '立即预约', 'exam', 'blue'],
    ['banner-6-2', '家用器械节', '血压计 血糖仪 每满100减10', '去选购', 'bp', 'cyan'],
    ['banner-6-3', '上门护理', '专业护士到家 PICC维护 压疮换药', '了解服务', 'nurse', 'teal'],
    ['banner-7-1', '孕产关爱月', '孕期体检套餐 专家全程陪伴', '立即预约', 'mom', 'pink'],
    ['banner-7-2', '新生儿上门护理', '脐带护理 黄疸监测 母乳指导', '预约护士', 'baby', 'amber'],
    ['banner-7-3', '产后康复', '盆底肌评估 + 康复训练', '了解详情', 'rehab', 'purple'],
    ['banner-8-1', '康复理疗中心', '颈肩腰腿痛 一对一康复方案', '立即预约', 'rehab', 'green'],
    ['banner-8-2', '长者健康计划', '老年综合体检 认知功能筛查', '查看套餐', 'brain', 'teal'],
    ['banner-8-3', '居家护理好物', '轮椅 助行器 气垫床 送货上门', '去选购', 'wheelchair', 'cyan'],
    ['banner-2006-1', '体检专区', '入职 · 中老年 · 女性 · 专项筛查', '查看全部', 'exam', 'indigo'],
    ['banner-2007-1', '母婴专区', '孕产 · 新生儿 · 儿童健康', '查看全部', 'baby', 'pink'],
  ]
  for (const [name, t, s, b, k, pal] of banners) write(`${name}.svg`, banner(t, s, b, k, pal))

  write('ad-inline-6.svg', inlineAd('限时秒杀进行中', '血压计、额温枪、口罩 低至5折', 'seckill', 'red'))
  write('ad-inline-8.svg', inlineAd('康复理疗 两人拼团', '颈肩腰腿痛理疗 拼团立省100元', 'group', 'green'))
  write('ad-goods-8.svg', inlineAd('购买制氧机送雾化器', '仅限本周 数量有限', 'oxygen', 'cyan'))
  write('ad-popup-6.svg', popupAd('新人专享礼包', '注册即领 最高70元', ['20元无门槛券', '体检套餐立减50元'], '立即领取', 'coupon', 'red'))
  write('ad-popup-7.svg', popupAd('孕产关爱月', '孕期体检套餐限时优惠', ['建档即送产检礼包', '满1000享9折'], '去看看', 'mom', 'pink'))
  write('video-poster-7.svg', newsCover('孕期营养小课堂', 'mom', 'pink'))

  const docs: Array<[string, boolean, string, string]> = [
    ['doctor-m1', false, 'blue', '#2B2B2B'],
    ['doctor-m2', false, 'teal', '#4A3A2A'],
    ['doctor-m3', false, 'indigo', '#777777'],
    ['doctor-f1', true, 'pink', '#2B2B2B'],
    ['doctor-f2', true, 'purple', '#5A3A2A'],
    ['doctor-f3', true, 'green', '#3A2A1A'],
  ]
  for (const [name, f, pal, hair] of docs) write(`${name}.svg`, doctorAvatar(f, pal, hair))

  const covers: Array<[string, string, string, string]> = [
    ['news-bp', '高血压管理', 'heart', 'red'],
    ['news-sugar', '控糖指南', 'glucose', 'orange'],
    ['news-drug', '用药指导', 'firstaid', 'teal'],
    ['news-hospital', '医院动态', 'hospital', 'blue'],
    ['news-flu', '流感预防', 'mask', 'cyan'],
    ['news-mom', '孕产知识', 'mom', 'pink'],
    ['news-baby', '育儿百科', 'baby', 'amber'],
    ['news-rehab', '康复知识', 'rehab', 'green'],
    ['news-elder', '养老照护', 'wheelchair', 'indigo'],
    ['news-sleep', '睡眠健康', 'sleep', 'purple'],
  ]
  for (const [name, label, k, pal] of covers) write(`${name}.svg`, newsCover(label, k, pal))

  const studios: Array<[string, string, string]> = [
    ['studio-sugar', 'glucose', 'orange'],
    ['studio-bp', 'heart', 'red'],
    ['studio-rehab', 'rehab', 'green'],
    ['studio-mom', 'mom', 'pink'],
    ['studio-baby', 'baby', 'amber'],
    ['studio-brain', 'brain', 'purple'],
  ]
  for (const [name, k, pal] of studios) write(`${name}.svg`, roundIcon(k, pal))
  return fs.readdirSync(OUT)
}

if (require.main === module) {
  const files = drawAll()
  console.log(`${files.length} files in ${OUT}`)
}
