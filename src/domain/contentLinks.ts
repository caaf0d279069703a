/**
 * Where a doctor, a studio, an article or a video opens (issue 14): one rule for the home blocks, the doctor
 * and studio lists and the test that walks every home-block link of the seeded homes.
 */

export type LinkQuery = Record<string, string | number>
export interface ContentLink {
  path: string
  query: LinkQuery
}

const withHospital = (q: LinkQuery, hospitalId: number | string | undefined | null): LinkQuery =>
  hospitalId === undefined || hospitalId === null || hospitalId === '' ? q : { ...q, hospitalId }

/** the doctor home */
export const doctorLink = (doctorId: number | string, hospitalId?: number | string | null): ContentLink => ({
  path: '/doctorHome',
  query: withHospital({ doctorId }, hospitalId),
})

/** a studio (doctor team) */
export const studioLink = (studioId: number | string, hospitalId?: number | string | null): ContentLink => ({
  path: '/workRoomDetail',
  query: withHospital({ studioId }, hospitalId),
})

/** a news article of the page builder */
export const newsLink = (id: number | string, hospitalId?: number | string | null): ContentLink => ({
  path: '/magicplatform/newsDetail',
  query: withHospital({ id }, hospitalId),
})

/** a hospital video */
export const videoLink = (id: number | string, hospitalId?: number | string | null): ContentLink => ({
  path: '/hospital-video-detail',
  query: withHospital({ id }, hospitalId),
})

/** the item links of a home block whose items are doctors, studios or news (others: []) */
export function blockItemLinks(
  block: { type: string; items?: ReadonlyArray<Record<string, unknown>> | null },
  hospitalId: number | string,
): ContentLink[] {
  const items = block.items ?? []
  switch (block.type) {
    case 'famousDoctors':
      return items.map((d) => doctorLink(d.doctorId as number, (d.hospitalId as number | undefined) ?? hospitalId))
    case 'studioList':
    case 'chronic':
      return items.map((s) => studioLink(s.id as number, hospitalId))
    case 'news':
      return items.map((n) => newsLink(n.id as number, hospitalId))
    default:
      return []
  }
}
