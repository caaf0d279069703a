/**
 * The exam person's form (/checkup/medical-user-info): the package's rule form (SPEC §3, §5) for one of
 * the caller's persons. Identity fields (13 name, 14 ID number, 15 phone, 16 sex, 17 marital status)
 * are the person's own (server/modules/person: §5 ID-number rules, consent for the number); the other
 * answers (过敏史 ...) are health data, stored only while the person's separate consent stands
 * (pe_person_consent; every grant and withdrawal in the consent module's log; withdrawing deletes the
 * stored answers). Every person is the caller's (404 otherwise); answers are never logged.
 */
import type { FastifyInstance } from 'fastify'
import type { PersonFormRes, SavePersonFormReq, WithdrawPersonConsentRes } from '../../../contract/exam'
import type { RuleField } from '../../../contract/browse'
import { badRequest } from '../../lib/errors'
import { fmtReq } from '../../lib/time'
import { validateRuleForm } from '../../../src/domain/validation'
import { maskPhone } from '../../../src/domain/mask'
import { CHECKUP_MSG } from '../../../src/domain/messages/checkup'
import { decryptIdNumber, personAge, requirePerson } from '../person'
import { requirePackage, ruleForm } from '../exam'
import { registerUserDataDeleter } from '../user'
import { logConsent } from '../consent'

// an account's deletion takes its exam-person forms and consents (the log goes with the consent module's); roster entries and cards it
// verified or booked with are released (their appointments go with the account's appointments)
registerUserDataDeleter('checkup_person_forms', async (trx, user) => {
  await trx.deleteFrom('pe_person_form').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('pe_person_consent').where('user_id', '=', user.id).execute()
  await trx
    .updateTable('pe_group_roster')
    .set({ verified_user_id: null, verified_person_id: null })
    .where('verified_user_id', '=', user.id)
    .execute()
  await trx.updateTable('pe_card').set({ bound_user_id: null }).where('bound_user_id', '=', user.id).execute()
})

/** the identity fields, filled from the person */
const IDENTITY_FIELDS = new Set([13, 14, 15, 16, 17])

type Db = FastifyInstance['deps']['db']

async function consentOf(db: Db, personId: number) {
  return db.selectFrom('pe_person_consent').select('consent_at').where('person_id', '=', personId).executeTakeFirst()
}

export async function personForm(
  app: FastifyInstance,
  userId: number,
  hospitalId: number,
  q: { packageId: number; personId: number },
): Promise<PersonFormRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const person = await requirePerson(db, userId, q.personId)
  const pkg = await requirePackage(app, db, hospitalId, { packageId: q.packageId })
  const consent = await consentOf(db, person.id)
  const stored = consent
    ? await db
        .selectFrom('pe_person_form')
        .select('answers')
        .where('person_id', '=', person.id)
        .where('package_id', '=', pkg.id)
        .executeTakeFirst()
    : undefined
  const answers = (stored?.answers ?? []) as unknown as Array<{ fieldId: number; value: string }>
  const rules = (pkg.rule_fields ?? []) as unknown as RuleField[]
  const form = ruleForm(rules, person, person.id_number_masked, answers)
  return {
    packageId: pkg.id,
    packageName: pkg.goods_name,
    person: {
      id: person.id,
      name: person.name,
      idNumber: person.id_number_masked,
      phone: maskPhone(person.phone),
      sexStr: person.sex === 1 ? '男' : '女',
      age: personAge(person, now),
      maritalStatusStr: person.marital_status === 1 ? '已婚' : '未婚',
    },
    consent: !!consent,
    consentTime: consent ? fmtReq(consent.consent_at) : null,
    fields: form.fields.map((f) => ({
      ...f,
      value: Number(f.fieldId) === 15 ? maskPhone(String(f.value ?? '')) : String(f.value ?? ''),
    })),
  }
}

export async function savePersonForm(app: FastifyInstance, userId: number, hospitalId: number, b: SavePersonFormReq) {
  const db = app.deps.db
  const now = app.deps.now()
  const person = await requirePerson(db, userId, b.personId)
  const pkg = await requirePackage(app, db, hospitalId, { packageId: b.packageId })
  const given = b.filedInfo.filter((f) => !IDENTITY_FIELDS.has(Number(f.fieldId)))
  // the whole form, identity from the person (the real ID number, so §5 rules apply to it)
  const rules = (pkg.rule_fields ?? []) as unknown as RuleField[]
  const form = ruleForm(rules, person, decryptIdNumber(app.deps.secret, person.id_number_enc), given)
  const formError = validateRuleForm(form.fields)
  if (formError) throw badRequest(formError)
  const answers = form.stored.filter((f) => !IDENTITY_FIELDS.has(f.fieldId))
  await db.transaction().execute(async (trx) => {
    const had = await trx
      .selectFrom('pe_person_consent')
      .select('person_id')
      .where('person_id', '=', person.id)
      .forUpdate()
      .executeTakeFirst()
    if (!had) {
      if (b.consent !== true) throw badRequest(CHECKUP_MSG.FORM_CONSENT_REQUIRED)
      await trx.insertInto('pe_person_consent').values({ person_id: person.id, user_id: userId, consent_at: now }).execute()
      await logConsent(trx, userId, { subject: 'person', subjectId: person.id, purpose: 'exam_form', action: 'grant', at: now })
    }
    await trx
      .insertInto('pe_person_form')
      .values({ user_id: userId, person_id: person.id, package_id: pkg.id, answers: JSON.stringify(answers), updated_at: now })
      .onConflict((oc) => oc.columns(['person_id', 'package_id']).doUpdateSet({ answers: JSON.stringify(answers), updated_at: now }))
      .execute()
  })
  return personForm(app, userId, hospitalId, { packageId: pkg.id, personId: person.id })
}

export async function withdrawPersonConsent(app: FastifyInstance, userId: number, personId: number): Promise<WithdrawPersonConsentRes> {
  const db = app.deps.db
  const now = app.deps.now()
  const person = await requirePerson(db, userId, personId)
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('pe_person_consent').where('person_id', '=', person.id).returning('person_id').executeTakeFirst()
    const forms = await trx.deleteFrom('pe_person_form').where('person_id', '=', person.id).returning('id').execute()
    if (gone) await logConsent(trx, userId, { subject: 'person', subjectId: person.id, purpose: 'exam_form', action: 'withdraw', at: now })
    return { withdrawn: !!gone, deletedForms: forms.length }
  })
}
