// PGlite in a worker thread for the Jest harness (helpers.ts). Jest's VM cannot run PGlite's
// dynamic imports (`await import('module')` without --experimental-vm-modules); a worker thread
// is plain Node. Protocol: { id, op, ...args } -> { id, result } | { id, error }.
const { parentPort } = require('node:worker_threads')
const { PGlite } = require('@electric-sql/pglite')

let pg

async function handle(msg) {
  switch (msg.op) {
    case 'open':
      pg = msg.loadDataDir ? new PGlite({ loadDataDir: new Blob([msg.loadDataDir]) }) : new PGlite()
      await pg.waitReady
      return null
    case 'query': {
      const r = await pg.query(msg.sql, msg.params)
      return { rows: r.rows, affectedRows: r.affectedRows }
    }
    case 'exec':
      await pg.exec(msg.sql)
      return null
    case 'dump': {
      const blob = await pg.dumpDataDir('none')
      return new Uint8Array(await blob.arrayBuffer())
    }
    case 'close':
      if (pg && !pg.closed) await pg.close()
      return null
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
        error: { message: String(err && err.message), code: err && err.code, detail: err && err.detail, constraint: err && err.constraint, name: err && err.name },
      }),
  )
})
