/**
 * /checkup/medical-user-info over HTTP: the package's rule form for a person, identity from the person
 * (masked), answers stored only with the separate health-data consent, withdrawal deletes them, §5
 * messages for bad answers, another user's person is 404, bad input 400.
 */
import { createTestDatabase, type TestApp, createSeededApp, patients } from '../../../test-support/server'
import { idCheckDigit } from '../../../src/domain/validation'
import type { Database } from '../../lib/db'

let database: Database
let t: TestApp
const login = patients(() => ({ database, t }), '135', 'f')
const idOf = (birth: string, seq: string) => `110105${birth}${seq}${idCheckDigit(`110105${birth}${seq}`)}`

beforeAll(async () => {
  database = await createTestDatabase()
  t = await createSeededApp(database)
})
afterAll(async () => {
  await t.close()
  await database.close()
})

/** a package of hospital 6 whose rule form has a non-identity field (过敏史) */
async function packageWithForm(): Promise<{ packageId: number; extra: { fieldId: number; showName: string } }> {
  const list = (await t.get('/intserv/pe/queryPackageList', { query: { pageSize: 50 } })).body.data.list as Array<{ packageId: number }>
  for (const p of list) {
    const d = (await t.get('/intserv/pe/queryPackage', { query: { packageId: p.packageId } })).body.data
    const extra = d.ruleFieldRelList.find((f: { fieldId: number }) => f.fieldId > 17)
    if (extra && d.ruleFieldRelList.some((f: { fieldId: number }) => f.fieldId === 14)) return { packageId: p.packageId, extra }
  }
  throw new Error('no package with a rule form')
}

test('the form: identity masked from the person, answers stored only with consent, withdrawal deletes them; owner only', async () => {
  const u = await login()
  const other = await login()
  const { packageId, extra } = await packageWithForm()
  const idNumber = idOf('19850315', '001')
  const person = await t.post(
    '/intserv/pe/addPePerson',
    { name: '张三', idNumber, phone: '13912345678', maritalStatus: 1, consent: true },
    { token: u.token },
  )
  expect(person.status).toBe(200)
  const personId = person.body.data.id as number

  let r = await t.get('/intserv/pe/personForm', { token: u.token, query: { packageId, personId } })
  expect(r.status).toBe(200)
  expect(r.body.data).toMatchObject({ consent: false, consentTime: null })
  expect(r.body.data.person.idNumber).toBe('110***********' + idNumber.slice(-4))
  expect(r.body.data.person.phone).toBe('139****5678')
  expect(r.raw).not.toContain(idNumber)
  expect(r.raw).not.toContain('13912345678')
  expect(r.body.data.fields.find((f: { fieldId: number }) => f.fieldId === 16).value).toBe('男')

  const answer = { fieldId: extra.fieldId, showName: extra.showName, value: '青霉素过敏' }
  // without consent nothing is stored
  r = await t.post('/intserv/pe/savePersonForm', { packageId, personId, filedInfo: [answer] }, { token: u.token })
  expect(r.status).toBe(400)
  expect(r.body.msg).toBe('请先阅读并同意《健康信息授权》，同意后才会保存体检问卷')
  expect(await database.db.selectFrom('pe_person_form').select('id').where('person_id', '=', personId).execute()).toEqual([])
  // with consent: stored; identity values sent by the client are ignored
  r = await t.post(
    '/intserv/pe/savePersonForm',
    { packageId, personId, consent: true, filedInfo: [answer, { fieldId: 13, value: '李四' }] },
    { token: u.token },
  )
  expect(r.status).toBe(200)
  expect(r.body.data.consent).toBe(true)
  expect(r.body.data.fields.find((f: { fieldId: number }) => f.fieldId === extra.fieldId).value).toBe('青霉素过敏')
  expect(r.body.data.fields.find((f: { fieldId: number }) => f.fieldId === 13).value).toBe('张三')
  // the consent stands: a later save needs no new consent
  r = await t.post('/intserv/pe/savePersonForm', { packageId, personId, filedInfo: [{ ...answer, value: '无' }] }, { token: u.token })
  expect(r.status).toBe(200)

  // another user: 404 on read, save and withdraw
  expect((await t.get('/intserv/pe/personForm', { token: other.token, query: { packageId, personId } })).status).toBe(404)
  expect(
    (await t.post('/intserv/pe/savePersonForm', { packageId, personId, consent: true, filedInfo: [answer] }, { token: other.token }))
      .status,
  ).toBe(404)
  expect((await t.post('/intserv/pe/withdrawPersonConsent', { personId }, { token: other.token })).status).toBe(404)

  // bad input: 400 with a clear message
  const bad = await t.post('/intserv/pe/savePersonForm', { packageId: 'x', personId, filedInfo: [] }, { token: u.token })
  expect(bad.status).toBe(400)
  expect(bad.body.msg).toMatch(/packageId/)
  expect((await t.get('/intserv/pe/personForm', { token: u.token, query: { packageId: 999999, personId } })).status).toBe(404)
  expect((await t.get('/intserv/pe/personForm', { query: { packageId, personId } })).status).toBe(401)

  // withdrawal deletes the answers and is logged
  r = await t.post('/intserv/pe/withdrawPersonConsent', { personId }, { token: u.token })
  expect(r.body.data).toEqual({ withdrawn: true, deletedForms: 1 })
  r = await t.get('/intserv/pe/personForm', { token: u.token, query: { packageId, personId } })
  expect(r.body.data.consent).toBe(false)
  expect(r.body.data.fields.find((f: { fieldId: number }) => f.fieldId === extra.fieldId).value).toBe('')
  const log = await database.db
    .selectFrom('consent_log')
    .select(['purpose', 'action'])
    .where('subject', '=', 'person')
    .where('subject_id', '=', personId)
    .orderBy('id')
    .execute()
  // the ID number's consent when the person was added, then the form's grant and withdrawal
  expect(log).toEqual([
    { purpose: 'id_number', action: 'grant' },
    { purpose: 'exam_form', action: 'grant' },
    { purpose: 'exam_form', action: 'withdraw' },
  ])
})
