/** Services: the HTTP client and one module per API prefix. */
export * from './request'
export * as userCenter from './userCenter'
export * as zeus from './zeus'
