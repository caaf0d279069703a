// `local/no-cycle` (issue 31): import-x's no-cycle (eslint-plugin-import-x 4.18, lib/rules/no-cycle.js) with type
// imports counted. import-x skips `import type` and type-only specifiers on both ends of a cycle and has no option to
// keep them, so a cycle of types (the goods and home features' 29 files through GoodsCardData) went unreported. The
// same walk over import-x's module graph (its resolver settings, its cache), minus those two skips; the options are
// import-x's (ignoreExternal, maxDepth, allowUnsafeDynamicCyclicDependency).
import { ModuleInfo } from 'eslint-plugin-import-x/core/index'
import { isExternalModule, moduleVisitor, makeOptionsSchema, resolve } from 'eslint-plugin-import-x/utils'

const traversed = new Set()

/*
 * The strongly connected components of the import graph, shared by every file this process lints (the walk
 * above visits the whole reachable graph again for every import of every file, and each visit stats the
 * module's file: half of the lint's time). An import of a module that belongs to the importer's own component
 * is a cycle. Tarjan's algorithm, iterative, run from each imported module not seen yet; node_modules are never
 * entered (with ignoreExternal nothing there leads back). Used when maxDepth is unlimited; a limited maxDepth
 * takes the walk.
 */
const sccOf = new Map()
const indexOf = new Map()
let nextIndex = 0
let nextScc = 0

/** the edges of a module: [path, getModule, first source node] of its non-dynamic-skipped, in-repo imports */
function edgesOf(m, skipDynamic) {
  const out = []
  for (const [path, { resolve: next, declarations }] of m.getImports()) {
    if (path.includes('/node_modules/')) continue
    const decl = [...declarations].filter(({ dynamic }) => !(skipDynamic && dynamic))
    if (decl.length === 0) continue
    out.push([path, next, decl[0].source])
  }
  return out
}

function tarjan(rootPath, rootGet, skipDynamic) {
  if (indexOf.has(rootPath)) return
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const open = (path, mget) => {
    indexOf.set(path, nextIndex)
    low.set(path, nextIndex++)
    stack.push(path)
    onStack.add(path)
    const m = mget()
    return { path, edges: m == null ? [] : edgesOf(m, skipDynamic), i: 0 }
  }
  const frames = [open(rootPath, rootGet)]
  while (frames.length) {
    const f = frames[frames.length - 1]
    if (f.i < f.edges.length) {
      const [path, next] = f.edges[f.i++]
      if (!indexOf.has(path)) frames.push(open(path, next))
      else if (onStack.has(path)) low.set(f.path, Math.min(low.get(f.path), indexOf.get(path)))
      continue
    }
    frames.pop()
    if (frames.length) {
      const parent = frames[frames.length - 1]
      low.set(parent.path, Math.min(low.get(parent.path), low.get(f.path)))
    }
    if (low.get(f.path) === indexOf.get(f.path)) {
      const id = nextScc++
      let p
      do {
        p = stack.pop()
        onStack.delete(p)
        sccOf.set(p, id)
      } while (p !== f.path)
    }
  }
}

/** the sources along a shortest way from the imported module back to the importer (for the message) */
function routeBack(imported, filename, skipDynamic) {
  const seen = new Set([imported.path])
  const queue = [{ m: imported, route: [] }]
  while (queue.length) {
    const { m, route } = queue.shift()
    for (const [path, next, source] of edgesOf(m, skipDynamic)) {
      if (path === filename) return route
      if (seen.has(path) || sccOf.get(path) !== sccOf.get(filename)) continue
      seen.add(path)
      const nm = next()
      if (nm) queue.push({ m: nm, route: [...route, source] })
    }
  }
  return []
}

function routeString(route) {
  return route.map((s) => `${s.value}:${s.loc.start.line}`).join('=>')
}

export const noCycle = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid a module from importing a module with a dependency path back to itself, type imports included.' },
    schema: [
      makeOptionsSchema({
        maxDepth: {
          anyOf: [
            { type: 'integer', minimum: 1 },
            { enum: ['∞'], type: 'string' },
          ],
        },
        ignoreExternal: { type: 'boolean', default: false },
        allowUnsafeDynamicCyclicDependency: { type: 'boolean', default: false },
      }),
    ],
    messages: {
      cycle: 'Dependency cycle detected',
      cycleSource: 'Dependency cycle via "{{source}}" (type imports count too)',
    },
  },
  create(context) {
    const filename = context.physicalFilename
    if (filename === '<text>') return {}
    const options = context.options[0] || {}
    const maxDepth = typeof options.maxDepth === 'number' ? options.maxDepth : Number.POSITIVE_INFINITY
    const ignoreModule = options.ignoreExternal ? (name) => isExternalModule(name, resolve(name, context), context) : () => false
    const isDynamic = (importer) =>
      importer.type === 'ImportExpression' ||
      (importer.type === 'CallExpression' && 'name' in importer.callee && importer.callee.name !== 'require')
    return {
      ...moduleVisitor(function checkSourceValue(sourceNode, importer) {
        if (ignoreModule(sourceNode.value)) return
        if (options.allowUnsafeDynamicCyclicDependency && isDynamic(importer)) return
        const imported = ModuleInfo.get(sourceNode.value, context)
        if (imported == null || imported.path === filename) return
        if (maxDepth === Number.POSITIVE_INFINITY) {
          if (imported.path.includes('/node_modules/')) return
          const skipDynamic = !!options.allowUnsafeDynamicCyclicDependency
          tarjan(imported.path, () => imported, skipDynamic)
          if (!sccOf.has(filename) || sccOf.get(filename) !== sccOf.get(imported.path)) return
          const route = routeBack(imported, filename, skipDynamic)
          if (route.length > 0) context.report({ node: importer, messageId: 'cycleSource', data: { source: routeString(route) } })
          else context.report({ node: importer, messageId: 'cycle' })
          return
        }
        if (traversed.has(imported.path)) return
        traversed.add(imported.path)
        const untraversed = [{ mget: () => imported, path: imported.path, route: [] }]
        function detectCycle({ mget, route }) {
          const m = mget()
          if (m == null) return false
          for (const [path, { resolve: next, declarations }] of m.getImports()) {
            if (traversed.has(path)) continue
            const toTraverse = [...declarations].filter(
              ({ source, dynamic }) => !ignoreModule(source.value) && !(options.allowUnsafeDynamicCyclicDependency && dynamic),
            )
            if (toTraverse.length === 0) continue
            if (path === filename) return true
            if (route.length + 1 < maxDepth) {
              traversed.add(path)
              untraversed.push({ mget: next, path, route: [...route, toTraverse[0].source] })
            }
          }
          return false
        }
        while (untraversed.length > 0) {
          const next = untraversed.shift()
          if (detectCycle(next)) {
            for (const { path } of untraversed) traversed.delete(path)
            if (next.route.length > 0)
              context.report({ node: importer, messageId: 'cycleSource', data: { source: routeString(next.route) } })
            else context.report({ node: importer, messageId: 'cycle' })
            return
          }
        }
      }, context.options[0]),
      'Program:exit'() {
        traversed.clear()
      },
    }
  },
}

export default { rules: { 'no-cycle': noCycle } }
