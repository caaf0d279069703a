/**
 * The H5 build writes x.js.br / x.js.gz next to its text assets (config/index.ts PrecompressPlugin); the static
 * plugin sends them to browsers that accept them, with the original file's content type and cache headers.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createTestApp, type TestApp } from '../../test-support/server'

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** a GET without the automatic decompression of fetch, to see exactly what is sent */
function rawGet(base: string, url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(url, base), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode || 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

const JS = `window.big = ${JSON.stringify('一二三 abc '.repeat(400))};\n`
const HTML = `<!doctype html><title>H5 index</title><div id="app"></div>${'<!-- padding -->'.repeat(100)}`

let dir: string
let s: TestApp
let base: string
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-pre-'))
  fs.mkdirSync(path.join(dir, 'js'))
  const put = (name: string, text: string, { gz = true, br = true } = {}) => {
    fs.writeFileSync(path.join(dir, name), text)
    if (gz) fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text, { level: 9 }))
    if (br) fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text))
  }
  put('index.html', HTML)
  put('js/app.0123abcd.js', JS)
  put('js/gzonly.89abcdef.js', JS, { br: false })
  put('js/plain.fedcba98.js', JS, { gz: false, br: false })
  s = await createTestApp({ config: { staticDir: dir } })
  const address = s.app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}, 60_000)
afterAll(async () => {
  await s?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('brotli copy for a browser that accepts br, with the JS content type and the immutable cache header', async () => {
  const r = await rawGet(base, '/hospital/js/app.0123abcd.js', 'gzip, deflate, br')
  expect(r.status).toBe(200)
  expect(r.headers['content-encoding']).toBe('br')
  expect(r.headers['content-type']).toMatch(/javascript/)
  expect(r.headers['cache-control']).toContain('immutable')
  expect(r.headers.vary).toMatch(/accept-encoding/i)
  expect(r.body.length).toBeLessThan(Buffer.byteLength(JS) / 5)
  expect(zlib.brotliDecompressSync(r.body).toString()).toBe(JS)
})

test('gzip copy when only gzip is accepted, or when there is no .br', async () => {
  for (const [url, accept] of [
    ['/hospital/js/app.0123abcd.js', 'gzip'],
    ['/hospital/js/gzonly.89abcdef.js', 'gzip, br'],
  ]) {
    const r = await rawGet(base, url, accept)
    expect(r.status).toBe(200)
    expect(r.headers['content-encoding']).toBe('gzip')
    expect(r.headers['content-type']).toMatch(/javascript/)
    expect(zlib.gunzipSync(r.body).toString()).toBe(JS)
  }
})

test('the plain file without accept-encoding, or when the build wrote no copies', async () => {
  for (const [url, accept] of [
    ['/hospital/js/app.0123abcd.js', undefined],
    ['/hospital/js/plain.fedcba98.js', 'gzip, br'],
  ] as const) {
    const r = await rawGet(base, url, accept)
    expect(r.status).toBe(200)
    expect(r.headers['content-encoding']).toBeUndefined()
    expect(r.body.toString()).toBe(JS)
  }
})

test('index.html (directly and as the SPA fallback) stays no-cache; compressed when accepted', async () => {
  const direct = await rawGet(base, '/hospital/index.html', 'br')
  expect(direct.headers['content-encoding']).toBe('br')
  expect(direct.headers['content-type']).toMatch(/text\/html/)
  expect(direct.headers['cache-control']).toBe('no-cache')
  expect(zlib.brotliDecompressSync(direct.body).toString()).toBe(HTML)
  const spa = await rawGet(base, '/hospital/home?hospitalId=6', 'gzip, br')
  expect(spa.status).toBe(200)
  expect(spa.headers['content-type']).toMatch(/text\/html/)
  expect(spa.headers['cache-control']).toBe('no-cache')
  const text =
    spa.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(spa.body)
      : spa.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(spa.body)
        : spa.body
  expect(text.toString()).toBe(HTML)
})

test('a missing asset is still a 404', async () => {
  const r = await rawGet(base, '/hospital/js/missing.deadbeef.js', 'gzip, br')
  expect(r.status).toBe(404)
})
