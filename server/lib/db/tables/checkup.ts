/**
 * Check-up catalogue tables (issue 12, migration 0700_checkup_catalogue): what a hospital's check-up
 * centre shows around its exam packages (server/modules/exam) — banners, concerns (diseases), each
 * package's profile (crowds, concerns, items grouped by department with their meaning, family size) and
 * the rules of each add-on item (age band, gynaecological). Kept beside pe_package / pe_add_item
 * (tables/account.ts) so those keep their shape.
 */
import type { ColumnType, Generated } from 'kysely'

type Json<T> = ColumnType<T, string, string>

/** one department of a package's base items: [{ department, items: [{ name, meaning }] }] */
export interface PeItemGroupJson {
  department: string
  items: Array<{ name: string; meaning: string }>
}

export interface PeBannerTable {
  id: Generated<number>
  hospital_id: number
  title: string
  pic_path: string
  /** an app route (e.g. '/checkup/packageList?crowd=women') or '' */
  jump_path: string
  sort: number
}

export interface PeDiseaseTable {
  id: number
  hospital_id: number
  name: string
  description: string
  icon_path: string
  sort: number
}

export interface PePackageProfileTable {
  package_id: number
  /** CrowdId tags (src/domain/checkup.ts CROWDS) */
  crowds: Json<string[]>
  /** pe_disease ids */
  diseases: Json<number[]>
  item_groups: Json<PeItemGroupJson[]>
  /** gynaecological package: married or sexually active women only */
  requires_sexual_history: ColumnType<boolean, boolean | undefined, boolean>
  /** persons one purchase covers (family packages > 1) */
  family_size: ColumnType<number, number | undefined, number>
  recommended: ColumnType<boolean, boolean | undefined, boolean>
}

export interface PeAddItemRuleTable {
  add_item_id: number
  /** the "X" group of the 1 + X model: 肿瘤筛查, 心脑血管, 消化系统, ... */
  category: string
  /** what the item checks, one line */
  meaning: string
  min_age: number | null
  max_age: number | null
  requires_sexual_history: ColumnType<boolean, boolean | undefined, boolean>
  /** ids of the package's add-ons this one cannot be chosen with (migration 1440; both ways) */
  conflicts: ColumnType<number[], string | undefined, string>
}

export interface CheckupTables {
  pe_banner: PeBannerTable
  pe_disease: PeDiseaseTable
  pe_package_profile: PePackageProfileTable
  pe_add_item_rule: PeAddItemRuleTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends CheckupTables {}
}
