/// <reference types="jest" />
// ESLint's no-cycle covers `import type` (issue 31, "Done when"): the repository's `local/no-cycle`
// (scripts/eslint/no-cycle.mjs, wired in eslint.config.mjs) reports a cycle made only of type imports — the kind that
// import-x's own no-cycle skips (the goods and home features' 29 files through GoodsCardData) — and a value cycle,
// and nothing where the imports do not loop. Run with ESLint's API in a child process (ESM) on files of a temp dir.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './lib.cjs'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cycle-test-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** lints every .ts file of `dir` with `local/no-cycle` (and the repository's resolver); resolves its messages */
function lint(files: Record<string, string>): Array<{ file: string; rule: string | null; message: string }> {
  const dir = fs.mkdtempSync(path.join(tmp, 'case-'))
  for (const [f, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, f), text)
  const code = `
    import { ESLint } from 'eslint'
    import tseslint from 'typescript-eslint'
    import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
    import local from ${JSON.stringify(path.join(ROOT, 'scripts/eslint/no-cycle.mjs'))}
    const eslint = new ESLint({
      cwd: ${JSON.stringify(dir)},
      overrideConfigFile: true,
      overrideConfig: [{
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local },
        settings: {
          'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
          'import-x/extensions': ['.ts'],
        },
        rules: { 'local/no-cycle': ['error', { ignoreExternal: true }] },
      }],
    })
    const results = await eslint.lintFiles(['*.ts'])
    console.log(JSON.stringify(results.flatMap((r) => r.messages.map((m) => ({ file: r.filePath.split('/').pop(), rule: m.ruleId, message: m.message })))))
  `
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8', timeout: 120000 })
  if (r.status !== 0) throw new Error(`eslint run: ${r.status} ${r.stderr}`)
  return JSON.parse(r.stdout.trim().split('\n').pop() as string)
}

it('reports a cycle of type imports only (import type on both ends)', () => {
  const messages = lint({
    'card.ts': "import type { Home } from './home'\nexport interface Card { home?: Home }\n",
    'home.ts': "import type { Card } from './card'\nexport interface Home { cards: Card[] }\n",
  })
  expect(messages.map((m) => [m.file, m.rule]).sort()).toEqual([
    ['card.ts', 'local/no-cycle'],
    ['home.ts', 'local/no-cycle'],
  ])
  expect(messages[0].message).toMatch(/cycle/i)
})

it('reports a cycle of a type-only specifier and a value import; none without a loop', () => {
  const cycle = lint({
    'a.ts': "import { type B, makeB } from './b'\nexport type A = { b: B }\nexport const a = () => makeB()\n",
    'b.ts': "import { type A } from './a'\nexport type B = { a?: A }\nexport const makeB = (): B => ({})\n",
  })
  expect(
    cycle
      .filter((m) => m.rule === 'local/no-cycle')
      .map((m) => m.file)
      .sort(),
  ).toEqual(['a.ts', 'b.ts'])
  const line = lint({
    'a.ts': "import type { B } from './b'\nexport type A = { b: B }\n",
    'b.ts': 'export type B = { n: number }\n',
  })
  expect(line).toEqual([])
})
