/**
 * Receiver addresses (SPEC §7 Address; §3 Order address): the caller's address book and the typed reads other
 * modules use. Every address belongs to one user: another user's id is "not found" (404), never read or changed;
 * a database error is an error (never turned into a 404). defaultUse 0 = default (at most one), 1 = not default.
 */
import type { Selectable } from 'kysely'
import type { OrderAddress, RecvAddress, SaveRecvAddressReq } from '../../../contract/account'
import type { AppDeps } from '../../lib/deps'
import type { UserAddressTable } from '../../lib/db/tables/account'
import { badRequest, notFound } from '../../lib/errors'
import { fmtReq } from '../../lib/time'
import { validateAddress } from '../../../src/domain/address'
import {
  ADDRESS_NOT_FOUND,
  ADDRESS_REGION_INVALID,
  ADDRESS_REGION_REQUIRED,
  ADDRESS_TOO_MANY,
  MAX_ADDRESSES,
} from '../../../src/domain/messages/address'
import { resolveRegion } from './areas'
import { countOwnRows, keepOnlyDefault, promoteNewestToDefault } from '../../lib/db/default-row'

export type AddressRow = Selectable<UserAddressTable>

/** the user's own address by id, or undefined (unknown, or another user's) */
export async function getOwnedAddress(deps: Pick<AppDeps, 'db'>, userId: number, id: number): Promise<AddressRow | undefined> {
  return deps.db.selectFrom('user_address').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
}

export function toRecvAddress(r: AddressRow): RecvAddress {
  return {
    id: r.id,
    recvName: r.recv_name,
    contactNumber: r.contact_number,
    recvProvince: r.province,
    recvCity: r.city,
    recvArea: r.area,
    recvAddress: r.address,
    pickUpMarkInfo: r.pick_up_mark_info,
    defaultUse: r.is_default ? 0 : 1,
    provinceCode: r.province_code,
    cityCode: r.city_code,
    areaCode: r.area_code,
    updateTime: fmtReq(r.updated_at),
  }
}

/** the snapshot an order keeps of a stored address (SPEC §3 Order address) */
export function toOrderAddress(r: AddressRow): OrderAddress {
  return {
    recvName: r.recv_name,
    contactNumber: r.contact_number,
    recvProvince: r.province,
    recvCity: r.city,
    recvArea: r.area,
    recvAddress: r.address,
    pickUpMarkInfo: r.pick_up_mark_info,
    defaultUse: r.is_default ? 0 : 1,
  }
}

/** the caller's addresses, the default first, then the newest */
export async function listAddresses(deps: Pick<AppDeps, 'db'>, userId: number): Promise<RecvAddress[]> {
  const rows = await deps.db
    .selectFrom('user_address')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toRecvAddress)
}

const trim = (v: string | undefined | null) => (v ?? '').trim()

/**
 * Create (no id) or update (id) an address of the user: the form rule (src/domain/address), the region must be
 * in the area tree; at most MAX_ADDRESSES; defaultUse 0 makes it the only default, the first one is the default.
 */
export async function saveAddress(deps: Pick<AppDeps, 'db' | 'now'>, userId: number, b: SaveRecvAddressReq): Promise<RecvAddress> {
  const db = deps.db
  // name, phone, region given, detail: the address form's rule (src/domain/address)
  const invalid = validateAddress({
    recvName: b.recvName ?? '',
    contactNumber: b.contactNumber ?? '',
    recvProvince: b.recvProvince ?? '',
    recvCity: b.recvCity ?? '',
    recvArea: b.recvArea,
    recvAddress: b.recvAddress ?? '',
  })
  if (invalid) throw badRequest(invalid.message)
  const name = trim(b.recvName)
  const province = trim(b.recvProvince)
  const city = trim(b.recvCity)
  const area = trim(b.recvArea)
  const region = resolveRegion(province, city, area)
  if (!region) throw badRequest(area ? ADDRESS_REGION_INVALID : ADDRESS_REGION_REQUIRED)
  const detail = trim(b.recvAddress)
  const now = deps.now()
  const values = {
    recv_name: name,
    contact_number: trim(b.contactNumber).replace(/\s+/g, ''),
    province,
    city,
    area,
    province_code: region.provinceCode,
    city_code: region.cityCode,
    area_code: region.areaCode,
    address: detail,
    pick_up_mark_info: trim(b.pickUpMarkInfo),
    updated_at: now,
  }
  const row = await db.transaction().execute(async (trx) => {
    // serialise the caller's address writes (count limit, single default)
    await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute()
    const count = await countOwnRows(trx, 'user_address', userId)
    let id: number
    let makeDefault = b.defaultUse === 0
    if (b.id !== undefined) {
      const existing = await trx
        .selectFrom('user_address')
        .select(['id', 'is_default'])
        .where('id', '=', b.id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      if (!existing) throw notFound(ADDRESS_NOT_FOUND)
      id = existing.id
      const isDefault = b.defaultUse === undefined ? existing.is_default : makeDefault || (existing.is_default && count === 1)
      await trx
        .updateTable('user_address')
        .set({ ...values, is_default: isDefault })
        .where('id', '=', id)
        .execute()
    } else {
      if (count >= MAX_ADDRESSES) throw badRequest(ADDRESS_TOO_MANY)
      if (count === 0) makeDefault = true
      const r = await trx
        .insertInto('user_address')
        .values({ ...values, user_id: userId, is_default: makeDefault, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = r.id
    }
    if (makeDefault) await keepOnlyDefault(trx, 'user_address', userId, id)
    return trx.selectFrom('user_address').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  })
  return toRecvAddress(row)
}

/** deletes one of the user's addresses (404 otherwise); the newest remaining one becomes the default when the default goes */
export async function deleteAddress(deps: Pick<AppDeps, 'db'>, userId: number, id: number): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('user_address')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(['id', 'is_default'])
      .executeTakeFirst()
    if (!gone) throw notFound(ADDRESS_NOT_FOUND)
    if (gone.is_default) {
      await promoteNewestToDefault(trx, 'user_address', userId)
    }
    return 1
  })
}
