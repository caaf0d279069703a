/**
 * Building blocks of the API contract (renovation §5): every request and reply shape is written ONCE
 * as a TypeBox schema in contract/<area>.ts — `export const X = StrictObject({...})` plus
 * `export type X = Static<typeof X>`. The server validates requests and serializes replies with the
 * schemas (routes typed by the TypeBox type provider, server/lib/route-plugin.ts); the app takes the
 * types only (`import type`), so no schema code reaches its bundles.
 *
 * Serializer pitfalls (fast-json-stringify, measured in §5.3):
 *  - money is `Money()` (a number): an Integer schema truncates 9.9 to 9;
 *  - every field that can be null is `Nullable(...)`: a plain String/Number/Boolean turns null into
 *    "" / 0 / false silently;
 *  - never `Type.Union([StrictObject(...), Type.Null()])`: the serializer ajv-checks union branches and
 *    a real object with an extra property fails them (a 500). Use `Nullable(StrictObject(...))`;
 *  - values of a fixed set are `Enum([...])`, not a union of literals (same check, same 500);
 *  - a required property that is missing is a 500: mark what can be absent `Type.Optional(...)`;
 *  - replies carry date strings (`DateTimeString`, business wall time), never Date objects (a Date
 *    becomes an ISO instant in UTC).
 * Unknown reply properties are dropped (StrictObject also says so in OpenAPI); unknown request
 * properties are dropped too (ajv removeAdditional), never a 400.
 */
import { Type, type ObjectOptions, type SchemaOptions, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox'

export { Type, type Static, type TSchema } from '@sinclair/typebox'

/** an object with exactly these properties: `additionalProperties: false` */
export function StrictObject<T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> {
  return Type.Object(properties, { additionalProperties: false, ...options })
}

/** T or null (`nullable: true`, which the serializer and ajv both honour); Static is `Static<T> | null` */
export function Nullable<T extends TSchema>(schema: T) {
  // a fixed set (Enum) lists null too, or a validator (ajv: requests, OpenAPI tools) refuses null
  const values = (schema as { enum?: unknown[] }).enum
  return Type.Unsafe<Static<T> | null>({ ...schema, nullable: true, ...(values ? { enum: [...values, null] } : {}) })
}

/** one of fixed values, serialized as a plain integer / string (not a union of literals) */
export function Enum<const V extends readonly number[] | readonly string[]>(values: V, options: SchemaOptions = {}) {
  return Type.Unsafe<V[number]>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values], ...options })
}

/**
 * an optional request field with a default: a client may omit it, and the server's handler always sees
 * it (ajv useDefaults fills it in; the route type provider, server/lib/route-plugin.ts, types it present)
 */
export function Default<T extends TSchema>(schema: T, value: Static<T>) {
  return Type.Optional({ ...schema, default: value } as T & { default: Static<T> })
}

/** an amount of money in yuan (two decimals); never an Integer */
export const Money = (options: SchemaOptions = {}) => Type.Number({ description: 'yuan', ...options })

/**
 * Bounded integers (issue 29 item 5): every integer of the contract carries the range of the column it reaches, so
 * a value past it is a 400 from the schema, never a 500 from the database. The columns are PostgreSQL `integer`
 * (int4, server/lib/db/migrations); money is yuan (`Money()`), not an integer. server/contract-integers.test.ts
 * fails on a request integer without a maximum and sends 2^31 and 2^53 to each.
 */
export const INT4_MAX = 2147483647
export const INT4_MIN = -2147483648

/** a database id (positive 32-bit integer: serial / int4 columns) */
export const Id = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options })

/** an id where 0 stands for none (int4 columns defaulting to 0: parent_id, page_id, sku_id; a system sender) */
export const IdOr0 = (options: SchemaOptions = {}) => Type.Integer({ minimum: 0, maximum: INT4_MAX, ...options })

/** a chat sequence number (chat_message.seq and the read marks: int4); 0 = before the first message */
export const Seq = (options: SchemaOptions = {}) => Type.Integer({ minimum: 0, maximum: INT4_MAX, ...options })

/** a count or quantity kept in an int4 column (units, items, points, totals) */
export const Count = (options: SchemaOptions = {}) => Type.Integer({ minimum: 0, maximum: INT4_MAX, ...options })

/** an int4 value whose own rule (and catalogue message) the service checks: a score, a rating, a code */
export const Int4 = (options: SchemaOptions = {}) => Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX, ...options })

/** a count of rows of a bigint-keyed table (tracking events: bigserial ids, bigint hits), up to 2^53-1 */
export const SafeCount = (options: SchemaOptions = {}) => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, ...options })

/** a page number of a list (1-1000000) */
export const PageNum = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: 1_000_000, ...options })

/** whole seconds since 1970 (UTC) up to 2100-01-01: a link's expiry (never stored in an int4 column) */
export const UnixSeconds = (options: SchemaOptions = {}) => Type.Integer({ minimum: 0, maximum: 4_102_444_800, ...options })

/** 'YYYY-MM-DD HH:mm:ss' in the business time zone (src/domain/time) */
export const DateTimeString = (options: SchemaOptions = {}) =>
  Type.String({ description: "'YYYY-MM-DD HH:mm:ss', business time zone", ...options })

/** the reply envelope {code, msg, data} (SPEC §8); `extra` for top-level fields such as errCode/errMsg */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is the neutral default of a TypeBox properties map (TProperties)
export function Envelope<T extends TSchema, E extends TProperties = {}>(data: T, extra?: E) {
  return StrictObject({ code: Int4(), msg: Type.String(), data, ...((extra ?? {}) as E) })
}

/** one page of a list: the shape every paged endpoint replies with */
export function Paged<T extends TSchema>(item: T) {
  return StrictObject({
    list: Type.Array(item),
    total: Count(),
    pageNum: PageNum(),
    pageSize: Count(),
    hasMore: Type.Optional(Type.Boolean()),
  })
}

/** the type of a page (the app's list hooks accept it, or a plain array = one page) */
export interface PageResult<T> {
  list: T[]
  total: number
  pageNum: number
  pageSize: number
  hasMore?: boolean
}

/** query fields of a paged request */
export const PageQuery = {
  pageNum: Default(PageNum(), 1),
  pageSize: Default(Type.Integer({ minimum: 1, maximum: 999999999 }), 10),
}

/** a request that is only a page of a list */
export const PageReq = StrictObject({ ...PageQuery })
export type PageReq = Static<typeof PageReq>
