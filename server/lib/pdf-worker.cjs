/**
 * The PDF drawing thread of server/lib/pdf-service.ts (a worker_threads Worker, plain CommonJS so that it starts the
 * same under `npm start` / `npm run server` (tsx), `npm run start:prod` (node --import tsx) and Jest (swc, which
 * does not reach a worker)). It registers tsx's require hook itself, then loads a document's TypeScript drawing
 * module (server/modules/<m>/pdf.ts) on its first request and keeps it: pdfkit, fontkit and the CJK font are
 * loaded and read here, never on the server's event loop.
 *
 * Message in: { id, module (absolute path of the drawing module), fn (its export: (data) => Promise<Buffer>), data }.
 * Message out: { id, bytes (ArrayBuffer, transferred) } or { id, error (message) }.
 */
'use strict'
const { parentPort } = require('node:worker_threads')
const { register } = require('tsx/cjs/api')

register()
const modules = new Map()

parentPort.on('message', async (msg) => {
  const { id, module: file, fn, data } = msg
  try {
    let mod = modules.get(file)
    if (!mod) {
      mod = require(file)
      modules.set(file, mod)
    }
    if (typeof mod[fn] !== 'function') throw new Error(`${file} has no export ${fn}`)
    const out = await mod[fn](data)
    const bytes = out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength)
    parentPort.postMessage({ id, bytes }, [bytes])
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) })
  }
})
