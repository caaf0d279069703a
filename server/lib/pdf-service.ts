/**
 * Serving the server's PDFs (the check-up report, the health record; issue 29 item 4). Drawing one costs ~0.1-1 s of
 * CPU (fontkit's subset of the CJK font), so:
 *  - a version: a hash of what the document draws (the reply the screen shows; never the export time), the drawing
 *    code's version (PDF_RENDERER_VERSION) and the font file's size and date. It is the ETag: a repeat with
 *    `If-None-Match` is a 304 without drawing or reading any bytes;
 *  - a cache of drawn bytes per process: LRU by bytes (PDF_CACHE_MB), each kept PDF_CACHE_TTL_S at most (health data
 *    stay in memory for a short time only, never on disk). Per process, not in the database: a PDF of 0.1-1 MB in a
 *    shared table would cost every instance a read of it per request, and the ETag (the hash) is the same on every
 *    instance anyway, so a client revalidating against another instance still gets its 304 without a draw;
 *  - one draw per version at a time: concurrent requests for the same version share it;
 *  - drawn off the event loop, in a worker_threads pool (PDF_WORKERS, 1 by default; server/lib/pdf-worker.cjs loads
 *    pdfkit, the font and the module's drawing code there); a thread that fails or runs past PDF_TIMEOUT_MS is ended
 *    and replaced, the request gets the document's own 503 message, the server goes on;
 *  - per user: PDF_PER_MINUTE draws per user per minute (a 304 or a cached copy does not count), then 429 with the
 *    catalogue's "too frequent" message and Retry-After. Per process: the threads it protects are the process's.
 * Draws are counted per document (`draws`, and `pdf_draws_total` in the Prometheus registry of /metrics).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import promClient from 'prom-client'
import { requestTooFrequent } from '../../src/domain/messages/validation'
import type { PdfConfig } from './config'
import { ApiError, tooManyRequests } from './errors'
import { CJK_FONT } from './pdf'

/** raise it when a drawing module draws the same data differently (every ETag changes, every copy is drawn anew) */
export const PDF_RENDERER_VERSION = 2

/** a kind of PDF: its drawing module (absolute path of a .ts file exporting `draw(data: T) => Promise<Buffer>`) */
export interface PdfDocument<T> {
  /** short name: in the ETag, the metric and the logs */
  name: string
  /** absolute path of the drawing module (path.join(__dirname, 'pdf.ts') in the module) */
  module: string
  /** the module's export that draws */
  draw: string
  /** the 503 message of a failed draw (catalogue) */
  failMessage: string
  /** the type of the data drawn (never set) */
  readonly data?: T
}

export const pdfDocument = <T>(d: Omit<PdfDocument<T>, 'data'>): PdfDocument<T> => d

// ------------------------------------------------------------------ the drawing threads

interface Job {
  module: string
  fn: string
  data: unknown
  resolve(b: Buffer): void
  reject(e: Error): void
}

interface Slot {
  worker: Worker | null
  job: Job | null
  timer: NodeJS.Timeout | null
}

/** the most draws waiting for a thread; past it a request is refused at once (503) */
export const PDF_QUEUE_MAX = 64
let nextJobId = 0

/** a small pool of drawing threads, started on the first draw; one draw per thread at a time */
export class PdfPool {
  private readonly slots: Slot[]
  private readonly queue: Job[] = []
  private closed = false

  constructor(
    size: number,
    private readonly timeoutMs: number,
  ) {
    this.slots = Array.from({ length: size }, () => ({ worker: null, job: null, timer: null }))
  }

  run(module: string, fn: string, data: unknown): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('pdf pool closed'))
    if (this.queue.length >= PDF_QUEUE_MAX) return Promise.reject(new Error('pdf queue full'))
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ module, fn, data, resolve, reject })
      this.pump()
    })
  }

  async close(): Promise<void> {
    this.closed = true
    for (const j of this.queue.splice(0)) j.reject(new Error('pdf pool closed'))
    await Promise.all(this.slots.map((s) => this.stop(s, new Error('pdf pool closed'))))
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job || !this.queue.length) continue
      this.start(slot, this.queue.shift() as Job)
    }
  }

  private start(slot: Slot, job: Job): void {
    const w = slot.worker ?? this.spawn(slot)
    const id = ++nextJobId
    slot.job = job
    const onMessage = (m: { id: number; bytes?: ArrayBuffer; error?: string }) => {
      if (m.id !== id) return
      w.off('message', onMessage)
      this.finish(slot, m.error === undefined ? null : new Error(m.error), m.bytes)
    }
    w.on('message', onMessage)
    slot.timer = setTimeout(() => void this.stop(slot, new Error(`pdf draw took over ${this.timeoutMs} ms`)), this.timeoutMs)
    w.postMessage({ id, module: job.module, fn: job.fn, data: job.data })
  }

  private spawn(slot: Slot): Worker {
    // no inherited --import/--require (tsx's loaders, Jest's): the worker registers tsx itself
    const w = new Worker(path.join(__dirname, 'pdf-worker.cjs'), { execArgv: [] })
    w.unref()
    const gone = (err: Error) => {
      if (slot.worker !== w) return
      slot.worker = null
      this.finish(slot, err)
    }
    w.on('error', gone)
    w.on('exit', (code) => gone(new Error(`pdf thread exited (${code})`)))
    slot.worker = w
    return w
  }

  private finish(slot: Slot, err: Error | null, bytes?: ArrayBuffer): void {
    const job = slot.job
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    slot.job = null
    if (job) {
      if (err || !bytes) job.reject(err ?? new Error('pdf thread answered no bytes'))
      else job.resolve(Buffer.from(bytes))
    }
    if (!this.closed) this.pump()
  }

  private async stop(slot: Slot, err: Error): Promise<void> {
    const w = slot.worker
    slot.worker = null
    this.finish(slot, err)
    if (w) await w.terminate()
  }
}

// ------------------------------------------------------------------ the cache of drawn bytes

/** drawn PDFs by version: least recently used first out past `maxBytes`, none older than `ttlMs` */
export class PdfCache {
  private readonly map = new Map<string, { bytes: Buffer; at: number }>()
  private total = 0

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now = Date.now()): Buffer | undefined {
    const e = this.map.get(key)
    if (!e) return undefined
    this.map.delete(key)
    if (now - e.at > this.ttlMs) {
      this.total -= e.bytes.length
      return undefined
    }
    this.map.set(key, e) // most recently used last
    return e.bytes
  }

  set(key: string, bytes: Buffer, now = Date.now()): void {
    if (bytes.length > this.maxBytes) return
    const old = this.map.get(key)
    if (old) {
      this.total -= old.bytes.length
      this.map.delete(key)
    }
    this.map.set(key, { bytes, at: now })
    this.total += bytes.length
    for (const [k, e] of this.map) {
      if (this.total <= this.maxBytes && now - e.at <= this.ttlMs) break
      this.map.delete(k)
      this.total -= e.bytes.length
    }
  }

  get bytes(): number {
    return this.total
  }

  get size(): number {
    return this.map.size
  }
}

// ------------------------------------------------------------------ the per-user limit

/** at most `max` events per key in any minute (a sliding window of the last `max` times) */
export class PerMinuteLimit {
  private readonly times = new Map<number, number[]>()

  constructor(private readonly max: number) {}

  /** 0 when taken, else the seconds until one is free */
  take(key: number, now = Date.now()): number {
    if (this.times.size > 10_000) for (const [k, t] of this.times) if (now - t[t.length - 1] >= 60_000) this.times.delete(k)
    const t = (this.times.get(key) ?? []).filter((x) => now - x < 60_000)
    if (t.length >= this.max) {
      this.times.set(key, t)
      return Math.max(1, Math.ceil((t[0] + 60_000 - now) / 1000))
    }
    t.push(now)
    this.times.set(key, t)
    return 0
  }
}

// ------------------------------------------------------------------ the service

let fontStamp: string | undefined
/** the font's identity in the version: a new font file draws new PDFs */
function fontVersion(): string {
  if (fontStamp === undefined) {
    try {
      const s = fs.statSync(CJK_FONT.file)
      fontStamp = `${CJK_FONT.file}:${CJK_FONT.face}:${s.size}:${s.mtimeMs}`
    } catch {
      fontStamp = `${CJK_FONT.file}:missing`
    }
  }
  return fontStamp
}

function drawCounter(): promClient.Counter<'document'> {
  // looked up on each draw: /metrics (lib/ops.ts) clears the global registry when a server registers it
  return (
    (promClient.register.getSingleMetric('pdf_draws_total') as promClient.Counter<'document'> | undefined) ??
    new promClient.Counter({ name: 'pdf_draws_total', help: 'PDFs drawn (cache misses), per document', labelNames: ['document'] })
  )
}

/** does an If-None-Match header name this ETag (or `*`)? Weak forms compare equal (RFC 9110 13.1.2) */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((t) => {
    const v = t.trim().replace(/^W\//, '')
    return v === '*' || v === etag
  })
}

export interface SendPdf<T> {
  doc: PdfDocument<T>
  /** what is drawn */
  data: T
  /** what the version is computed from (default: data); leave out what changes on every request */
  version?: unknown
  /** whose limit a draw counts against */
  userId: number
  filename: string
  disposition: 'inline' | 'attachment'
}

export class PdfService {
  /** PDFs drawn by this service, per document name */
  readonly draws = new Map<string, number>()
  private readonly pool: PdfPool
  private readonly cache: PdfCache
  private readonly limit: PerMinuteLimit
  private readonly building = new Map<string, Promise<Buffer>>()

  constructor(cfg: PdfConfig) {
    this.pool = new PdfPool(cfg.workers, cfg.timeoutMs)
    this.cache = new PdfCache(cfg.cacheBytes, cfg.cacheTtlMs)
    this.limit = new PerMinuteLimit(cfg.perUserPerMinute)
  }

  /** the version of a document's data: the ETag's value (quoted) */
  etag(doc: PdfDocument<unknown>, version: unknown): string {
    const h = crypto
      .createHash('sha256')
      .update(`${PDF_RENDERER_VERSION}\n${fontVersion()}\n${doc.name}#${doc.draw}\n`)
      .update(JSON.stringify(version))
      .digest('base64url')
    return `"${doc.name}-${h.slice(0, 32)}"`
  }

  /** answers the request: 304 when the client has this version, else the bytes (cached, or drawn once) */
  async send<T>(req: FastifyRequest, reply: FastifyReply, o: SendPdf<T>): Promise<FastifyReply> {
    const etag = this.etag(o.doc, o.version === undefined ? o.data : o.version)
    // no-cache: the client may keep it but asks again (If-None-Match) before each use
    const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' }
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).headers(headers).send()
    const bytes = await this.bytes(req, reply, etag, o)
    return reply
      .headers(headers)
      .type('application/pdf')
      .header('Content-Disposition', `${o.disposition}; filename="${o.filename}"`)
      .send(bytes)
  }

  private bytes<T>(req: FastifyRequest, reply: FastifyReply, key: string, o: SendPdf<T>): Promise<Buffer> {
    const cached = this.cache.get(key)
    if (cached) return Promise.resolve(cached)
    const running = this.building.get(key)
    if (running) return running
    const wait = this.limit.take(o.userId)
    if (wait) {
      reply.header('Retry-After', String(wait))
      throw tooManyRequests(requestTooFrequent(wait), { retryAfter: wait })
    }
    this.draws.set(o.doc.name, (this.draws.get(o.doc.name) ?? 0) + 1)
    drawCounter().inc({ document: o.doc.name })
    const p = this.pool.run(o.doc.module, o.doc.draw, o.data).then(
      (b) => {
        this.building.delete(key)
        this.cache.set(key, b)
        return b
      },
      (err: unknown) => {
        this.building.delete(key)
        req.log.error({ err, document: o.doc.name }, 'pdf draw failed')
        throw new ApiError(503, o.doc.failMessage)
      },
    )
    this.building.set(key, p)
    return p
  }

  close(): Promise<void> {
    return this.pool.close()
  }
}

const services = new WeakMap<object, PdfService>()

/** the PDF service of this server (one per app: its threads end when the app closes) */
export function pdfServiceOf(app: FastifyInstance): PdfService {
  let s = services.get(app.deps)
  if (!s) {
    const created = new PdfService(app.deps.config.pdf)
    s = created
    services.set(app.deps, created)
    app.addHook('onClose', () => created.close())
  }
  return s
}
