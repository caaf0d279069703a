/** Texts of the cart screen (/shopCart). */

export const EMPTY_CART = '购物车还是空的'
export const SELECT_GOODS = '请选择要结算的商品'
