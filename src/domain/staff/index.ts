/** staff console rules (issues 31, 33): the permission matrix, password rules, what goods, coupons, activities and points may be saved */
export * from './permissions'
export * from './password'
export * from './catalog'
export * from './activities'
