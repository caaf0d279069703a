/**
 * Security headers on every response (API, the H5 app under /hospital, /assets, the sandbox
 * cashier, errors) with helmet, its middleware built ONCE at start and applied in one onRequest hook
 * (@fastify/helmet built the whole middleware — option parsing, CSP directive validation — again on every
 * request, in two hooks):
 * - Content-Security-Policy: scripts only from this origin plus the inline scripts of the H5
 *   build's index.html by their sha256 (read from the file, so a new build is allowed as soon as it
 *   is written); styles from this origin and inline (Taro H5 and NutUI set style attributes and
 *   inject <style>); images from this origin, data:/blob: and ASSET_HOST; no plugins, no <base>,
 *   no framing (frame-ancestors 'none'), forms only to this origin.
 * - X-Frame-Options DENY, X-Content-Type-Options nosniff, Referrer-Policy
 *   strict-origin-when-cross-origin (payment pages of the providers check the referring domain),
 *   Strict-Transport-Security (ignored by browsers on plain http), Cross-Origin-Opener-Policy.
 * - /assets/ is Cross-Origin-Resource-Policy cross-origin (the images are loaded from other origins
 *   when ASSET_HOST or a CDN points here); everything else same-origin.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import helmet from 'helmet'

export interface SecurityHeadersOptions {
  /** absolute origin of the images (ASSET_HOST), '' = same origin */
  assetHost: string
  /** the H5 build folder whose index.html inline scripts are allowed (null = none) */
  staticDir: string | null
  /** the Alipay gateway's origin when Alipay is configured (config.alipayGateway): the H5 pay form posts there */
  alipayGateway: string | null
}

/** `'sha256-…'` of every inline <script> (no src) of an HTML document */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = []
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (/\bsrc\s*=/i.test(m[1]) || m[2] === '') continue
    out.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`)
  }
  return [...new Set(out)]
}

/** the origin of a host setting (https://cdn.example/path -> https://cdn.example), or null */
function originOf(host: string): string | null {
  if (!host) return null
  try {
    return new URL(host).origin
  } catch {
    return null
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions): Promise<void> {
  const indexFile = opts.staticDir ? path.join(path.resolve(opts.staticDir), 'index.html') : null
  let cache: { mtimeMs: number; size: number; hashes: string[] } | null = null
  /** the inline-script hashes of the current index.html (re-read when the file changes) */
  const indexHashes = (): string[] => {
    if (!indexFile) return []
    try {
      // no exception for a missing file (a deployment whose nginx serves the H5 build): thrown per response it cost
      const st = fs.statSync(indexFile, { throwIfNoEntry: false })
      if (!st) return []
      if (!cache || cache.mtimeMs !== st.mtimeMs || cache.size !== st.size) {
        cache = { mtimeMs: st.mtimeMs, size: st.size, hashes: inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) }
      }
      return cache.hashes
    } catch {
      return []
    }
  }
  const assetOrigin = originOf(opts.assetHost)
  const alipayGateway = opts.alipayGateway

  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // forms post here (the sandbox cashier); the Alipay H5 form (channel 5) posts to its gateway
        formAction: ["'self'", ...(alipayGateway ? [alipayGateway] : [])],
        // a function is evaluated per response: a new build's inline scripts are allowed at once
        scriptSrc: ["'self'", () => indexHashes().join(' ')],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(assetOrigin ? [assetOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        // the chat socket: CSP3 matches ws(s) of the same host with 'self', Chrome < 70 and older Safari do not
        connectSrc: ["'self'", (req: any) => socketOrigins(req.headers?.host)],
        mediaSrc: ["'self'", ...(assetOrigin ? [assetOrigin] : [])],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  })
  // helmet sets its headers on the raw response (as @fastify/helmet did); an error (none expected) goes to Fastify
  app.addHook('onRequest', (req, reply, done) => applyHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)))
  app.addHook('onSend', (req, reply, _payload, done) => {
    if (req.url.startsWith('/assets/')) reply.header('cross-origin-resource-policy', 'cross-origin')
    done()
  })
}

/** 'ws://host wss://host' of the request's own host, or '' for a suspicious Host header */
export function socketOrigins(host: unknown): string {
  const h = typeof host === 'string' ? host.trim() : ''
  return /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(h) ? `ws://${h} wss://${h}` : ''
}

/**
 * lets the staff console frame this one response (same origin only: frame-ancestors 'self', X-Frame-Options
 * SAMEORIGIN): the H5 page that previews a draft (?previewToken=, issue 33); every other response keeps 'none' / DENY
 */
export function allowSameOriginFraming(reply: FastifyReply): void {
  const csp = reply.raw.getHeader('content-security-policy')
  if (typeof csp === 'string')
    reply.raw.setHeader('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
  reply.raw.setHeader('x-frame-options', 'SAMEORIGIN')
}
