/**
 * The H5 home's first screen in index.html (issue 16 item 3): GET /hospital/home?hospitalId=N answers the H5
 * build's index.html with the hospital's search bar, banner and icons drawn as HTML (src/domain/homeShell.ts, the
 * same sizes as the React blocks) and the banner picture preloaded, so the page paints before any JS has run.
 *
 * Per hospital, the page is built once and kept with its gzip / brotli copies and ETag until what it is made of
 * changes: the home config (pageConfig, through the read cache: a write to any table re-reads it), the hospital's
 * colour, or the index.html of a new build. An unknown hospital or a config that cannot be read: the plain
 * index.html (the app shows its own state).
 *
 * The home's popup ads ride along (<meta name="boot-ads"> and the first one's popup as hidden markup after the
 * shell): index.html's first script shows the one to show now, so its picture, the page's largest paint, is on the
 * first frame without waiting for the app; the app's popup takes it over (src/features/home/ads/AdPopupLoader.h5.tsx).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { escapeHtml, renderHomeShell, renderShellPopup, shellPopupAds, type ShellPopupAd } from '../../../src/domain/homeShell'
import { findHospital } from '../hospital/service'
import { pageAds, pageConfig } from './service'
import type { HomePage as ShellPage } from '../../lib/static'

/** the build's loading shell, replaced by the hospital's (the minifier may drop the attribute quotes) */
const SHELL_DIV = /<div id="?boot-shell"?[^>]*>[\s\S]*?<\/div>/

const CHARSET = /<meta charset="?utf-8"?\s*\/?>/i

/** index.html with the hospital's first screen; null when the template has no shell to replace */
export function injectShell(
  template: string,
  shell: { html: string; preloadImage: string | null },
  popupAds: ShellPopupAd[] = [],
): string | null {
  if (!SHELL_DIV.test(template)) return null
  const preload = shell.preloadImage
    ? `<link rel="preload" as="image" href="${shell.preloadImage.replace(/"/g, '&quot;')}" fetchpriority="high">`
    : ''
  // the blocks carry their own margins: no padding around them (the build's loading shell has some)
  // the first popup ad's markup after the shell, hidden until index.html's first script shows it
  const popup = popupAds.length ? renderShellPopup(popupAds[0]) : ''
  const div = `<div id="boot-shell" aria-hidden="true" data-until="home" style="padding:0">${shell.html}</div>${popup}`
  let page = template.replace(SHELL_DIV, () => div).replace('</head>', () => `${preload}</head>`)
  // the home's popup ads (JSON, HTML-escaped) for index.html's boot scripts: the one in <head> picks the ad to show
  // (the first one's markup is in the page; another one it starts loading), the one after the shell draws or wires
  // it (src/index.html); so it stands before them, right after the charset declaration (in the first 1024 bytes)
  if (popupAds.length) {
    const meta = `<meta name="boot-ads" content="${escapeHtml(JSON.stringify(popupAds))}">`
    page = CHARSET.test(page) ? page.replace(CHARSET, (m) => m + meta) : page.replace(/<head>/i, (m) => m + meta)
  }
  return page
}

export function homeShellPages(app: FastifyInstance, staticDir: string) {
  const indexFile = path.join(path.resolve(staticDir), 'index.html')
  let template: { stamp: string; text: string } | null = null
  const pages = new Map<number, { key: string; page: ShellPage }>()

  const readTemplate = (): { stamp: string; text: string } | null => {
    try {
      const st = fs.statSync(indexFile)
      const stamp = `${st.mtimeMs}:${st.size}`
      if (!template || template.stamp !== stamp) template = { stamp, text: fs.readFileSync(indexFile, 'utf8') }
      return template
    } catch {
      return null
    }
  }

  /** the page for a hospital's home, or null (no build, unknown hospital, unreadable config) */
  return async function homePage(hospitalId: number): Promise<ShellPage | null> {
    const tpl = readTemplate()
    if (!tpl) return null
    const hospital = await findHospital(app, hospitalId)
    if (!hospital) return null
    let config
    let popupAds: ShellPopupAd[]
    try {
      config = await pageConfig(app, hospitalId)
      // the ads the app asks for (getAdvertising with the config's page id), within their window by this request's
      // clock: a window that opens or closes changes the key below (a new page and ETag)
      popupAds = shellPopupAds(await pageAds(app, hospitalId, { pageId: config.id }), hospitalId, config.id)
    } catch {
      return null
    }
    // what the first screen is made of: the leading blocks the shell may draw (it stops at the first other kind)
    const lead = config.blocks.slice(0, 6).map((b) => ({ type: b.type, settings: b.settings, items: b.items }))
    const key = JSON.stringify([tpl.stamp, hospital.primary_color, config.backgroundColor, lead, popupAds])
    const known = pages.get(hospitalId)
    if (known && known.key === key) return known.page
    const html = injectShell(
      tpl.text,
      renderHomeShell({ blocks: lead, backgroundColor: config.backgroundColor, primaryColor: hospital.primary_color }),
      popupAds,
    )
    if (html === null) return null
    const body = Buffer.from(html, 'utf8')
    const page: ShellPage = {
      body,
      gzip: zlib.gzipSync(body, { level: 9 }),
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    }
    pages.set(hospitalId, { key, page })
    return page
  }
}
