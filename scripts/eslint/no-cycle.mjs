// `local/no-cycle` (issue 31): import-x's no-cycle (eslint-plugin-import-x 4.18, lib/rules/no-cycle.js) with type
// imports counted. import-x skips `import type` and type-only specifiers on both ends of a cycle and has no option to
// keep them, so a cycle of types (the goods and home features' 29 files through GoodsCardData) went unreported. The
// same walk over import-x's module graph (its resolver settings, its cache), minus those two skips; the options are
// import-x's (ignoreExternal, maxDepth, allowUnsafeDynamicCyclicDependency).
import { ModuleInfo } from 'eslint-plugin-import-x/core/index'
import { isExternalModule, moduleVisitor, makeOptionsSchema, resolve } from 'eslint-plugin-import-x/utils'

const traversed = new Set()

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
        if (imported == null || imported.path === filename || traversed.has(imported.path)) return
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
