/**
 * The hospital landings of the staff console (issue 33 item 4), under /staff/landings (permission content:manage;
 * the hospital is the session's): every landing key with its published config and its draft; saving a key's draft,
 * checked by the rules the landing route reads it with (a key of src/domain/landing.ts, goods of this hospital on
 * sale, the intro through the article sanitizer); publishing the draft as the landing patients see. Audited.
 */
import type { Selectable } from 'kysely'
import { Envelope } from '../../../contract/lib'
import {
  LANDING_STAFF_PATHS,
  StaffLanding,
  StaffLandingDraftReq,
  StaffLandingListRes,
  StaffLandingPublishReq,
  type StaffLandingConfig,
} from '../../../contract/legal'
import { LANDING_KEYS, LANDING_ROUTES, isLandingKey, type LandingKey } from '../../../src/domain/landing'
import { LANDING_KEY_INVALID } from '../../../src/domain/messages/landing'
import * as M from '../../../src/domain/messages/legal'
import type { LandingPageTable } from '../../lib/db/tables/landing'
import { badRequest, conflict, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { fmt, fmtReq } from '../../lib/time'
import { goodsByIds } from '../catalog'
import { sanitizeArticle } from '../page-builder'
import { staffScope, type ScopedDb } from '../staff'

const rel = (p: string) => p.slice('/staff'.length)

function configOf(r: Selectable<LandingPageTable>): StaffLandingConfig {
  return {
    title: r.title,
    subtitle: r.subtitle,
    bannerPath: r.banner_path,
    introHtml: r.intro_html,
    sections: r.sections,
    steps: r.steps,
    notices: r.notices,
    contact: r.contact,
    faqs: r.faqs,
  }
}

/** the config as it will be kept, or a 400 with the first reason the landing could not be shown as written */
async function checked(db: ScopedDb, c: StaffLandingConfig): Promise<StaffLandingConfig> {
  const title = c.title.trim()
  if (!title) throw badRequest(M.LANDING_TITLE_REQUIRED)
  const bannerPath = c.bannerPath.trim()
  if (bannerPath && !/^\/assets\/[\w./-]+$/.test(bannerPath) && !/^https:\/\/[^\s]+$/.test(bannerPath))
    throw badRequest(M.LANDING_BANNER_INVALID)
  if (c.contact && c.contact.phone.trim() && !/^[\d\s()+-]{5,20}$/.test(c.contact.phone.trim())) throw badRequest(M.LANDING_PHONE_INVALID)
  const ids = [...new Set(c.sections.flatMap((s) => s.goodsIds))]
  const onSale = new Set((await goodsByIds(db.unscoped, db.hospitalId, ids)).map((g) => g.id))
  const unknown = ids.filter((id) => !onSale.has(id))
  if (unknown.length) throw badRequest(M.landingGoodsUnknown(unknown))
  const text = (s: string) => s.trim()
  return {
    title,
    subtitle: text(c.subtitle),
    bannerPath,
    introHtml: sanitizeArticle(c.introHtml),
    sections: c.sections.map((s) => ({ title: text(s.title), note: text(s.note), goodsIds: s.goodsIds })),
    steps: c.steps.map(text).filter(Boolean),
    notices: c.notices.map(text).filter(Boolean),
    contact: c.contact,
    faqs: c.faqs.filter((f) => f.question.trim()),
  }
}

async function landingsOf(db: ScopedDb, only?: LandingKey): Promise<StaffLanding[]> {
  const keys = only ? [only] : LANDING_KEYS
  const [pages, drafts] = await Promise.all([
    db.selectFrom('landing_page').selectAll().where('landing_key', 'in', keys).execute(),
    db.selectFrom('landing_draft').selectAll().where('landing_key', 'in', keys).execute(),
  ])
  const staffIds = [...new Set(drafts.map((d) => d.updated_by))]
  const names = new Map(
    staffIds.length
      ? (await db.selectFrom('staff_account').select(['id', 'username']).where('id', 'in', staffIds).execute()).map((r) => [
          r.id,
          r.username,
        ])
      : [],
  )
  return keys.map((key) => {
    const page = pages.find((p) => p.landing_key === key) as Selectable<LandingPageTable> | undefined
    const draft = drafts.find((d) => d.landing_key === key)
    return {
      key,
      paths: [...LANDING_ROUTES[key]],
      published: page ? configOf(page) : null,
      publishedAt: page ? fmt(page.updated_at) : null,
      draft: draft ? draft.config : null,
      draftUpdatedBy: draft ? (names.get(draft.updated_by) ?? '') : '',
      draftUpdatedAt: draft ? fmt(draft.updated_at) : null,
    }
  })
}

function keyOf(key: string): LandingKey {
  if (!isLandingKey(key)) throw badRequest(LANDING_KEY_INVALID)
  return key
}

export const staffLandingRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    rel(LANDING_STAFF_PATHS.list),
    { schema: { response: { 200: Envelope(StaffLandingListRes) } }, config: { staff: { permission: 'content:manage' } } },
    async (req) => ok({ list: await landingsOf(staffScope(req)) }),
  )

  app.post(
    rel(LANDING_STAFF_PATHS.draft),
    {
      schema: { body: StaffLandingDraftReq, response: { 200: Envelope(StaffLanding) } },
      config: { staff: { permission: 'content:manage' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const key = keyOf(req.body.key)
      const config = await checked(scope, req.body.config)
      await scope.write({ action: 'landing.draft', objectType: 'landing', objectId: key }, async (tx, audit) => {
        const values = { config: JSON.stringify(config), updated_by: scope.staff.staffId, updated_at: scope.now }
        await tx.unscoped
          .insertInto('landing_draft')
          .values({ hospital_id: scope.hospitalId, landing_key: key, ...values })
          .onConflict((oc) => oc.columns(['hospital_id', 'landing_key']).doUpdateSet(values))
          .execute()
        audit.changes = { title: config.title, sections: config.sections.length, goods: config.sections.flatMap((s) => s.goodsIds) }
      })
      return ok((await landingsOf(scope, key))[0])
    },
  )

  app.post(
    rel(LANDING_STAFF_PATHS.publish),
    {
      schema: { body: StaffLandingPublishReq, response: { 200: Envelope(StaffLanding) } },
      config: { staff: { permission: 'content:manage' } },
    },
    async (req) => {
      const scope = staffScope(req)
      const key = keyOf(req.body.key)
      await scope.write({ action: 'landing.publish', objectType: 'landing', objectId: key }, async (tx, audit) => {
        const draft = await tx.selectFrom('landing_draft').selectAll().where('landing_key', '=', key).forUpdate().executeTakeFirst()
        if (!draft) throw notFound(M.LANDING_DRAFT_NOT_FOUND)
        if (fmtReq(draft.updated_at) !== req.body.updatedAt) throw conflict(M.LANDING_DRAFT_CHANGED)
        // checked again: a goods taken off sale since the draft was saved is not published
        const c = await checked(tx, draft.config)
        const row = {
          title: c.title,
          subtitle: c.subtitle,
          banner_path: c.bannerPath,
          intro_html: c.introHtml,
          sections: JSON.stringify(c.sections),
          steps: JSON.stringify(c.steps),
          notices: JSON.stringify(c.notices),
          contact: c.contact ? JSON.stringify(c.contact) : null,
          faqs: JSON.stringify(c.faqs),
          updated_at: scope.now,
        }
        await tx.unscoped
          .insertInto('landing_page')
          .values({ hospital_id: scope.hospitalId, landing_key: key, ...row })
          .onConflict((oc) => oc.columns(['hospital_id', 'landing_key']).doUpdateSet(row))
          .execute()
        await tx.unscoped.deleteFrom('landing_draft').where('hospital_id', '=', scope.hospitalId).where('landing_key', '=', key).execute()
        audit.changes = { title: c.title, sections: c.sections.length }
      })
      return ok((await landingsOf(scope, key))[0])
    },
  )
}
