import {
  validateAddress,
  regionText,
  normalizeRecvName,
  RECV_NAME_MAX_LENGTH,
  ADDRESS_DETAIL_MAX_LENGTH,
  RECV_NAME_REQUIRED,
  RECV_NAME_INVALID,
  RECV_NAME_TOO_LONG,
  REGION_REQUIRED,
  DETAIL_REQUIRED,
  DETAIL_TOO_LONG,
  type AddressInput,
} from './address'
import * as D from './index'
import { PHONE_INVALID, PHONE_REQUIRED } from './messages'

const OK: AddressInput = {
  recvName: '张三',
  contactNumber: '13812345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山北路1号',
}
const with_ = (patch: Partial<AddressInput>) => ({ ...OK, ...patch })

describe('address field limits', () => {
  it('name at most 20 characters, detail at most 100', () => {
    expect(RECV_NAME_MAX_LENGTH).toBe(20)
    expect(ADDRESS_DETAIL_MAX_LENGTH).toBe(100)
  })

  it.each([
    ['一'.repeat(20), null],
    ['一'.repeat(21), RECV_NAME_TOO_LONG],
    ['a'.repeat(20), null],
    ['a'.repeat(21), RECV_NAME_TOO_LONG],
    [`${'一'.repeat(10)}   ${'一'.repeat(10)}`, null], // white space does not count
  ])('name %j -> %s', (recvName, message) => expect(validateAddress(with_({ recvName }))?.message ?? null).toBe(message))

  it.each([
    ['路'.repeat(100), null],
    ['路'.repeat(101), DETAIL_TOO_LONG],
    [`  ${'路'.repeat(100)}  `, null], // trimmed first
  ])('detail of %#', (recvAddress, message) => expect(validateAddress(with_({ recvAddress }))?.message ?? null).toBe(message))
})

describe('validateAddress: the first failing field in screen order', () => {
  it.each([
    [{}, null],
    [{ recvName: '' }, { field: 'recvName', message: RECV_NAME_REQUIRED }],
    [{ recvName: '  ' }, { field: 'recvName', message: RECV_NAME_REQUIRED }],
    [{ recvName: '张三$' }, { field: 'recvName', message: RECV_NAME_INVALID }],
    [{ recvName: '张三@home' }, { field: 'recvName', message: RECV_NAME_INVALID }],
    [{ recvName: '张三（公司）' }, null], // SPEC §5 name variant with parentheses
    [{ recvName: 'Li (Ming)' }, null],
    [{ recvName: '阿卜杜·热合曼' }, null], // the middle dot of transliterated names
    [{ recvName: 'John Smith' }, null],
    [{ contactNumber: '' }, { field: 'contactNumber', message: PHONE_REQUIRED }],
    [{ contactNumber: '12345678901' }, { field: 'contactNumber', message: PHONE_INVALID }],
    [{ contactNumber: '1381234567' }, { field: 'contactNumber', message: PHONE_INVALID }],
    [{ contactNumber: '138 1234 5678' }, null], // spaces typed between groups are ignored
    [{ recvProvince: '' }, { field: 'region', message: REGION_REQUIRED }],
    [{ recvCity: ' ' }, { field: 'region', message: REGION_REQUIRED }],
    [{ recvArea: '' }, null], // whether the area is needed is the area tree's business (server)
    [{ recvAddress: '' }, { field: 'recvAddress', message: DETAIL_REQUIRED }],
    [{ recvAddress: '   ' }, { field: 'recvAddress', message: DETAIL_REQUIRED }],
    [
      { recvName: '', contactNumber: '', recvProvince: '', recvAddress: '' },
      { field: 'recvName', message: RECV_NAME_REQUIRED },
    ],
    [
      { contactNumber: '123', recvProvince: '', recvAddress: '' },
      { field: 'contactNumber', message: PHONE_INVALID },
    ],
    [
      { recvProvince: '', recvAddress: '' },
      { field: 'region', message: REGION_REQUIRED },
    ],
  ])('%j', (patch, expected) => expect(validateAddress(with_(patch as Partial<AddressInput>))).toEqual(expected))

  it('tolerates values that are not strings (a server body)', () => {
    expect(validateAddress({ ...OK, recvName: 5 as unknown as string })).toBeNull()
    expect(validateAddress({ ...OK, contactNumber: undefined as unknown as string })?.message).toBe(PHONE_REQUIRED)
    expect(normalizeRecvName(null)).toBe('')
  })

  it('is exported from the domain index (the form and the server use this one rule)', () => {
    expect(D.validateAddress).toBe(validateAddress)
  })
})

describe('regionText', () => {
  it.each([
    [{ recvProvince: '广东省', recvCity: '广州市', recvArea: '天河区' }, '广东省 广州市 天河区'],
    [{ recvProvince: '北京市', recvCity: '北京市', recvArea: '海淀区' }, '北京市 海淀区'],
    [{ recvProvince: '广东省', recvCity: '东莞市', recvArea: '' }, '广东省 东莞市'],
    [{}, ''],
  ])('%j -> %s', (a, text) => expect(regionText(a)).toBe(text))
})
