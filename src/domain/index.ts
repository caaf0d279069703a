/**
 * Pure business rules of the health shop (SPEC §3, §4, §5, §9). No Taro, no React, no platform:
 * imported by the app (src/, through @/domain) and by the reference server (server/, through relative paths).
 */
export * from './messages'
export * from './time'
export * from './money'
export * from './mask'
export * from './validation'
export * from './coupons'
export * from './pricing'
export * from './cart'
export * from './activity'
export * from './groupBuy'
export * from './ads'
export * from './orders'
export * from './blocks'
export * from './address'
export * from './invoice'
export * from './account'
export * from './hospital'
export * from './wire'
