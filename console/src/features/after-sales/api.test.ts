/** the refund's approval steps as the drawer shows them */
import { refundSteps } from './api'

test('a refund at or below the amount: one approval, then the provider', () => {
  expect(refundSteps({ status: 3, refundApprovals: 0, needsSecondApproval: false })).toEqual({
    steps: ['财务审批', '原路退款'],
    current: 0,
  })
  expect(refundSteps({ status: 4, refundApprovals: 1, needsSecondApproval: false }).current).toBe(2)
})

test('above the amount: the second approval is its own step, for another finance member', () => {
  const steps = ['财务审批', '另一位财务复核', '原路退款']
  expect(refundSteps({ status: 3, refundApprovals: 0, needsSecondApproval: true })).toEqual({ steps, current: 0 })
  expect(refundSteps({ status: 3, refundApprovals: 1, needsSecondApproval: true })).toEqual({ steps, current: 1 })
  // both approved, the provider not answered yet (pending)
  expect(refundSteps({ status: 3, refundApprovals: 2, needsSecondApproval: true })).toEqual({ steps, current: 2 })
  expect(refundSteps({ status: 4, refundApprovals: 2, needsSecondApproval: true })).toEqual({ steps, current: 3 })
})
