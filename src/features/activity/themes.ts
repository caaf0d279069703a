/** Themed activity landing pages (/specialActivity, /loveNoseDay, /summerDay). */

/** the themed landing pages share this page; each route has its own look and fallback headline */
export const THEMES: Record<string, { className: string; headline: string; sub: string }> = {
  '/specialActivity': { className: 'theme-special', headline: '专题活动', sub: '精选健康好物，限时特惠' },
  '/loveNoseDay': { className: 'theme-nose', headline: '爱鼻日', sub: '关爱鼻腔健康，呼吸更顺畅' },
  '/summerDay': { className: 'theme-summer', headline: '夏日专场', sub: '清凉一夏，健康相伴' },
}
