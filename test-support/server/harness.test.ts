/** The server test harness itself (./index.ts): a fresh database per call, loaded from the cached template. */
import fs from 'node:fs'
import { createTestDatabase, templatePath, workerReused } from '.'

test('harness: a fresh database is loaded from the cached template', async () => {
  const started = Date.now()
  const a = await createTestDatabase()
  const loadMs = Date.now() - started
  if (!process.env.TEST_DATABASE_URL) expect(fs.existsSync(templatePath())).toBe(true)
  const hospitals = await a.db.selectFrom('hospital').select('id').where('id', 'in', [6, 7, 8]).orderBy('id').execute()
  expect(hospitals.map((h) => h.id)).toEqual([6, 7, 8])
  const migrations = await a.db
    .selectFrom('kysely_migration' as any)
    .select('name' as any)
    .execute()
  expect(migrations.length).toBeGreaterThan(0)
  await a.close()
  expect(a.closed).toBe(true)
  console.log(`fresh test database loaded in ${loadMs} ms (worker ${workerReused ? 'reused' : 'started'} by this file)`)
})
