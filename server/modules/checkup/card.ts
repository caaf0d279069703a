/**
 * Exam cards (/cardQuery, /checkup/cardQuery): card number + password → the card's package and state
 * (unused, booked, used, expired). Open without login; booking needs login. Wrong passwords are counted
 * in the database per card (ENTRY_MAX_FAILURES, then locked) and per client and business day
 * (CLIENT_MAX_FAILURES; the client is the user when logged in, else the address). A valid unused card
 * books one of the caller's persons on the shared pool without payment; cancelling the booking makes
 * the card usable again.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { CardBookReq, CardInfo, CardQueryReq } from '../../../contract/exam'
import { badRequest } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { businessToday } from '../../../src/domain/time'
import { BOOKING_CHECKED_IN, eligibilityMessage } from '../../../src/domain/checkup'
import { CHECKUP_MSG } from '../../../src/domain/messages/checkup'
import { personAge, requirePerson } from '../person'
import { requirePackage } from '../exam'
import { addClientFailure, bookWithoutOrder, CLIENT_MAX_FAILURES, ENTRY_MAX_FAILURES, freeBooking, lockClientFailures } from './booking'
import { digestMatches } from './digest'

type CardRow = Selectable<DB['pe_card']>
type Q = Kysely<DB> | Transaction<DB>

/**
 * The card behind number + password, checked with the failure caps; throws 400 卡号或密码错误 (counted),
 * 已锁定, 今日核验失败次数过多. Runs the check in its own transaction so a failure is counted even though the
 * request then fails.
 */
async function checkCard(app: FastifyInstance, hospitalId: number, clientKey: string, b: CardQueryReq): Promise<CardRow> {
  const db = app.deps.db
  const today = businessToday(app.deps.now())
  const cardNo = b.cardNo.trim().toUpperCase()
  const outcome = await db.transaction().execute(async (trx) => {
    if ((await lockClientFailures(trx, clientKey, 'card', today)) >= CLIENT_MAX_FAILURES) return { error: CHECKUP_MSG.CLIENT_LOCKED }
    const card = await trx
      .selectFrom('pe_card')
      .selectAll()
      .where('card_no', '=', cardNo)
      .where('hospital_id', '=', hospitalId)
      .forUpdate()
      .executeTakeFirst()
    if (card && card.failed_attempts >= ENTRY_MAX_FAILURES) return { error: CHECKUP_MSG.CARD_LOCKED }
    if (!card || !digestMatches(b.password.trim(), card.password_digest)) {
      await addClientFailure(trx, clientKey, 'card', today)
      if (card)
        await trx
          .updateTable('pe_card')
          .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
          .where('id', '=', card.id)
          .execute()
      return { error: CHECKUP_MSG.CARD_WRONG }
    }
    return { card }
  })
  if ('error' in outcome) throw badRequest(outcome.error!)
  return outcome.card
}

async function cardState(app: FastifyInstance, card: CardRow, db: Q = app.deps.db): Promise<CardInfo['state']> {
  if (card.appointment_id !== null) {
    const a = await db.selectFrom('pe_appointment').select('status').where('id', '=', card.appointment_id).executeTakeFirst()
    if (a?.status === 3 || a?.status === BOOKING_CHECKED_IN) return 'used'
    if (a?.status === 1) return 'booked'
  }
  return card.expires_on < businessToday(app.deps.now()) ? 'expired' : 'unused'
}

async function cardInfo(app: FastifyInstance, hospitalId: number, card: CardRow, userId: number | null): Promise<CardInfo> {
  const pkg = await requirePackage(app, app.deps.db, hospitalId, { packageId: card.package_id })
  const state = await cardState(app, card)
  const booking =
    userId !== null && card.bound_user_id === userId && state !== 'unused'
      ? await freeBooking(app.deps.db, card.appointment_id, app.deps.now())
      : null
  return {
    cardNo: card.card_no,
    state,
    stateText: CHECKUP_MSG.CARD_STATE_TEXT[state],
    packageId: pkg.id,
    packageName: pkg.goods_name,
    price: yuan(pkg.min_price ?? 0),
    expiresOn: card.expires_on,
    booking,
  }
}

export async function queryCard(app: FastifyInstance, hospitalId: number, viewer: { userId: number } | null, ip: string, b: CardQueryReq) {
  const card = await checkCard(app, hospitalId, viewer ? `u:${viewer.userId}` : `ip:${ip}`, b)
  return cardInfo(app, hospitalId, card, viewer?.userId ?? null)
}

export async function bookCard(app: FastifyInstance, userId: number, hospitalId: number, b: CardBookReq): Promise<CardInfo> {
  const db = app.deps.db
  const now = app.deps.now()
  const card = await checkCard(app, hospitalId, `u:${userId}`, b)
  const person = await requirePerson(db, userId, b.personId)
  const pkg = await requirePackage(app, db, hospitalId, { packageId: card.package_id })
  const why = eligibilityMessage(
    { sexLimit: pkg.sex_limit, minAge: pkg.min_age, maxAge: pkg.max_age, requiresSexualHistory: pkg.requires_sexual_history ?? false },
    { sex: person.sex, age: personAge(person, now), maritalStatus: person.marital_status },
  )
  if (why) throw badRequest(why)
  await db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('pe_card').selectAll().where('id', '=', card.id).forUpdate().executeTakeFirstOrThrow()
    const state = await cardState(app, c, trx)
    if (state === 'booked') throw badRequest(CHECKUP_MSG.CARD_BOOKED)
    if (state === 'used') throw badRequest(CHECKUP_MSG.CARD_USED)
    if (state === 'expired') throw badRequest(CHECKUP_MSG.CARD_EXPIRED)
    const appointmentId = await bookWithoutOrder(trx, {
      userId,
      hospitalId,
      pkg,
      personId: person.id,
      date: b.appointedDate,
      time: b.appointedTime,
      now,
    })
    await trx.updateTable('pe_card').set({ appointment_id: appointmentId, bound_user_id: userId }).where('id', '=', c.id).execute()
  })
  const fresh = await db.selectFrom('pe_card').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow()
  return cardInfo(app, hospitalId, fresh, userId)
}
