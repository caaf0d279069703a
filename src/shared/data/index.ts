/**
 * The app's one data-loading layer (issue 11): useQuery for one value, usePagedList for paged lists, one page shape.
 * Both drop stale replies and never set state after unmount. The older hooks (the blocks' useLoad is gone: blocks use useBlockQuery on useQuery;
 * goods' usePaged is gone too; InfiniteList's useInfiniteList) move onto these as their area is renovated.
 */
export { useQuery, errorMessage } from './useQuery'
export type { Query, QueryOptions } from './useQuery'
export { usePagedList, hasMoreAfter } from './usePagedList'
export type { PagedList, PagedListOptions, PageFetcher, PageReply, PageResult } from './usePagedList'
