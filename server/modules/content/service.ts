/**
 * content service: the doctor home, department introductions and doctor search (SPEC §7 Home:
 * doctor/query, his/queryDepartmentList; issue 14 getDoctor by id, getDepartment). Doctors are read
 * within the caller's hospital (another hospital's doctor is a 404).
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { fmtReq } from '../../lib/time'
import { richNodes } from './richtext'
import { distanceMeters, formatDistance, type LatLng } from '../../../src/domain/geo'
import { institutionName } from '../../../src/domain/hospital'
import type {
  DepartmentDetail,
  DoctorDetail,
  HisDepartment,
  HospitalDetail,
  Licence,
  StudioDetail,
  StudioMember,
  ContentCategory,
  ContentDetail,
  ContentItem,
  ContentKind,
  ContentListReq,
  DoctorQueryReq,
  NearHospital,
  VideoDetail,
  VideoItem,
} from '../../../contract/content'
import { notFound } from '../../lib/errors'
import type { Validated } from '../../lib/route-plugin'
import { offsetOf, pageResult } from '../../lib/paging'
import { doctorsView, studiosView, toDepartment } from '../../modules/page-builder'
import { goodsByIds, goodsCards } from '../../modules/catalog'
import * as M from '../../../src/domain/messages'
import { hospitalNotFound } from '../../../src/domain/messages/page'
import { asset } from '../../lib/assets'

/** the specialities of a doctor's "good at" text: one item per 、，,;； separated part */
export const specialitiesOf = (goodAt: string): string[] =>
  goodAt
    .split(/[、，,;；]/)
    .map((s) => s.trim())
    .filter(Boolean)

const likeOf = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** the doctor ids of a department: the doctors whose first department it is and those linked to it */
const doctorIdsOfDepartment = (app: FastifyInstance, departmentId: number) =>
  app.deps.db.selectFrom('doctor_department').select('doctor_id').where('department_id', '=', departmentId)

export type DoctorFilters = Validated<typeof DoctorQueryReq>

/** doctor/query: by id, department (first or linked), keyword (name, speciality or introduction), title, famous */
export async function queryDoctors(app: FastifyInstance, hospitalId: number, f: DoctorFilters) {
  let q = app.deps.db.selectFrom('doctor').where('hospital_id', '=', hospitalId)
  // a hidden doctor (staff console) leaves every list; a lookup by id (a chat's doctor) still finds them
  if (f.doctorId !== undefined) q = q.where('id', '=', f.doctorId)
  else q = q.where('listed', '=', true)
  if (f.departmentId !== undefined) {
    const dep = f.departmentId
    q = q.where((eb) => eb.or([eb('department_id', '=', dep), eb('id', 'in', doctorIdsOfDepartment(app, dep))]))
  }
  if (f.doctorTitle !== undefined) q = q.where('title_code', '=', f.doctorTitle)
  if (f.famous === 1) q = q.where('famous', '=', true)
  const kw = (f.keyword ?? '').trim()
  if (kw) {
    const like = likeOf(kw)
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('good_at', 'ilike', like), eb('intro', 'ilike', like)]))
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
  if (f.doctorId !== undefined && total === 0) throw notFound(M.DOCTOR_NOT_FOUND)
  const rows = await q.selectAll().orderBy('sort').orderBy('id').limit(f.pageSize).offset(offsetOf(f.pageNum, f.pageSize)).execute()
  return pageResult(await doctorsView(app, rows), total, f.pageNum, f.pageSize)
}

/** the doctor home: the doctor of this hospital with every department, studios and service goods */
export async function doctorDetail(app: FastifyInstance, hospitalId: number, doctorId: number): Promise<DoctorDetail> {
  const db = app.deps.db
  const row = await db.selectFrom('doctor').selectAll().where('id', '=', doctorId).where('hospital_id', '=', hospitalId).executeTakeFirst()
  if (!row) throw notFound(M.DOCTOR_NOT_FOUND)
  const [[doctor], links, members, goodsLinks] = await Promise.all([
    doctorsView(app, [row]),
    db
      .selectFrom('doctor_department as dd')
      .innerJoin('department as d', 'd.id', 'dd.department_id')
      .select(['d.id', 'd.department_name'])
      .where('dd.doctor_id', '=', doctorId)
      .where('d.hospital_id', '=', hospitalId)
      .orderBy('dd.sort')
      .orderBy('d.id')
      .execute(),
    db
      .selectFrom('studio_member as m')
      .innerJoin('studio as s', 's.id', 'm.studio_id')
      .selectAll('s')
      .select(['m.role'])
      .where('m.doctor_id', '=', doctorId)
      .where('s.hospital_id', '=', hospitalId)
      .orderBy('s.sort')
      .orderBy('s.id')
      .execute(),
    db.selectFrom('doctor_goods').select('goods_id').where('doctor_id', '=', doctorId).orderBy('sort').orderBy('goods_id').execute(),
  ])
  const departments = [{ id: doctor.departmentId, departmentName: doctor.departmentNames }]
  for (const l of links) if (!departments.some((d) => d.id === l.id)) departments.push({ id: l.id, departmentName: l.department_name })
  const studios = await studiosView(
    app,
    members.map(({ role: _r, ...s }) => s),
  )
  const goodsRows = await goodsByIds(
    db,
    hospitalId,
    goodsLinks.map((g) => g.goods_id),
  )
  return {
    doctor,
    departments,
    specialities: specialitiesOf(row.good_at),
    studios: studios.map((studio, i) => ({ studio, role: members[i].role })),
    goods: await goodsCards(app, goodsRows, hospitalId, app.deps.now()),
  }
}

/** a department of this hospital with its doctors (first or linked department) and studios */
export async function departmentDetail(app: FastifyInstance, hospitalId: number, departmentId: number): Promise<DepartmentDetail> {
  const db = app.deps.db
  const dep = await db
    .selectFrom('department')
    .selectAll()
    .where('id', '=', departmentId)
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirst()
  if (!dep) throw notFound(M.DEPARTMENT_NOT_FOUND)
  const [doctors, studios, hospital] = await Promise.all([
    db
      .selectFrom('doctor')
      .selectAll()
      .where('hospital_id', '=', hospitalId)
      .where('listed', '=', true)
      .where((eb) => eb.or([eb('department_id', '=', departmentId), eb('id', 'in', doctorIdsOfDepartment(app, departmentId))]))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('studio')
      .selectAll()
      .where('hospital_id', '=', hospitalId)
      .where('department_id', '=', departmentId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('hospital').select(['id', 'name']).where('id', '=', hospitalId).executeTakeFirst(),
  ])
  return {
    department: toDepartment(app, dep),
    hospitalId,
    hospitalName: institutionName(hospital?.name ?? ''),
    doctors: await doctorsView(app, doctors),
    studios: await studiosView(app, studios),
  }
}

/** his/queryDepartmentList: the departments of the hospital with how many doctors work in each */
export async function hisDepartments(app: FastifyInstance, hospitalId: number, keyword?: string): Promise<HisDepartment[]> {
  const db = app.deps.db
  let q = db.selectFrom('department').selectAll().where('hospital_id', '=', hospitalId)
  const kw = (keyword ?? '').trim()
  if (kw) q = q.where((eb) => eb.or([eb('department_name', 'ilike', likeOf(kw)), eb('intro', 'ilike', likeOf(kw))]))
  const [deps, doctors, links] = await Promise.all([
    q.orderBy('sort').orderBy('id').execute(),
    db.selectFrom('doctor').select(['id', 'department_id']).where('hospital_id', '=', hospitalId).where('listed', '=', true).execute(),
    db
      .selectFrom('doctor_department as dd')
      .innerJoin('doctor as d', 'd.id', 'dd.doctor_id')
      .select(['dd.doctor_id', 'dd.department_id'])
      .where('d.hospital_id', '=', hospitalId)
      .where('d.listed', '=', true)
      .execute(),
  ])
  return deps.map((d) => {
    const ids = new Set<number>()
    for (const x of doctors) if (x.department_id === d.id) ids.add(x.id)
    for (const l of links) if (l.department_id === d.id) ids.add(l.doctor_id)
    return { ...toDepartment(app, d), doctorNum: ids.size }
  })
}

/** the hospital page: name, address and phone of the hospital, its profile and departments */
export async function hospitalDetail(app: FastifyInstance, hospitalId: number): Promise<HospitalDetail> {
  const db = app.deps.db
  const [h, p] = await Promise.all([
    db.selectFrom('hospital').selectAll().where('id', '=', hospitalId).executeTakeFirst(),
    db.selectFrom('hospital_profile').selectAll().where('hospital_id', '=', hospitalId).executeTakeFirst(),
  ])
  if (!h) throw notFound(hospitalNotFound(hospitalId))
  return {
    hospitalId: h.id,
    name: h.name,
    shortName: h.short_name,
    logoUrl: asset(app, h.logo_path),
    coverUrl: asset(app, p?.cover_path),
    level: p?.level ?? '',
    intro: p?.intro ?? '',
    address: h.address,
    phone: h.phone,
    emergencyPhone: p?.emergency_phone ?? '',
    latitude: p?.latitude ?? 0,
    longitude: p?.longitude ?? 0,
    traffic: p?.traffic ?? '',
    outpatientHours: p?.outpatient_hours ?? '',
    departments: await hisDepartments(app, hospitalId),
  }
}

/** the hospital's licences in their order */
export async function licences(app: FastifyInstance, hospitalId: number): Promise<Licence[]> {
  const rows = await app.deps.db
    .selectFrom('hospital_licence')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((l) => ({
    id: l.id,
    name: l.name,
    licenceNo: l.licence_no,
    issuer: l.issuer,
    validUntil: l.valid_until,
    imageUrl: asset(app, l.image_path),
  }))
}

/** the team of a studio of this hospital, in team order */
export async function studioMembers(app: FastifyInstance, hospitalId: number, studioId: number): Promise<StudioMember[]> {
  const db = app.deps.db
  const studio = await db
    .selectFrom('studio')
    .select('id')
    .where('id', '=', studioId)
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirst()
  if (!studio) throw notFound(M.STUDIO_NOT_FOUND)
  const rows = await db
    .selectFrom('studio_member as m')
    .innerJoin('doctor as d', 'd.id', 'm.doctor_id')
    .selectAll('d')
    .select(['m.role'])
    .where('m.studio_id', '=', studioId)
    .where('d.hospital_id', '=', hospitalId)
    .where('d.listed', '=', true)
    .orderBy('m.sort')
    .orderBy('d.id')
    .execute()
  const doctors = await doctorsView(
    app,
    rows.map(({ role: _r, ...d }) => d),
  )
  return doctors.map((doctor, i) => ({ doctor, role: rows[i].role }))
}

/** the studio page: the studio, its team and its goods (on sale only) */
export async function studioDetail(app: FastifyInstance, hospitalId: number, studioId: number): Promise<StudioDetail> {
  const db = app.deps.db
  const row = await db.selectFrom('studio').selectAll().where('id', '=', studioId).where('hospital_id', '=', hospitalId).executeTakeFirst()
  if (!row) throw notFound(M.STUDIO_NOT_FOUND)
  const [[studio], members, links, hospital] = await Promise.all([
    studiosView(app, [row]),
    studioMembers(app, hospitalId, studioId),
    db.selectFrom('studio_goods').select('goods_id').where('studio_id', '=', studioId).orderBy('sort').orderBy('goods_id').execute(),
    db.selectFrom('hospital').select('name').where('id', '=', hospitalId).executeTakeFirst(),
  ])
  const goodsRows = await goodsByIds(
    db,
    hospitalId,
    links.map((l) => l.goods_id),
  )
  return {
    studio,
    hospitalId,
    hospitalName: institutionName(hospital?.name ?? ''),
    members,
    goods: await goodsCards(app, goodsRows, hospitalId, app.deps.now()),
  }
}

// ------------------------------------------------------------------ articles, wiki, advice

const entryBase = (app: FastifyInstance, hospitalId: number, kind: ContentKind) =>
  app.deps.db
    .selectFrom('content_entry')
    .where('kind', '=', kind)
    .where('hospital_id', 'in', [0, hospitalId])
    .where('publish_time', '<=', app.deps.now())

const toItem = (app: FastifyInstance, e: Selectable<DB['content_entry']>): ContentItem => ({
  id: e.id,
  kind: e.kind,
  category: e.category,
  title: e.title,
  summary: e.summary,
  coverUrl: asset(app, e.cover_path),
  author: e.author,
  publishTime: fmtReq(e.publish_time),
  readNum: e.read_num,
})

/** the categories of a kind with their entry counts, in the order of their first entry */
export async function contentCategories(app: FastifyInstance, hospitalId: number, kind: ContentKind): Promise<ContentCategory[]> {
  const rows = await entryBase(app, hospitalId, kind)
    .select(['category', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('sort').as('s')])
    .groupBy('category')
    .orderBy('s')
    .execute()
  return rows.map((r) => ({ name: r.category, count: Number(r.n) }))
}

/** one page of entries of a kind (category, keyword in title or summary) */
export async function contentList(app: FastifyInstance, hospitalId: number, q: Validated<typeof ContentListReq>) {
  let base = entryBase(app, hospitalId, q.kind)
  if (q.category) base = base.where('category', '=', q.category)
  const kw = (q.keyword ?? '').trim()
  if (kw) base = base.where((eb) => eb.or([eb('title', 'ilike', likeOf(kw)), eb('summary', 'ilike', likeOf(kw))]))
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
  const rows = await base.selectAll().orderBy('sort').orderBy('id').limit(q.pageSize).offset(offsetOf(q.pageNum, q.pageSize)).execute()
  return pageResult(
    rows.map((r) => toItem(app, r)),
    total,
    q.pageNum,
    q.pageSize,
  )
}

/** one entry with its content as sanitised rich-text nodes; counts the read */
export async function contentDetail(app: FastifyInstance, hospitalId: number, id: number): Promise<ContentDetail> {
  const row = await app.deps.db
    .updateTable('content_entry')
    .set((eb) => ({ read_num: eb('read_num', '+', 1) }))
    .where('id', '=', id)
    .where('hospital_id', 'in', [0, hospitalId])
    .where('publish_time', '<=', app.deps.now())
    .returningAll()
    .executeTakeFirst()
  if (!row) throw notFound(M.CONTENT_NOT_FOUND)
  return { item: toItem(app, row), nodes: richNodes(row.content, (p) => asset(app, p)) }
}

// ------------------------------------------------------------------ videos

const toVideo = (app: FastifyInstance, v: Selectable<DB['hospital_video']>): VideoItem => ({
  id: v.id,
  title: v.title,
  intro: v.intro,
  coverUrl: asset(app, v.cover_path),
  videoUrl: asset(app, v.video_path),
  duration: v.duration_s,
  publishTime: fmtReq(v.publish_time),
  playNum: v.play_num,
})

const videoBase = (app: FastifyInstance, hospitalId: number) =>
  app.deps.db
    .selectFrom('hospital_video')
    .where('hospital_id', 'in', [0, hospitalId])
    .where('publish_time', '<=', app.deps.now())
    .where('deleted_at', 'is', null)

/** the hospital's videos (and those of every hospital) in their order */
export async function videoList(app: FastifyInstance, hospitalId: number): Promise<VideoItem[]> {
  const rows = await videoBase(app, hospitalId).selectAll().orderBy('sort').orderBy('id').execute()
  return rows.map((v) => toVideo(app, v))
}

/** one video (counts the play) and the others to watch next */
export async function videoDetail(app: FastifyInstance, hospitalId: number, id: number): Promise<VideoDetail> {
  const row = await app.deps.db
    .updateTable('hospital_video')
    .set((eb) => ({ play_num: eb('play_num', '+', 1) }))
    .where('id', '=', id)
    .where('hospital_id', 'in', [0, hospitalId])
    .where('publish_time', '<=', app.deps.now())
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  if (!row) throw notFound(M.VIDEO_NOT_FOUND)
  const more = (await videoList(app, hospitalId)).filter((v) => v.id !== id)
  return { video: toVideo(app, row), more }
}

// ------------------------------------------------------------------ hospitals near the patient

/** every hospital with its profile, nearest first when a location is given (else in id order) */
export async function nearHospitals(app: FastifyInstance, from?: LatLng): Promise<NearHospital[]> {
  const rows = await app.deps.db
    .selectFrom('hospital as h')
    .leftJoin('hospital_profile as p', 'p.hospital_id', 'h.id')
    .select(['h.id', 'h.name', 'h.short_name', 'h.logo_path', 'h.address', 'h.phone', 'p.level', 'p.latitude', 'p.longitude'])
    .orderBy('h.id')
    .execute()
  const list = rows.map((r) => {
    const at = { latitude: r.latitude ?? 0, longitude: r.longitude ?? 0 }
    const distance = from && r.latitude !== null ? distanceMeters(from, at) : null
    return {
      hospitalId: r.id,
      name: r.name,
      shortName: r.short_name,
      logoUrl: asset(app, r.logo_path),
      level: r.level ?? '',
      address: r.address,
      phone: r.phone,
      ...at,
      distance: distance === null ? null : Math.round(distance),
      distanceText: distance === null ? '' : formatDistance(distance),
    }
  })
  return from ? list.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.hospitalId - b.hospitalId) : list
}
