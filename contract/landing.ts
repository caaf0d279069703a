/**
 * Hospital landings (issues 12 and 14): GET /zeus/landing/get?key= answers the landing a hospital configured
 * for a key of src/domain/landing.ts, or `landing: null` when it has none (the page shows its empty state).
 * Bookable items are real goods cards of the catalogue (a check-up package also carries its packageId).
 * Server: server/modules/landing.
 */
import { Id, Nullable, StrictObject, Type, type Static } from './lib'
import { GoodsCard } from './browse'
import { RichNodes } from './content'

/** GET /zeus/landing/get?key= (the key is checked by the server: an unknown one is a 400 with a clear message) */
export const LandingQuery = StrictObject({ key: Type.String({ maxLength: 40 }) })
export type LandingQuery = Static<typeof LandingQuery>

/** one bookable item: the goods card, and the exam package when the goods is one (booked on its package page) */
export const LandingItem = StrictObject({ goods: GoodsCard, packageId: Nullable(Id()) })
export type LandingItem = Static<typeof LandingItem>

/** a section of bookable services, packages or goods (only goods on sale in the hospital are listed) */
export const LandingSection = StrictObject({ title: Type.String(), note: Type.String(), items: Type.Array(LandingItem) })
export type LandingSection = Static<typeof LandingSection>

export const LandingFaq = StrictObject({ question: Type.String(), answer: Type.String() })
export type LandingFaq = Static<typeof LandingFaq>

export const LandingContact = StrictObject({
  name: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  hours: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
})
export type LandingContact = Static<typeof LandingContact>

export const Landing = StrictObject({
  title: Type.String(),
  subtitle: Type.String(),
  /** absolute or /assets/ URL; '' = no banner */
  bannerUrl: Type.String(),
  /** the intro, sanitised on the server into Taro RichText nodes */
  intro: RichNodes,
  sections: Type.Array(LandingSection),
  /** procedure steps in order (discharge, first visit); [] when none */
  steps: Type.Array(Type.String()),
  notices: Type.Array(Type.String()),
  contact: Nullable(LandingContact),
  faqs: Type.Array(LandingFaq),
})
export type Landing = Static<typeof Landing>

export const LandingRes = StrictObject({
  key: Type.String(),
  /** null: the hospital has not configured this landing (the page shows LANDING_NOT_CONFIGURED) */
  landing: Nullable(Landing),
})
export type LandingRes = Static<typeof LandingRes>
