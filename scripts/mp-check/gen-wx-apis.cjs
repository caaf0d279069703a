// Regenerates wx-apis.json (names of the members of WeChat's `wx` object) from miniprogram-api-typings.
// Usage: node scripts/mp-check/gen-wx-apis.cjs   (needs typescript and miniprogram-api-typings in node_modules)
const fs = require('fs')
const path = require('path')
const ts = require('typescript')
const file = require.resolve('miniprogram-api-typings/types/wx/lib.wx.api.d.ts')
const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
const names = new Set()
;(function visit(n) {
  if (ts.isInterfaceDeclaration(n) && n.name.text === 'Wx') for (const m of n.members) if (m.name) names.add(m.name.getText(sf))
  ts.forEachChild(n, visit)
})(sf)
const version = require('miniprogram-api-typings/package.json').version
const out = { source: `miniprogram-api-typings@${version} interface Wx`, apis: [...names].sort() }
fs.writeFileSync(path.join(__dirname, 'wx-apis.json'), JSON.stringify(out, null, 0).replace(/","/g, '",\n"') + '\n')
console.log(`wrote ${out.apis.length} names`)
