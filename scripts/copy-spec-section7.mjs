// Refreshes docs/spec/section-7.md from the product spec's §7 (SPEC_PATH or ../shared/SPEC.md).
import fs from 'node:fs'
import path from 'node:path'
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const spec = process.env.SPEC_PATH ?? path.resolve(root, '..', 'shared', 'SPEC.md')
const text = fs.readFileSync(spec, 'utf8')
const start = text.search(/^## 7\. /m)
const end = text.slice(start + 3).search(/^## /m) + start + 3
const file = path.join(root, 'docs/spec/section-7.md')
const header = fs.readFileSync(file, 'utf8').split('\n\n')[0]
fs.writeFileSync(file, `${header}\n\n${text.slice(start, end)}`)
console.log(`wrote ${file} from ${spec}`)
