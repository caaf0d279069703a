import SkuPopup from './SkuPopup'
import BuySelectPopup from './BuySelectPopup'
import * as platform from '@/shared/platform'
import { bodyText, byText, cleanup, click, mountComponent as mount, quietActWarnings } from '@test-support/app/render'

quietActWarnings()

jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))
const toast = jest.mocked(platform.toast)

beforeEach(() => jest.clearAllMocks())
afterEach(cleanup)

const spec = (id: number, specName: string, values: string[]) => ({
  id,
  specName,
  attributeName: specName,
  optionAttr: values,
  goodsAttributeValues: values.map((v, i) => ({ id: id * 10 + i, attributeValue: v })),
  kind: 'sku' as const,
})
const sku = (id: number, color: string, size: string, stock = 50) => ({
  id,
  skuId: id,
  price: 100 + id,
  stock,
  stockFlag: 1,
  skuData: JSON.stringify([
    { key: '颜色', value: color },
    { key: '尺码', value: size },
  ]),
})
const GOODS = {
  goodsName: '家用血压计',
  goodsUrl: '/assets/x.png',
  goodsType: 1,
  price: 101,
  stock: 100,
  stockFlag: 1,
  priceShowMode: 0,
  dealTypeDto: { goodsPriceFlag: 0, customCopy: '' },
  skuNum: 2,
  specList: [spec(1, '颜色', ['白色', '黑色']), spec(2, '尺码', ['标准', '大号'])],
  skus: [sku(1, '白色', '标准'), sku(2, '黑色', '大号', 3)],
}

describe('SkuPopup', () => {
  it('refuses an incomplete choice with the spec message and hides confirm until the sku resolves', async () => {
    const onConfirm = jest.fn()
    const t = await mount(SkuPopup, { visible: true, goods: GOODS, action: 'cart', onClose: jest.fn(), onConfirm })
    expect(document.querySelector('.sku-popup__confirm')).toBeNull()
    expect(bodyText()).toContain('请选择颜色')
    await click(t, '.sku-popup__hint')
    expect(toast).toHaveBeenLastCalledWith('请选择颜色')
    await click(t, byText('白色'))
    await click(t, '.sku-popup__hint')
    expect(toast).toHaveBeenLastCalledWith('请选择尺码')
    expect(onConfirm).not.toHaveBeenCalled()
    await click(t, byText('标准'))
    expect(document.querySelector('.sku-popup__confirm')?.textContent).toContain('加入购物车')
    await click(t, '.sku-popup__confirm')
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 1, selected: { 颜色: '白色', 尺码: '标准' }, sku: expect.objectContaining({ id: 1 }) }),
    )
  })

  it('a goods without specs (the server says skuNum 1) has its one sku chosen: add to cart at once', async () => {
    const onConfirm = jest.fn()
    const one = { id: 9, skuId: 9, price: 198, stock: 10, stockFlag: 1, skuData: '[]' }
    const goods = { ...GOODS, skuNum: 1, specList: [], skus: [one] }
    const t = await mount(SkuPopup, { visible: true, goods, action: 'cart', onClose: jest.fn(), onConfirm })
    expect(bodyText()).not.toContain('所选规格暂无库存')
    await click(t, '.sku-popup__confirm')
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ quantity: 1, sku: expect.objectContaining({ id: 9 }) }))
  })

  it('hides confirm for cart and pay when priceShowMode is 1, but not for a plain choice', async () => {
    const goods = { ...GOODS, priceShowMode: 1, skuNum: 0, specList: [], skus: [sku(1, '白色', '标准')] }
    await mount(SkuPopup, { visible: true, goods, action: 'pay', onClose: jest.fn(), onConfirm: jest.fn() })
    expect(document.querySelector('.sku-popup__confirm')).toBeNull()
    expect(bodyText()).toContain('该商品暂不支持线上购买')
    cleanup()
    await mount(SkuPopup, { visible: true, goods, action: 'other', onClose: jest.fn(), onConfirm: jest.fn() })
    expect(document.querySelector('.sku-popup__confirm')).not.toBeNull()
  })

  it('a goods without specs as the server sends it (skuNum 1, no spec list, one sku): its sku is chosen, 立即购买 confirms', async () => {
    const one = { ...sku(7, '', ''), skuData: JSON.stringify([{ key: '规格', value: '标准' }]) }
    const goods = { ...GOODS, skuNum: 1, specList: [], skus: [one] }
    const onConfirm = jest.fn()
    const t = await mount(SkuPopup, { visible: true, goods, action: 'pay', onClose: jest.fn(), onConfirm })
    expect(document.querySelector('.sku-popup__confirm')?.textContent).toContain('立即购买')
    await click(t, '.sku-popup__confirm')
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ quantity: 1, sku: expect.objectContaining({ id: 7 }) }))
  })

  it('a spec with one value only (规格: 标准) is chosen by itself: 已选 shows it and 立即购买 confirms at once', async () => {
    const one = { id: 8, skuId: 8, price: 29, stock: 10, stockFlag: 1, skuData: JSON.stringify([{ key: '规格', value: '标准' }]) }
    const goods = { ...GOODS, skuNum: 1, specList: [spec(3, '规格', ['标准'])], skus: [one] }
    const onConfirm = jest.fn()
    const t = await mount(SkuPopup, { visible: true, goods, action: 'pay', onClose: jest.fn(), onConfirm })
    expect(bodyText()).toContain('已选：标准')
    expect(document.querySelector('.sku-popup__value--on')?.textContent).toBe('标准')
    await click(t, byText('标准')) // the only value stays chosen
    expect(document.querySelector('.sku-popup__value--on')?.textContent).toBe('标准')
    await click(t, '.sku-popup__confirm')
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 1, selected: { 规格: '标准' }, sku: expect.objectContaining({ id: 8 }) }),
    )
  })

  it('with two specs, the one-value spec is chosen and the other still asks', async () => {
    const goods = { ...GOODS, specList: [spec(1, '颜色', ['白色', '黑色']), spec(2, '尺码', ['标准'])], skus: [sku(1, '白色', '标准')] }
    const onConfirm = jest.fn()
    const t = await mount(SkuPopup, { visible: true, goods, action: 'cart', onClose: jest.fn(), onConfirm })
    expect(bodyText()).toContain('已选：标准')
    await click(t, '.sku-popup__hint')
    expect(toast).toHaveBeenLastCalledWith('请选择颜色')
    await click(t, byText('白色'))
    await click(t, '.sku-popup__confirm')
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ selected: { 颜色: '白色', 尺码: '标准' } }))
  })

  it('the stepper clamps at the stock and shows the limit message', async () => {
    const t = await mount(SkuPopup, { visible: true, goods: GOODS, action: 'cart', onClose: jest.fn(), onConfirm: jest.fn() })
    await click(t, byText('黑色'))
    await click(t, byText('大号'))
    const plus = '.sku-stepper__plus'
    await click(t, plus)
    await click(t, plus)
    expect(
      (document.querySelector('.sku-stepper__input input') as HTMLInputElement | null)?.value ??
        document.querySelector('.sku-stepper__input')?.getAttribute('value'),
    ).toBe('3')
    expect(toast).not.toHaveBeenCalled()
    await click(t, plus)
    expect(toast).toHaveBeenLastCalledWith('已达到最大购买数量')
  })

  it('the stepper shows the per-person limit message of the activity', async () => {
    const goods = {
      ...GOODS,
      skuNum: 0,
      specList: [],
      skus: [sku(1, '白色', '标准')],
      activity: { type: 3, status: 2, purchaseMax: 3, hasBuyNum: 1 },
    }
    const t = await mount(SkuPopup, { visible: true, goods, action: 'cart', onClose: jest.fn(), onConfirm: jest.fn() })
    await click(t, '.sku-stepper__plus')
    await click(t, '.sku-stepper__plus')
    expect(toast).toHaveBeenLastCalledWith('每人限购3件，还可购买2件')
  })
})

describe('BuySelectPopup', () => {
  const options = [
    { id: 11, serviceRoleName: '护士', servicePersonList: [{ id: 1, servicePersonName: '王护士', active: false }] },
    { id: 12, serviceRoleName: '康复师', servicePersonList: [{ id: 2, servicePersonName: '李康复师', active: false }] },
  ]
  it('every role must be chosen: 请选择{role name}; then confirms with role id → person', async () => {
    const onConfirm = jest.fn()
    const t = await mount(BuySelectPopup, { visible: true, priceText: '¥199.00', options, onCancel: jest.fn(), onConfirm })
    expect(bodyText()).toContain('¥199.00')
    await click(t, '.buy-select__confirm')
    expect(toast).toHaveBeenLastCalledWith('请选择护士')
    await click(t, byText('王护士'))
    await click(t, '.buy-select__confirm')
    expect(toast).toHaveBeenLastCalledWith('请选择康复师')
    expect(onConfirm).not.toHaveBeenCalled()
    await click(t, byText('李康复师'))
    await click(t, '.buy-select__confirm')
    expect(onConfirm).toHaveBeenCalledWith({ '11': '王护士', '12': '李康复师' })
  })
})
