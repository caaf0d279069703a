/**
 * The staff console's build (issue 31; console/, `npm run build:console` -> dist/console, CONSOLE_DIR) under
 * /console/: files with the H5 app's caching (hashed assets a year and immutable, index.html no-cache, the rest an
 * hour; the build's .br / .gz copies to browsers that accept them), and every other GET /console/* that is not a
 * file answered with index.html (history mode: the console's router owns the path). The security headers and the
 * CSP are the server's own (server/lib/security-headers.ts): the console's index.html has no inline script, and
 * antd's CSS-in-JS <style> tags fall under style-src 'unsafe-inline'.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'

export const CONSOLE_PREFIX = '/console'

/** file extensions that are never console routes: a missing /console/assets/x.js is a 404, not index.html */
const ASSET_EXT = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|webp|svg|ico|woff2?|ttf|eot|otf|txt|br|gz)$/i

/** the caching header of a console file (same rules as the H5 build's, server/lib/static.ts) */
export function consoleCacheControl(filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-cache'
  if (/[.-][0-9a-f]{8,}\.(?:js|css|png|jpe?g|svg|webp|woff2?)$/i.test(filePath)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/**
 * Registers /console/ when `dir` is set (the folder may be built after the server started: index.html is looked
 * for on each request). Returns the not-found handler's part: true when it answered a console path.
 */
export async function registerConsole(
  app: FastifyInstance,
  dir: string | null,
): Promise<(req: FastifyRequest, reply: FastifyReply) => boolean> {
  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, (_req, reply) => reply.redirect(`${CONSOLE_PREFIX}/`))
  if (!dir) return () => false
  const root = path.resolve(dir)
  fs.mkdirSync(root, { recursive: true })
  await app.register(fastifyStatic, {
    root,
    prefix: `${CONSOLE_PREFIX}/`,
    // index.html goes through the fallback below (no-cache, and the same answer for every screen's path)
    index: false,
    decorateReply: false,
    preCompressed: true,
    schemaHide: true,
    cacheControl: false,
    setHeaders(res, sentPath) {
      const filePath = sentPath.replace(/\.(?:br|gz)$/, '')
      if (/\.(?:js|css|html|svg|json|txt)$/i.test(filePath)) res.setHeader('vary', 'accept-encoding')
      res.setHeader('cache-control', consoleCacheControl(filePath))
    },
  })
  const indexFile = path.join(root, 'index.html')
  return function consoleSpa(req, reply) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const pathname = req.url.split('?')[0]
    if (!pathname.startsWith(`${CONSOLE_PREFIX}/`) || ASSET_EXT.test(pathname)) return false
    fs.readFile(indexFile, (err, body) => {
      if (err) {
        reply.status(404).send({ code: 404, msg: '管理后台未构建（dist/console 不存在）', data: null })
        return
      }
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body)
    })
    return true
  }
}
