import { addOnConflictMessage, checkPackageDraft, symmetricConflicts, type PackageDraft } from './packageDraft'
import * as M from '../messages/staffPackages'

const ok: PackageDraft = {
  packageName: '女性40+体检',
  priceFen: 100000,
  minAge: 40,
  maxAge: 150,
  itemGroups: [{ department: '内科', items: [{ name: '血压测量' }] }],
  addOns: [
    { name: '骨密度检测', priceFen: 16000, conflicts: ['骨密度（超声法）'] },
    { name: '骨密度（超声法）', priceFen: 0 },
  ],
}

describe('checkPackageDraft', () => {
  it.each<[string, Partial<PackageDraft>, string | null]>([
    ['a good draft (an add-on may be free)', {}, null],
    ['no name', { packageName: '  ' }, M.PACKAGE_NAME_REQUIRED],
    ['a price of 0', { priceFen: 0 }, M.PACKAGE_PRICE_INVALID],
    ['an age range upside down', { minAge: 60, maxAge: 40 }, M.PACKAGE_AGE_UPSIDE_DOWN],
    ['an age beyond 150', { maxAge: 151 }, M.PACKAGE_AGE_INVALID],
    ['no items', { itemGroups: [] }, M.PACKAGE_ITEMS_REQUIRED],
    ['a department without items', { itemGroups: [{ department: '外科', items: [] }] }, M.PACKAGE_DEPARTMENT_EMPTY('外科')],
    ['an add-on below 0', { addOns: [{ name: 'A', priceFen: -1 }] }, M.ADD_ON_PRICE_NEGATIVE('A')],
    ['an add-on conflicting with itself', { addOns: [{ name: 'A', priceFen: 1, conflicts: ['A'] }] }, M.ADD_ON_CONFLICT_SELF('A')],
    ['a conflict with an unknown add-on', { addOns: [{ name: 'A', priceFen: 1, conflicts: ['B'] }] }, M.ADD_ON_CONFLICT_UNKNOWN('A', 'B')],
    ['an add-on repeating an item', { addOns: [{ name: '血压测量', priceFen: 1 }] }, M.ADD_ON_REPEATS_ITEM('血压测量')],
    [
      'two add-ons of one name',
      {
        addOns: [
          { name: 'A', priceFen: 1 },
          { name: 'A', priceFen: 2 },
        ],
      },
      M.ADD_ON_DUPLICATE('A'),
    ],
    ['an add-on age range upside down', { addOns: [{ name: 'A', priceFen: 1, minAge: 50, maxAge: 20 }] }, M.ADD_ON_AGE_UPSIDE_DOWN('A')],
  ])('%s', (_, over, message) => {
    expect(checkPackageDraft({ ...ok, ...over })).toBe(message)
  })
})

test('conflicts are mutual, and either side refuses the pair', () => {
  const m = symmetricConflicts([
    { key: 1, conflicts: [2] },
    { key: 2, conflicts: [] },
    { key: 3, conflicts: [3, 9] },
  ])
  expect([...m.entries()]).toEqual([
    [1, [2]],
    [2, [1]],
    [3, []],
  ])
  expect(
    addOnConflictMessage([
      { id: 2, name: 'B' },
      { id: 1, name: 'A', conflicts: [2] },
    ]),
  ).toBe(M.PACKAGE_ADD_ON_CONFLICT('B', 'A'))
  expect(
    addOnConflictMessage([
      { id: 1, name: 'A', conflicts: [2] },
      { id: 3, name: 'C' },
    ]),
  ).toBeNull()
})
