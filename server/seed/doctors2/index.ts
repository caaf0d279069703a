/**
 * Entry homes and the demo patient's studio group (issue 14 items 2-3).
 *
 * Every hospital gets one page-builder page per entry type of its own (SPEC §1: chronic, consult, the three studio
 * entries), made of blocks of its home page (banner, search, doctors, services, news, the credit line) plus the
 * chronic studio list on the chronic home; the studio entries point at one of the hospital's studios.
 * Not in production: the demo user is in the patient group of 李秀兰糖尿病管理工作室 (studio 61) with a follow-up plan.
 *
 * Runs once per database (the marker server_kv 'doctors2.seededAt' is written in the same transaction).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { BlockJson } from '../../lib/db/tables/browse'

export const DOCTORS2_SEED_MARKER = 'doctors2.seededAt'

type OwnEntry = 'chronic' | 'consult' | 'studioDoctor' | 'studioDigit' | 'studioBeauty'

/** entry -> [page title, block types taken from the hospital's home page in this order] */
const ENTRY_PAGES: Record<OwnEntry, [string, string[]]> = {
  chronic: ['慢病管理', ['banner', 'chronic', 'hotServices', 'news', 'tipText']],
  consult: ['问医生', ['search', 'banner', 'famousDoctors', 'news', 'tipText']],
  studioDoctor: ['医生工作室', ['banner', 'hotServices', 'news', 'tipText']],
  studioDigit: ['数字化工作室', ['banner', 'hotServices', 'news', 'tipText']],
  studioBeauty: ['医美工作室', ['banner', 'hotProducts', 'news', 'tipText']],
}
const ENTRIES = Object.keys(ENTRY_PAGES) as OwnEntry[]

/** the page id of an entry home: 86HE (hospital H, entry index E) */
export const entryPageId = (hospitalId: number, entry: OwnEntry) => 8600 + hospitalId * 10 + ENTRIES.indexOf(entry)

const CHRONIC_BLOCK: BlockJson = {
  id: 90,
  type: 'chronic',
  settings: {
    margin: [1, 2, 3, 4],
    padding: [1, 2, 3, 4],
    radius: 10,
    title: '慢病管理工作室',
    titleType: 1,
    showNum: 3,
    showMoreBtn: true,
  },
  source: { kind: 'chronic' },
}

/** the follow-up plan of the demo patient in studio 61: [title, days from today, done] */
const DEMO_PLAN: Array<[string, number, boolean]> = [
  ['首次建档评估（血糖、血压、体重）', -14, true],
  ['两周随访：空腹及餐后2小时血糖复测', 3, false],
  ['季度复查：糖化血红蛋白', 45, false],
]
const DEMO_STUDIO = 61

/** YYYY-MM-DD of a moment in Asia/Shanghai (the hospitals' calendar) */
const shanghaiDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)

export async function seedDoctors2(db: Kysely<DB>, opts: { production: boolean; now: Date; phone: string }): Promise<boolean> {
  const done = await db.selectFrom('server_kv').select('value').where('key', '=', DOCTORS2_SEED_MARKER).executeTakeFirst()
  if (done) return false
  const hospitals = await db.selectFrom('hospital').select(['id', 'home_magic_page_id']).execute()
  const pages = await db.selectFrom('magic_page').selectAll().execute()
  if (pages.length === 0) return false // no browse seed (SEED=0 or production without demo content)
  const studios = await db.selectFrom('studio').select(['id', 'hospital_id']).orderBy('sort').orderBy('id').execute()

  await db.transaction().execute(async (trx) => {
    for (const h of hospitals) {
      const home = pages.find((p) => p.id === h.home_magic_page_id && p.hospital_id === h.id)
      if (!home) continue
      const homeBlocks = home.blocks as unknown as BlockJson[]
      const own = studios.filter((s) => s.hospital_id === h.id).map((s) => s.id)
      for (const entry of ENTRIES) {
        const [title, types] = ENTRY_PAGES[entry]
        const blocks = types.flatMap((t) => {
          const b = homeBlocks.find((x) => x.type === t)
          if (b) return [b]
          return t === 'chronic' ? [CHRONIC_BLOCK] : []
        })
        const id = entryPageId(h.id, entry)
        await trx
          .insertInto('magic_page')
          .values({
            id,
            hospital_id: h.id,
            title,
            background_color: home.background_color,
            grey_mode: false,
            magic_page_type: 1,
            blocks: JSON.stringify(blocks) as never,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute()
        // the studio entries: the hospital's first, second and last studio
        const studioId =
          entry === 'studioDoctor' ? own[0] : entry === 'studioDigit' ? own[1] : entry === 'studioBeauty' ? own.at(-1) : undefined
        await trx
          .insertInto('entry_home')
          .values({ hospital_id: h.id, entry_type: entry, magic_page_id: id, studio_id: studioId ?? null })
          .onConflict((oc) => oc.columns(['hospital_id', 'entry_type']).doNothing())
          .execute()
      }
    }

    if (!opts.production) {
      const user = await trx.selectFrom('app_user').select('id').where('phone', '=', opts.phone).executeTakeFirst()
      const studio = await trx.selectFrom('studio').select(['id', 'name', 'hospital_id']).where('id', '=', DEMO_STUDIO).executeTakeFirst()
      if (user && studio) {
        const team = await trx.selectFrom('studio_member').select('doctor_id').where('studio_id', '=', studio.id).orderBy('sort').execute()
        const c = await trx
          .insertInto('chat_conversation')
          .values({
            hospital_id: studio.hospital_id,
            conv_key: `c2:u${user.id}:s${studio.id}`,
            kind: 'consult',
            type: 2,
            name: studio.name,
            owner_user_id: user.id,
            doctor_id: team[0]?.doctor_id ?? null,
            studio_id: studio.id,
            last_seq: 0,
            greeted: false,
            service_state: null,
            rating: null,
            created_at: opts.now,
            last_message_at: null,
          })
          .onConflict((oc) => oc.column('conv_key').doNothing())
          .returning('id')
          .executeTakeFirst()
        if (c) {
          const members = [{ kind: 'user', id: user.id }, ...team.map((t) => ({ kind: 'doctor', id: t.doctor_id }))]
          await trx
            .insertInto('chat_member')
            .values(
              members.map((m) => ({
                conversation_id: c.id,
                member_kind: m.kind,
                member_id: m.id,
                joined_at: opts.now,
                read_seq: 0,
                quit_at: null,
                muted_until: null,
              })),
            )
            .onConflict((oc) => oc.doNothing())
            .execute()
        }
        await trx
          .insertInto('follow_up_plan')
          .values(
            DEMO_PLAN.map(([title, days, isDone]) => ({
              user_id: user.id,
              studio_id: studio.id,
              title,
              plan_date: shanghaiDay(new Date(opts.now.getTime() + days * 86_400_000)),
              status: isDone ? ('done' as const) : ('todo' as const),
            })),
          )
          .execute()
      }
    }
    await trx.insertInto('server_kv').values({ key: DOCTORS2_SEED_MARKER, value: opts.now.toISOString() }).execute()
  })
  return true
}
