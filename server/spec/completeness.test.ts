/**
 * Every API name of SPEC §7 is a path of the server's /openapi.json, or is in ./exceptions.ts with its reason.
 *
 * The spec is not part of the repository: it is found as $SPEC_PATH or 'shared/SPEC.md' in the repo folder or
 * a parent (./calls.ts locateSpec). The repository keeps a copy of its §7 (docs/spec/section-7.md) for machines
 * without the spec (a CI clone): when the spec is found, the copy must equal its §7 (else the test fails and says
 * how to refresh it); when it is not, the copy is read. SPEC_COMPLETENESS=skip skips the whole check.
 */
import fs from 'node:fs'
import path from 'node:path'
import { callKey, locateSpec, pathsOf, section7, specCalls, type SpecCall } from './calls'
import { IN_PROGRESS_THIS_ROUND, NOT_SERVED, NOT_YET, PROSE } from './exceptions'
import { createSeededApp, createTestDatabase, type TestApp } from '../../test-support/server'
import type { Database } from '../lib/db'

const ROOT = path.resolve(__dirname, '..', '..')
const liveSpec = locateSpec(ROOT, process.env, (f) => fs.existsSync(f))
const COPY = path.join(ROOT, 'docs/spec/section-7.md')
const specFile = liveSpec ?? (fs.existsSync(COPY) ? COPY : null)
const skip = process.env.SPEC_COMPLETENESS === 'skip'

if (skip) console.warn('SPEC §7 completeness: skipped (SPEC_COMPLETENESS=skip)')
const describeSpec = skip ? describe.skip : describe

describeSpec('SPEC §7 completeness', () => {
  let database: Database
  let t: TestApp
  let paths: string[]

  beforeAll(async () => {
    if (!specFile) return
    database = await createTestDatabase()
    t = await createSeededApp(database)
    const r = await t.get('/openapi.json')
    paths = Object.keys(r.body.paths)
  })
  afterAll(async () => {
    await t?.close()
    await database?.close()
  })

  test("the spec (or the repository's copy of its §7) is found, and the copy is current", () => {
    if (!specFile)
      throw new Error(
        `SPEC.md not found (looked for $SPEC_PATH=${process.env.SPEC_PATH ?? '(unset)'} and shared/SPEC.md in ${ROOT} and its parents) and no ${COPY}. ` +
          'Set SPEC_PATH to the spec, or SPEC_COMPLETENESS=skip to skip this check.',
      )
    if (liveSpec) {
      const copy = section7(fs.readFileSync(COPY, 'utf8'))
      if (copy !== section7(fs.readFileSync(liveSpec, 'utf8')))
        throw new Error(`${COPY} differs from §7 of ${liveSpec}: run node scripts/copy-spec-section7.mjs`)
    }
  })

  const read = () => specCalls(fs.readFileSync(specFile!, 'utf8'))

  test('§7 is read as names, and every prose phrase is accounted for', () => {
    if (!specFile) return
    const { calls, prose } = read()
    expect(calls.length).toBeGreaterThan(250) // the reading broke if far fewer names come out
    expect(prose.sort()).toEqual(Object.keys(PROSE).sort())
  })

  test('every §7 name is served or excepted with its reason, and no exception is stale', () => {
    if (!specFile) return
    const { calls } = read()
    const fromProse: SpecCall[] = Object.values(PROSE).flatMap((p) => p.names.map((name) => ({ name, group: 'prose', context: null })))
    const all = [...calls, ...fromProse]
    const inProgress = Object.assign({}, ...Object.values(IN_PROGRESS_THIS_ROUND)) as Record<string, string>
    const excepted: Record<string, string> = { ...inProgress, ...NOT_YET, ...NOT_SERVED }
    const missing = new Set<string>()
    const served = new Set<string>()
    for (const call of all) (pathsOf(call, paths).length ? served : missing).add(callKey(call))

    const unexplained = [...missing].filter((k) => !(k in excepted))
    const stale = Object.keys(excepted).filter((k) => !missing.has(k))
    const count = (list: Record<string, string>) => Object.keys(list).length
    console.log(
      [
        `SPEC §7: ${all.length} names read (${new Set(all.map(callKey)).size} distinct); served ${served.size}, not served ${missing.size}`,
        `  exceptions: in progress this round ${count(inProgress)} (${Object.entries(IN_PROGRESS_THIS_ROUND)
          .map(([g, l]) => `${g} ${count(l)}`)
          .join(', ')}), not yet (issue 18) ${count(NOT_YET)}, not served for good ${count(NOT_SERVED)}`,
      ].join('\n'),
    )
    expect({ unexplained, stale }).toEqual({ unexplained: [], stale: [] })
  })
})
