/**
 * The doctors desk of the staff console (issue 33 item 4), under /staff, permission content:manage, always the
 * session's hospital (server/modules/staff/scope.ts): departments (list, create, rename, order), doctors (search,
 * create, edit: name, title, department, photo, introduction, specialities, famous flag and order, online
 * consultation on / off and its fee in fen, listed / hidden), studios (name, cover, introduction, chronic flag,
 * the team: doctors of the same hospital with their roles, exactly one 负责人; the studio's goods). Drafts are
 * checked by src/domain/staff/people.ts (400 with the catalogue's message); a department, member doctor or goods
 * that is not the hospital's is a 404. Every write is audited in its transaction. The patient's reads follow at
 * their next GET: the read cache is invalidated by the tables' NOTIFY trigger.
 *
 * Hiding a doctor (listed false) takes them out of every patient list (search, famous doctors, departments, studio
 * teams) and refuses new consultations; the doctor page by its id still opens and a conversation already open stays
 * answerable, also by a linked staff account (server/modules/chat). Photos and covers are the goods pictures'
 * uploads (STAFF_GOODS_PATHS.imageUpload, table goods_image). Ids of what is created come from the sequence of
 * migration 1460.
 */
import { sql, type Selectable } from 'kysely'
import { Envelope } from '../../../contract/lib'
import {
  STAFF_PEOPLE_PATHS,
  StaffDepartmentListRes,
  StaffDepartmentOrderReq,
  StaffDepartmentSaveReq,
  StaffDoctor,
  StaffDoctorListRes,
  StaffDoctorQuery,
  StaffDoctorSaveReq,
  StaffPeopleIdQuery,
  StaffStudio,
  StaffStudioListRes,
  StaffStudioSaveReq,
  type StaffDepartmentListRes as DepartmentListRes,
} from '../../../contract/staffPeople'
import * as M from '../../../src/domain/messages/staffPeople'
import { checkDepartmentDraft, checkDoctorDraft, checkStudioDraft, joinSpecialities } from '../../../src/domain/staff/people'
import type { DB } from '../../lib/db/schema'
import { asset } from '../../lib/assets'
import { badRequest, notFound, ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { staffScope, type ScopedDb } from '../staff'
import { isReorderOf } from '../../lib/reorder'
import { isOwnUpload } from '../catalog/images'
import { specialitiesOf } from './service'

type App = Parameters<TypedRoutePlugin>[0]
type DoctorRow = Selectable<DB['doctor']>
type StudioRow = Selectable<DB['studio']>
const rel = (p: string) => p.slice('/staff'.length)
const likeOf = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** a new id of the console's sequence (migration 1460) */
async function nextId(db: ScopedDb): Promise<number> {
  const r = await sql<{ id: string }>`select nextval('people_console_id_seq') as id`.execute(db.unscoped)
  return Number(r.rows[0].id)
}

/** a picture of a save: one uploaded by this hospital, or the object's own stored one; else 400 */
async function checkImage(db: ScopedDb, path: string, kept: string | null): Promise<string> {
  const p = path.trim()
  if (kept !== null && p === kept) return p
  if (!(await isOwnUpload(db, p))) throw badRequest(M.PEOPLE_IMAGE_UNKNOWN)
  return p
}

async function ownDepartment(db: ScopedDb, id: number) {
  const d = await db.selectFrom('department').selectAll().where('id', '=', id).executeTakeFirst()
  if (!d) throw notFound(M.PEOPLE_DEPARTMENT_NOT_FOUND)
  return d
}

async function ownDoctor(db: ScopedDb, id: number, lock = false): Promise<DoctorRow> {
  let q = db.selectFrom('doctor').selectAll().where('id', '=', id)
  if (lock) q = q.forUpdate()
  const d = (await q.executeTakeFirst()) as DoctorRow | undefined
  if (!d) throw notFound(M.PEOPLE_DOCTOR_NOT_FOUND)
  return d
}

async function ownStudio(db: ScopedDb, id: number, lock = false): Promise<StudioRow> {
  let q = db.selectFrom('studio').selectAll().where('id', '=', id)
  if (lock) q = q.forUpdate()
  const s = (await q.executeTakeFirst()) as StudioRow | undefined
  if (!s) throw notFound(M.PEOPLE_STUDIO_NOT_FOUND)
  return s
}

const titlesOf = (db: ScopedDb) =>
  db.unscoped
    .selectFrom('dict_item')
    .select(['value', 'label'])
    .where('dict_code', '=', 'doctor_title')
    .orderBy('sort')
    .orderBy('id')
    .execute()

async function departmentList(db: ScopedDb): Promise<DepartmentListRes> {
  const [rows, doctors, studios, titles] = await Promise.all([
    db.selectFrom('department').selectAll().orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('doctor')
      .select((eb) => ['department_id', eb.fn.countAll<string>().as('n')])
      .groupBy('department_id')
      .execute() as Promise<Array<{ department_id: number; n: string }>>,
    db
      .selectFrom('studio')
      .select((eb) => ['department_id', eb.fn.countAll<string>().as('n')])
      .groupBy('department_id')
      .execute() as Promise<Array<{ department_id: number; n: string }>>,
    titlesOf(db),
  ])
  const count = (xs: Array<{ department_id: number; n: string }>, id: number) => Number(xs.find((x) => x.department_id === id)?.n ?? 0)
  return {
    list: rows.map((d) => ({
      id: d.id,
      departmentName: d.department_name,
      intro: d.intro,
      sort: d.sort,
      doctorCount: count(doctors, d.id),
      studioCount: count(studios, d.id),
    })),
    titles,
  }
}

async function doctorViews(app: App, db: ScopedDb, rows: DoctorRow[]): Promise<StaffDoctor[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [deps, titles, accounts, convs] = await Promise.all([
    db.selectFrom('department').select(['id', 'department_name']).execute(),
    titlesOf(db),
    db.selectFrom('staff_account').select('doctor_id').where('doctor_id', 'in', ids).where('disabled', '=', false).execute(),
    db
      .selectFrom('chat_conversation')
      .select((eb) => ['doctor_id', eb.fn.countAll<string>().as('n')])
      .where('kind', '=', 'consult')
      .where('type', '=', 1)
      .where('doctor_id', 'in', ids)
      .where('resolved_at', 'is', null)
      .groupBy('doctor_id')
      .execute() as Promise<Array<{ doctor_id: number; n: string }>>,
  ])
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    titleCode: d.title_code,
    titleName: titles.find((t) => t.value === d.title_code)?.label ?? '',
    departmentId: d.department_id,
    departmentName: deps.find((x) => x.id === d.department_id)?.department_name ?? '',
    avatar: d.avatar_path,
    avatarUrl: asset(app, d.avatar_path),
    intro: d.intro,
    specialities: specialitiesOf(d.good_at),
    famous: d.famous,
    famousSort: d.famous_sort,
    sort: d.sort,
    consultOpen: d.consult_open,
    consultFeeFen: d.consult_price_cents,
    listed: d.listed,
    linkedAccount: accounts.some((a) => a.doctor_id === d.id),
    openConversations: Number(convs.find((c) => c.doctor_id === d.id)?.n ?? 0),
  }))
}

async function studioViews(app: App, db: ScopedDb, rows: StudioRow[]): Promise<StaffStudio[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [deps, members, goods] = await Promise.all([
    db.selectFrom('department').select(['id', 'department_name']).execute(),
    db
      .selectFrom('doctor')
      .innerJoin('studio_member as m', 'm.doctor_id', 'doctor.id')
      .select(['m.studio_id', 'm.role', 'm.sort', 'doctor.id', 'doctor.name', 'doctor.listed'])
      .where('m.studio_id', 'in', ids)
      .orderBy('m.sort')
      .orderBy('doctor.id')
      .execute(),
    db
      .selectFrom('goods')
      .innerJoin('studio_goods as sg', 'sg.goods_id', 'goods.id')
      .select(['sg.studio_id', 'goods.id', 'goods.goods_name', 'goods.status'])
      .where('sg.studio_id', 'in', ids)
      .orderBy('sg.sort')
      .orderBy('goods.id')
      .execute(),
  ])
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    great: s.great,
    departmentId: s.department_id,
    departmentName: deps.find((d) => d.id === s.department_id)?.department_name ?? '',
    cover: s.head_img_path,
    coverUrl: asset(app, s.head_img_path),
    intro: s.intro,
    chronic: s.chronic,
    sort: s.sort,
    members: members
      .filter((m) => m.studio_id === s.id)
      .map((m) => ({ doctorId: m.id, doctorName: m.name, role: m.role, listed: m.listed })),
    goods: goods.filter((g) => g.studio_id === s.id).map((g) => ({ goodsId: g.id, goodsName: g.goods_name, listed: g.status === 1 })),
  }))
}

export const staffPeopleRoutes: TypedRoutePlugin = async (app) => {
  const access = { staff: { permission: 'content:manage' as const } }

  // ---------------------------------------------------------------- departments
  app.get(
    rel(STAFF_PEOPLE_PATHS.departments),
    { schema: { response: { 200: Envelope(StaffDepartmentListRes) } }, config: access },
    async (req) => ok(await departmentList(staffScope(req))),
  )

  app.post(
    rel(STAFF_PEOPLE_PATHS.departmentSave),
    { schema: { body: StaffDepartmentSaveReq, response: { 200: Envelope(StaffDepartmentListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const problem = checkDepartmentDraft(b)
      if (problem) throw badRequest(problem)
      const name = b.departmentName.trim()
      await scope.write(
        { action: b.id ? 'department.update' : 'department.create', objectType: 'department', objectId: b.id },
        async (tx, audit) => {
          if (b.id) {
            const d = await ownDepartment(tx, b.id)
            const intro = b.intro ?? d.intro
            await tx.updateTable('department').set({ department_name: name, intro }).where('id', '=', d.id).execute()
            audit.changes = { departmentName: [d.department_name, name], intro: d.intro === intro ? undefined : 'changed' }
            return
          }
          const last = await tx
            .selectFrom('department')
            .select((eb) => eb.fn.max('sort').as('m'))
            .executeTakeFirst()
          const id = await nextId(tx)
          await tx.unscoped
            .insertInto('department')
            .values({
              id,
              hospital_id: tx.hospitalId,
              department_name: name,
              icon_path: '',
              intro: b.intro ?? '',
              sort: Number((last as { m: number | null } | undefined)?.m ?? 0) + 1,
            })
            .execute()
          audit.objectId = id
          audit.changes = { departmentName: name }
        },
      )
      return ok(await departmentList(scope))
    },
  )

  app.post(
    rel(STAFF_PEOPLE_PATHS.departmentOrder),
    { schema: { body: StaffDepartmentOrderReq, response: { 200: Envelope(StaffDepartmentListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const { ids } = req.body
      await scope.write({ action: 'department.order', objectType: 'department' }, async (tx, audit) => {
        const all = await tx.selectFrom('department').select('id').execute()
        const want = new Set(all.map((d) => d.id))
        if (ids.some((id) => !want.has(id))) throw notFound(M.PEOPLE_DEPARTMENT_NOT_FOUND)
        if (!isReorderOf(ids, [...want])) throw badRequest(M.PEOPLE_DEPARTMENT_ORDER_INVALID)
        for (const [i, id] of ids.entries())
          await tx
            .updateTable('department')
            .set({ sort: i + 1 })
            .where('id', '=', id)
            .execute()
        audit.changes = { order: ids }
      })
      return ok(await departmentList(scope))
    },
  )

  // ---------------------------------------------------------------- doctors
  app.get(
    rel(STAFF_PEOPLE_PATHS.doctors),
    { schema: { querystring: StaffDoctorQuery, response: { 200: Envelope(StaffDoctorListRes) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const q = req.query
      const pageSize = q.pageSize ?? 20
      let base = scope.selectFrom('doctor')
      const kw = q.keyword?.trim()
      if (kw) {
        const like = likeOf(kw)
        base = base.where((eb) => eb.or([eb('doctor.name', 'ilike', like), eb('doctor.good_at', 'ilike', like)]))
      }
      if (q.departmentId !== undefined) base = base.where('doctor.department_id', '=', q.departmentId)
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('doctor.sort')
          .orderBy('doctor.id')
          .limit(pageSize)
          .offset(((q.pageNum ?? 1) - 1) * pageSize)
          .execute() as Promise<DoctorRow[]>,
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow() as Promise<{ n: string }>,
      ])
      return ok({ list: await doctorViews(app, scope, rows), total: Number(count.n) })
    },
  )

  app.get(
    rel(STAFF_PEOPLE_PATHS.doctorDetail),
    { schema: { querystring: StaffPeopleIdQuery, response: { 200: Envelope(StaffDoctor) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      return ok((await doctorViews(app, scope, [await ownDoctor(scope, req.query.id)]))[0])
    },
  )

  app.post(
    rel(STAFF_PEOPLE_PATHS.doctorSave),
    { schema: { body: StaffDoctorSaveReq, response: { 200: Envelope(StaffDoctor) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const problem = checkDoctorDraft(b)
      if (problem) throw badRequest(problem)
      const title = await scope.unscoped
        .selectFrom('dict_item')
        .select('value')
        .where('dict_code', '=', 'doctor_title')
        .where('value', '=', b.titleCode)
        .executeTakeFirst()
      if (!title) throw badRequest(M.PEOPLE_DOCTOR_TITLE_INVALID)
      const id = await scope.write(
        { action: b.id ? 'doctor.update' : 'doctor.create', objectType: 'doctor', objectId: b.id },
        async (tx, audit) => {
          const existing = b.id ? await ownDoctor(tx, b.id, true) : null
          await ownDepartment(tx, b.departmentId)
          const fields = {
            name: b.name.trim(),
            title_code: b.titleCode,
            department_id: b.departmentId,
            avatar_path: await checkImage(tx, b.avatar, existing?.avatar_path ?? null),
            intro: (b.intro ?? '').trim(),
            good_at: joinSpecialities(b.specialities),
            famous: b.famous,
            famous_sort: b.famousSort ?? existing?.famous_sort ?? 0,
            sort: b.sort ?? existing?.sort ?? 0,
            consult_open: b.consultOpen,
            consult_price_cents: b.consultFeeFen,
            listed: b.listed,
          }
          if (!existing) {
            const doctorId = await nextId(tx)
            await tx.unscoped
              .insertInto('doctor')
              .values({ ...fields, id: doctorId, hospital_id: tx.hospitalId })
              .execute()
            audit.objectId = doctorId
            audit.changes = { name: fields.name, departmentId: b.departmentId, famous: b.famous, listed: b.listed }
            return doctorId
          }
          await tx.updateTable('doctor').set(fields).where('id', '=', existing.id).execute()
          const diff: Record<string, [unknown, unknown]> = {}
          const before: Record<string, unknown> = existing
          for (const [k, v] of Object.entries(fields)) if (before[k] !== v) diff[k] = [before[k], v]
          // the texts' changes are noted, not copied
          for (const k of ['intro', 'good_at', 'avatar_path']) if (diff[k]) diff[k] = ['changed', 'changed']
          audit.changes = diff
          return existing.id
        },
      )
      return ok((await doctorViews(app, scope, [await ownDoctor(scope, id)]))[0])
    },
  )

  // ---------------------------------------------------------------- studios
  app.get(rel(STAFF_PEOPLE_PATHS.studios), { schema: { response: { 200: Envelope(StaffStudioListRes) } }, config: access }, async (req) => {
    const scope = staffScope(req)
    const rows = (await scope.selectFrom('studio').selectAll().orderBy('sort').orderBy('id').execute()) as StudioRow[]
    return ok({ list: await studioViews(app, scope, rows) })
  })

  app.get(
    rel(STAFF_PEOPLE_PATHS.studioDetail),
    { schema: { querystring: StaffPeopleIdQuery, response: { 200: Envelope(StaffStudio) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      return ok((await studioViews(app, scope, [await ownStudio(scope, req.query.id)]))[0])
    },
  )

  app.post(
    rel(STAFF_PEOPLE_PATHS.studioSave),
    { schema: { body: StaffStudioSaveReq, response: { 200: Envelope(StaffStudio) } }, config: access },
    async (req) => {
      const scope = staffScope(req)
      const b = req.body
      const problem = checkStudioDraft(b)
      if (problem) throw badRequest(problem)
      const id = await scope.write(
        { action: b.id ? 'studio.update' : 'studio.create', objectType: 'studio', objectId: b.id },
        async (tx, audit) => {
          const existing = b.id ? await ownStudio(tx, b.id, true) : null
          await ownDepartment(tx, b.departmentId)
          const doctorIds = b.members.map((m) => m.doctorId)
          const doctors = doctorIds.length ? await tx.selectFrom('doctor').select('id').where('id', 'in', doctorIds).execute() : []
          if (doctors.length !== doctorIds.length) throw notFound(M.PEOPLE_STUDIO_MEMBER_NOT_FOUND)
          const goodsIds = [...new Set(b.goodsIds)]
          const goods = goodsIds.length ? await tx.selectFrom('goods').select('id').where('id', 'in', goodsIds).execute() : []
          if (goods.length !== goodsIds.length) throw notFound(M.PEOPLE_STUDIO_GOODS_NOT_FOUND)
          const fields = {
            name: b.name.trim(),
            great: (b.great ?? '').trim(),
            department_id: b.departmentId,
            head_img_path: await checkImage(tx, b.cover, existing?.head_img_path ?? null),
            intro: (b.intro ?? '').trim(),
            chronic: b.chronic,
            member_num: b.members.length,
            sort: b.sort ?? existing?.sort ?? 0,
          }
          let studioId: number
          if (existing) {
            studioId = existing.id
            await tx.updateTable('studio').set(fields).where('id', '=', studioId).execute()
            await tx.unscoped.deleteFrom('studio_member').where('studio_id', '=', studioId).execute()
            await tx.unscoped.deleteFrom('studio_goods').where('studio_id', '=', studioId).execute()
          } else {
            studioId = await nextId(tx)
            await tx.unscoped
              .insertInto('studio')
              .values({ ...fields, id: studioId, hospital_id: tx.hospitalId })
              .execute()
          }
          if (b.members.length)
            await tx.unscoped
              .insertInto('studio_member')
              .values(b.members.map((m, i) => ({ studio_id: studioId, doctor_id: m.doctorId, role: m.role.trim(), sort: i + 1 })))
              .execute()
          if (goodsIds.length)
            await tx.unscoped
              .insertInto('studio_goods')
              .values(goodsIds.map((g, i) => ({ studio_id: studioId, goods_id: g, sort: i + 1 })))
              .execute()
          audit.objectId = studioId
          audit.changes = {
            name: existing ? [existing.name, fields.name] : fields.name,
            members: b.members.map((m) => [m.doctorId, m.role.trim()]),
            goods: goodsIds,
            chronic: b.chronic,
          }
          return studioId
        },
      )
      return ok((await studioViews(app, scope, [await ownStudio(scope, id)]))[0])
    },
  )
}
