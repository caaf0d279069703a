/**
 * A server-paged list: antd's Table with the page from the query (`pageNum` / `pageSize`), the total from the
 * reply, no size changer, and the scroll region reachable by keyboard (`useKeyboardScroll`, axe
 * scrollable-region-focusable). The orders, invoices, goods and coupons desks list this way.
 */
import { Table, type TableProps } from 'antd'
import { useKeyboardScroll } from './keyboardScroll'

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'pagination' | 'dataSource' | 'loading'> {
  /** the scroll region's name for assistive technology, e.g. 订单列表 */
  label: string
  page: { pageNum?: number; pageSize?: number }
  data: { list: T[]; total: number } | undefined
  loading: boolean
  onPage: (pageNum: number) => void
}

export function PagedTable<T extends object>({ label, page, data, loading, onPage, ...table }: PagedTableProps<T>) {
  const scrollRef = useKeyboardScroll<HTMLDivElement>(label)
  return (
    <div ref={scrollRef}>
      <Table<T>
        size="small"
        {...table}
        loading={loading}
        dataSource={data?.list ?? []}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: onPage,
        }}
      />
    </div>
  )
}
