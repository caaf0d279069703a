/**
 * Static files: the H5 build under /hospital/ (history-mode SPA: every GET /hospital/* that is
 * not a file returns index.html) and seed images under /assets/ from server/assets.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { allowSameOriginFraming } from './security-headers'

export const ASSETS_DIR = path.join(__dirname, '..', 'assets')

/** file extensions that are never SPA routes: a missing /hospital/js/x.js is a real 404, not index.html */
const ASSET_EXT = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|webp|svg|ico|woff2?|ttf|eot|otf|mp4|mp3|wasm|txt)$/i

export interface StaticOptions {
  /** dist/h5 (or STATIC_DIR); null/absent folder = no H5 */
  staticDir: string | null
  /**
   * index.html with a hospital's home drawn in it (issue 16: first paint from HTML;
   * server/modules/page-builder/shell.ts), for GET /hospital/home?hospitalId=N; null = the plain file
   */
  homePage?: (staticDir: string) => (hospitalId: number) => Promise<HomePage | null>
}

/** a generated index.html and its compressed copies */
export interface HomePage {
  body: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
}

/** sends a generated page: 304 on its ETag, else brotli / gzip / plain as accepted (vary: accept-encoding) */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: HomePage): void {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding')
  reply.type('text/html; charset=utf-8')
  if (req.headers['if-none-match'] === page.etag) {
    reply.status(304).send()
    return
  }
  const accept = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accept)) reply.header('content-encoding', 'br').send(page.br)
  else if (/\bgzip\b/.test(accept)) reply.header('content-encoding', 'gzip').send(page.gzip)
  else reply.send(page.body)
}

export function staticDirExists(dir: string | null): dir is string {
  return !!dir && fs.existsSync(path.join(dir, 'index.html'))
}

export async function registerStatic(
  app: FastifyInstance,
  opts: StaticOptions,
): Promise<{ spa: (req: FastifyRequest, reply: FastifyReply) => boolean }> {
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: '/assets/',
    decorateReply: false,
    maxAge: '1d',
    schemaHide: true,
  })

  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect('/hospital/home'))

  const dir = opts.staticDir
  // a build made after the server started is served too: the folder is registered whenever it is
  // configured, and index.html is looked for on each request
  if (dir) {
    const root = path.resolve(dir)
    fs.mkdirSync(root, { recursive: true })
    await app.register(fastifyStatic, {
      root,
      prefix: '/hospital/',
      index: ['index.html'],
      // the H5 build writes x.js.br / x.js.gz next to x.js (config/index.ts PrecompressPlugin): sent to
      // browsers that accept br / gzip, with content-encoding and vary: accept-encoding; else the plain file
      preCompressed: true,
      schemaHide: true,
      cacheControl: false,
      setHeaders(res, sentPath) {
        // with preCompressed the path is that of the .br / .gz copy: headers follow the original file
        const filePath = sentPath.replace(/\.(?:br|gz)$/, '')
        // the answer depends on accept-encoding for the kinds of files the build precompresses
        if (/\.(?:js|css|html|svg|json|txt)$/i.test(filePath)) res.setHeader('vary', 'accept-encoding')
        if (filePath.endsWith('.html')) res.setHeader('cache-control', 'no-cache')
        else if (/[.-][0-9a-f]{8,}\.(?:js|css|png|jpe?g|svg|webp|woff2?)$/i.test(filePath)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable')
        } else res.setHeader('cache-control', 'public, max-age=3600')
      },
    })
  }
  app.get('/hospital', { schema: { hide: true } }, (_req, reply) => reply.redirect('/hospital/home'))
  const homePage = dir && opts.homePage ? opts.homePage(dir) : null

  /** used by the not-found handler: answers SPA paths with index.html; false when not a SPA path */
  function spa(req: FastifyRequest, reply: FastifyReply): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const pathname = req.url.split('?')[0]
    if (!pathname.startsWith('/hospital/')) return false
    if (ASSET_EXT.test(pathname)) return false
    if (!staticDirExists(dir)) {
      reply.status(404).send({ code: 404, msg: 'H5 页面未构建（dist/h5 不存在）', data: null })
      return true
    }
    const plain = () => {
      reply.header('cache-control', 'no-cache')
      reply.sendFile('index.html', path.resolve(dir as string))
    }
    const query = (req.query ?? {}) as Record<string, unknown>
    // the console's preview of a draft (issue 33): framed by the console only, the plain file (the app draws the draft)
    const preview = typeof query.previewToken === 'string' && query.previewToken !== ''
    if (preview) allowSameOriginFraming(reply)
    const hospitalId = Number(query.hospitalId)
    // another page on the home's path (a magic page, an entry's own home): the plain file
    const otherPage = preview || query.magicPageId !== undefined || query.entryType !== undefined || query.entry !== undefined
    if (homePage && pathname === '/hospital/home' && !otherPage && Number.isSafeInteger(hospitalId) && hospitalId > 0) {
      homePage(hospitalId).then(
        (page) => (page ? sendPage(req, reply, page) : plain()),
        (err) => {
          req.log.warn({ err }, 'home first screen failed: plain index.html')
          plain()
        },
      )
      return true
    }
    plain()
    return true
  }
  return { spa }
}
