/** staff console rules (issue 31): the permission matrix, password rules */
export * from './permissions'
export * from './password'
