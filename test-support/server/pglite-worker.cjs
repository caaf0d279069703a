// PGlite in a worker thread for the Jest harness (helpers.ts). Jest's VM cannot run PGlite's
// dynamic imports (`await import('module')` without --experimental-vm-modules); a worker thread
// is plain Node. One worker serves every test file of a Jest process (compiled wasm is reused),
// each test database is its own PGlite instance, addressed by dbId.
// Protocol: { id, op, dbId, ...args } -> { id, result } | { id, error }.
const { parentPort } = require('node:worker_threads')
const { PGlite } = require('@electric-sql/pglite')

const dbs = new Map()

// The template (a data-dir tarball) is sent once per process; after each open a spare instance is
// loaded from it in the background, so the next test file usually gets its database at once.
let template = null // { key, buf }
let spare = null // { key, ready: Promise<PGlite> }

function loadTemplate() {
  const pg = new PGlite({ loadDataDir: new Blob([template.buf]) })
  return pg.waitReady.then(() => pg)
}

function startSpare() {
  const ready = loadTemplate()
  ready.catch(() => {})
  spare = { key: template.key, ready }
}

function db(dbId) {
  const pg = dbs.get(dbId)
  if (!pg) throw new Error(`no database ${dbId}`)
  return pg
}

async function handle(msg) {
  switch (msg.op) {
    case 'open': {
      const pg = msg.loadDataDir ? new PGlite({ loadDataDir: new Blob([msg.loadDataDir]) }) : new PGlite()
      dbs.set(msg.dbId, pg)
      await pg.waitReady
      return null
    }
    case 'hasTemplate':
      return !!template && template.key === msg.key
    case 'openTemplate': {
      if (msg.buf) template = { key: msg.key, buf: msg.buf }
      if (!template || template.key !== msg.key) throw new Error('template not loaded')
      let pg = null
      if (spare && spare.key === msg.key) {
        pg = await spare.ready.catch(() => null)
        spare = null
      }
      if (!pg) pg = await loadTemplate()
      dbs.set(msg.dbId, pg)
      startSpare()
      return null
    }
    case 'query': {
      const r = await db(msg.dbId).query(msg.sql, msg.params)
      return { rows: r.rows, affectedRows: r.affectedRows }
    }
    case 'dump': {
      const blob = await db(msg.dbId).dumpDataDir('none')
      return new Uint8Array(await blob.arrayBuffer())
    }
    case 'close': {
      const pg = dbs.get(msg.dbId)
      dbs.delete(msg.dbId)
      if (pg && !pg.closed) await pg.close()
      return null
    }
    default:
      throw new Error(`unknown op ${msg.op}`)
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (err) =>
      parentPort.postMessage({
        id: msg.id,
        error: {
          message: String(err && err.message),
          code: err && err.code,
          detail: err && err.detail,
          constraint: err && err.constraint,
          name: err && err.name,
        },
      }),
  )
})
