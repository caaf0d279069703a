/** staff console rules (issues 31, 33): the permission matrix, password rules, what goods and coupons may be saved */
export * from './permissions'
export * from './password'
export * from './catalog'
