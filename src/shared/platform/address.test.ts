jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { chooseAddress: jest.fn() } }))

import * as h5 from './address'
import * as weapp from './address.weapp'
import * as alipay from './address.alipay'

const Taro = (jest.requireMock('@tarojs/taro') as any).default as { chooseAddress: jest.Mock }

const expected = {
  recvName: '张三',
  contactNumber: '13800138000',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '江宁区',
  recvAddress: '天元中路 1 号',
  defaultUse: 1,
}

describe('weapp address import', () => {
  it('maps Taro.chooseAddress', async () => {
    Taro.chooseAddress.mockResolvedValue({
      userName: '张三',
      telNumber: '13800138000',
      provinceName: '江苏省',
      cityName: '南京市',
      countyName: '江宁区',
      detailInfo: '天元中路 1 号',
      postalCode: '211100',
      errMsg: 'chooseAddress:ok',
    })
    expect(weapp.addressImportSupported()).toBe(true)
    await expect(weapp.importAddress()).resolves.toEqual(expected)
  })
  it('rejects on cancel', async () => {
    Taro.chooseAddress.mockRejectedValue({ errMsg: 'chooseAddress:fail cancel' })
    await expect(weapp.importAddress()).rejects.toThrow('已取消选择地址')
  })
})

describe('alipay address import', () => {
  afterEach(() => delete (globalThis as any).my)

  it('maps my.getAddress result', async () => {
    ;(globalThis as any).my = {
      getAddress: (o: any) =>
        o.success({
          resultStatus: '9000',
          result: {
            fullname: '张三',
            mobilePhone: '13800138000',
            prov: '江苏省',
            city: '南京市',
            area: '江宁区',
            address: '天元中路 1 号',
          },
        }),
    }
    expect(alipay.addressImportSupported()).toBe(true)
    await expect(alipay.importAddress()).resolves.toEqual(expected)
  })
  it('rejects when cancelled, failed or unavailable', async () => {
    ;(globalThis as any).my = { getAddress: (o: any) => o.success({ resultStatus: '6001' }) }
    await expect(alipay.importAddress()).rejects.toThrow('已取消选择地址')
    ;(globalThis as any).my = { getAddress: (o: any) => o.fail({ errorMessage: '无权限' }) }
    await expect(alipay.importAddress()).rejects.toThrow('导入地址失败：无权限')
    delete (globalThis as any).my
    expect(alipay.addressImportSupported()).toBe(false)
    await expect(alipay.importAddress()).rejects.toThrow('当前环境不支持导入地址')
  })
})

describe('H5 address import', () => {
  it('is not supported', async () => {
    expect(h5.addressImportSupported()).toBe(false)
    await expect(h5.importAddress()).rejects.toThrow('当前环境不支持导入地址')
  })
})
