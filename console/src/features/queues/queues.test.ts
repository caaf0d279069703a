/** the 待办 tiles: the role's queues only, each with its count from /staff/queues/counts */
import { ROLE_PERMISSIONS } from '@/domain/staff'
import { QUEUES, queueTiles } from './queues'

const counts = { afterSales: 3, refunds: 1, invoices: 0, ordersToShip: 12 }

test('finance: four tiles with their counts; the label reads the count', () => {
  const tiles = queueTiles(ROLE_PERMISSIONS.finance, counts)
  expect(tiles.map((t) => [t.path, t.waiting])).toEqual([
    ['/after-sales', 3],
    ['/refunds', 1],
    ['/invoices', 0],
    ['/orders', 12],
  ])
  expect(tiles.map((t) => t.label)).toEqual(['售后待审核：3 件', '退款待审批：1 件', '发票开票中：0 件', '订单待发货：12 件'])
})

test('a role sees only the queues it may open; no tiles without one', () => {
  expect(queueTiles(ROLE_PERMISSIONS['cs-agent'], { ...counts, refunds: null, invoices: null }).map((t) => t.path)).toEqual([
    '/after-sales',
    '/orders',
  ])
  expect(queueTiles(ROLE_PERMISSIONS.doctor, counts)).toEqual([])
  expect(queueTiles(ROLE_PERMISSIONS['platform-admin'], counts)).toEqual([])
})

test('while the counts load (or failed) a tile shows no number', () => {
  const [first] = queueTiles(ROLE_PERMISSIONS.finance, undefined)
  expect(first.waiting).toBeNull()
  expect(first.label).toBe('售后待审核：数量加载中')
})

test('each queue counts under the permission of its screen', () => {
  const perms = Object.values(ROLE_PERMISSIONS).flat()
  for (const q of QUEUES) expect(perms).toContain(q.permission)
  expect(new Set(QUEUES.map((q) => q.count)).size).toBe(QUEUES.length)
})
