/**
 * The app's one data-loading layer (issue 11): useQuery for one value, usePagedList for paged lists, one page shape.
 * Both drop stale replies and never set state after unmount. They replaced the older hooks (the blocks' useLoad,
 * goods' usePaged, InfiniteList's useInfiniteList); shared/ui/InfiniteList only renders a usePagedList.
 */
export { useQuery, errorMessage } from './useQuery'
export type { Query, QueryOptions } from './useQuery'
export { usePagedList, hasMoreAfter } from './usePagedList'
export type { PagedList, PagedListOptions, PageFetcher, PageReply, PageResult } from './usePagedList'
