/**
 * appointment module — THE appointment pool (one slot table for orders and exam appointments; places
 * taken atomically). What other modules may use. Today's file: server/appoint/pool.ts.
 */
export { bookSlot, poolDays, poolRows, releaseSlot, slotFlag, type PoolRow } from '../../appoint/pool'
