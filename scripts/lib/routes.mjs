/**
 * The app's route table for the Node scripts: src/shared/routes/table.ts and build.ts compiled on the fly with
 * TypeScript (they import nothing else), so a script finds a route's page file the way the app does instead of
 * naming page folders (folders get renamed; spec paths stay).
 *
 *   import { pageFileOfRoute } from '../lib/routes.mjs'
 *   pageFileOfRoute('/webOrder') // 'pages/order/orderList/index'
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
const ROUTES_DIR = path.join(ROOT, 'src', 'shared', 'routes')

let loaded = null

/** { ROUTES, CLOSED_PAGE, pageFile, pageOfRoute, ... } of the route table and its builder */
export function routeTable() {
  if (loaded) return loaded
  const ts = require('typescript')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'))
  for (const name of ['table', 'build']) {
    const source = fs.readFileSync(path.join(ROUTES_DIR, `${name}.ts`), 'utf8')
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    })
    fs.writeFileSync(path.join(dir, `${name}.js`), outputText)
  }
  loaded = { ...require(path.join(dir, 'table.js')), ...require(path.join(dir, 'build.js')) }
  fs.rmSync(dir, { recursive: true, force: true })
  return loaded
}

/** the mini-program page file that renders a spec path ('/webOrder' -> 'pages/order/orderList/index') */
export function pageFileOfRoute(specPath) {
  const { ROUTES, pageFile, pageOfRoute } = routeTable()
  const route = ROUTES.find((r) => r.path === specPath)
  if (!route) throw new Error(`no route ${specPath} in src/shared/routes/table.ts`)
  return pageFile(pageOfRoute(route))
}
