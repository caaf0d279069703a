/** JSON-schema pieces of the buy journey (contract/cart.ts, contract/order.ts). Bad input is a 400 naming the field. */
import { idField } from '../../lib/schemas'

export { idField }
export const idList = (max = 200) => ({ type: 'array', minItems: 1, maxItems: max, items: idField })
export const serviceDataSchema = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    required: ['key', 'value'],
    properties: { key: { type: 'string', maxLength: 50 }, value: { type: 'string', maxLength: 500 } },
  },
}
export const serviceDataListSchema = { type: 'array', maxItems: 999, items: serviceDataSchema }
export const peInfoSchema = {
  type: 'object',
  properties: {
    serviceInstitution: {
      type: 'object',
      nullable: true,
      properties: {
        name: { type: 'string', maxLength: 100 },
        address: { type: 'string', maxLength: 200 },
        phone: { type: 'string', maxLength: 50 },
      },
    },
    filedInfo: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['fieldId'],
        properties: {
          fieldId: { type: 'integer' },
          showName: { type: 'string', maxLength: 50 },
          value: { type: 'string', maxLength: 200 },
        },
      },
    },
    appointedDate: { type: 'string', maxLength: 10 },
    appointedTime: { type: 'string', maxLength: 20 },
    examPersonId: { type: 'integer', nullable: true },
    addItemIds: { type: 'array', maxItems: 30, items: { type: 'integer', minimum: 1 } },
  },
}
export const peInfoListSchema = { type: 'array', maxItems: 999, items: peInfoSchema }
export const serviceRolesSchema = { type: 'object', maxProperties: 20, additionalProperties: { type: 'integer', minimum: 1 } }
export const addressSchema = {
  type: 'object',
  required: ['recvName', 'contactNumber', 'recvProvince', 'recvCity', 'recvArea', 'recvAddress'],
  properties: {
    recvProvince: { type: 'string', minLength: 1, maxLength: 30 },
    recvCity: { type: 'string', minLength: 1, maxLength: 30 },
    recvArea: { type: 'string', maxLength: 30 },
    recvAddress: { type: 'string', minLength: 1, maxLength: 200 },
    recvName: { type: 'string', minLength: 1, maxLength: 20 },
    contactNumber: { type: 'string', minLength: 1, maxLength: 20 },
    pickUpMarkInfo: { type: 'string', maxLength: 200 },
    defaultUse: { type: 'integer', enum: [0, 1] },
  },
}
export const buyNowLineSchema = {
  type: 'object',
  required: ['goodsId', 'skuId', 'goodsNum'],
  properties: {
    goodsId: idField,
    skuId: idField,
    goodsNum: { type: 'integer', minimum: 1, maximum: 999 },
    activityId: idField,
    serviceDataList: serviceDataListSchema,
    serviceRoles: serviceRolesSchema,
    peInfoList: peInfoListSchema,
    price: { type: 'number', description: 'IGNORED: the server prices the line' },
  },
}
/** cart lines or buy-now lines (contract/order OrderLinesReq) */
export const orderLinesProps = {
  cartIds: idList(),
  goodsList: { type: 'array', minItems: 1, maxItems: 50, items: buyNowLineSchema },
}
export const payChannelField = { type: 'integer', enum: [1, 2, 3, 4, 5, 6] }
export const returnUrlField = { type: 'string', maxLength: 1000 }
