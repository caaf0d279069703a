/**
 * Many bench users (issue 17): N patients, each logged in through the real endpoints and the sandbox SMS
 * (captcha -> /dev/captcha/:id -> verifyCode -> /dev/outbox -> smsLogin; the server runs with SANDBOX_PROVIDERS=1),
 * with a cart of 1-5 lines and 1-3 orders (commitPay, then cancelled at once but for one user in four's last order:
 * a user may hold at most 5 unpaid orders, and the stock comes back). Users differ in their carts and orders, so queryCart and myOrders hit
 * one composed reply per user (lib/cache composedReply) instead of one for everybody.
 */

/** the delivery address of the bench's orders */
export const ADDRESS = {
  recvName: '张三',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路1号',
}

/** goods and sku of the carts (plain goods of the seed, not in a running activity) */
const CART_GOODS: Array<[number, number]> = [
  [6002, 60021],
  [6030, 60301],
  [6004, 60041],
  [6010, 60101],
  [6012, 60121],
  [6020, 60201],
]

let ip = 1 << 20
/** an address of its own per request: the per-address limits (rate, SMS codes per address) are not what is measured */
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`

async function call(base: string, method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<any> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp() }
  if (token) headers.token = token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const json = (await res.json().catch(() => null)) as any
  if (res.status !== 200 || (json && typeof json.code === 'number' && json.code !== 0 && json.code !== 200))
    throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`)
  return json
}

/** one patient through the sandbox SMS login */
async function smsLogin(base: string, phone: string): Promise<string> {
  const cap = (await call(base, 'GET', '/user-center/captcha')).data
  const answer = (await call(base, 'GET', `/dev/captcha/${cap.captchaId}`)).data.answer
  const sent = (await call(base, 'POST', '/user-center/verifyCode', { phone, type: 1, captchaId: cap.captchaId, captchaCode: answer })).data
  if (sent.errCode !== 0) throw new Error(`verifyCode ${phone}: ${JSON.stringify(sent)}`)
  const code = (await call(base, 'GET', `/dev/outbox?phone=${phone}&limit=1`)).data[0].code
  return (await call(base, 'POST', '/user-center/smsLogin', { phone, verifyCode: code, type: 1 })).data.token as string
}

/** the usable goods of this server (those addCart takes; those an order takes), found with the first user */
async function usableGoods(base: string, token: string): Promise<{ cart: Array<[number, number]>; order: Array<[number, number]> }> {
  const cart: Array<[number, number]> = []
  const order: Array<[number, number]> = []
  for (const [goodsId, skuId] of CART_GOODS) {
    try {
      await call(base, 'POST', '/order-center/cart/addCart', { goodsId, skuId, goodsNum: 1 }, token)
      cart.push([goodsId, skuId])
      const r = await call(
        base,
        'POST',
        '/order-center/orderCenter/commitPay',
        { goodsList: [{ goodsId, skuId, goodsNum: 1 }], address: ADDRESS },
        token,
      )
      await call(base, 'POST', '/order-center/orderCenter/orderCancel', { orderId: r.data.orderId, cancelReason: '其他' }, token)
      order.push([goodsId, skuId])
    } catch {
      // not in this seed, not sold as a plain line, or a service that needs staff: skipped
    }
  }
  if (!cart.length || !order.length) throw new Error(`no usable goods: ${JSON.stringify({ cart, order })}`)
  return { cart, order }
}

/**
 * `n` users (phones 1390xxxxxxx from `first`), `concurrency` at a time; resolves with their tokens.
 * Deterministic per index: user i has 1 + i % 5 cart lines and 1 + i % 3 orders.
 */
export async function makeUsers(base: string, n: number, o: { first?: number; concurrency?: number } = {}): Promise<string[]> {
  const first = o.first ?? 0
  const tokens: string[] = new Array(n)
  const t0 = Date.now()
  tokens[0] = await smsLogin(base, phoneOf(first))
  const goods = await usableGoods(base, tokens[0])
  const setUp = async (i: number) => {
    const token = i === 0 ? tokens[0] : await smsLogin(base, phoneOf(first + i))
    tokens[i] = token
    if (i !== 0) {
      const lines = 1 + (i % 5)
      for (let k = 0; k < lines; k++) {
        const [goodsId, skuId] = goods.cart[(i + k) % goods.cart.length]
        await call(base, 'POST', '/order-center/cart/addCart', { goodsId, skuId, goodsNum: 1 + (k % 2) }, token)
      }
    }
    const orders = 1 + (i % 3)
    for (let k = 0; k < orders; k++) {
      const [goodsId, skuId] = goods.order[(i + k) % goods.order.length]
      const r = await call(
        base,
        'POST',
        '/order-center/orderCenter/commitPay',
        { requestId: `bench-${first + i}-${k}`, goodsList: [{ goodsId, skuId, goodsNum: 1 }], address: ADDRESS },
        token,
      )
      // a user may hold at most 5 unpaid orders, and the stock is limited: one user in four keeps its last order unpaid
      if (k < orders - 1 || i % 4 !== 0)
        await call(base, 'POST', '/order-center/orderCenter/orderCancel', { orderId: r.data.orderId, cancelReason: '其他' }, token)
    }
  }
  let next = 0
  const worker = async () => {
    for (let i = next++; i < n; i = next++) await setUp(i)
  }
  await Promise.all(Array.from({ length: o.concurrency ?? 8 }, worker))
  console.log(`${n} users logged in (sandbox SMS) with carts of 1-5 lines and 1-3 orders in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return tokens
}

const phoneOf = (i: number) => `1390${String(i).padStart(7, '0')}`
