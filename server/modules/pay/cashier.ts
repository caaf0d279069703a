/** The sandbox cashier page (HTML) that stands in for the WeChat / Alipay / CMB pages, and its return URL helper. */
import { formatCents } from '../../../src/domain/money'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const CHANNEL_TITLE: Record<number, string> = {
  1: '招商银行 · 支付宝',
  2: '招商银行 · 微信',
  3: '微信支付',
  4: '微信支付',
  5: '支付宝',
  6: '支付宝',
}

export function cashierHtml(p: {
  payNo: string
  token: string
  amountCents: number
  channel: number
  status: string
  orderNo: string
}): string {
  const done = p.status !== 'WAITING'
  const btn = (result: string, label: string, cls: string) =>
    `<form method="POST" action="/pay-center/sandbox/cashier/submit"><input type="hidden" name="payNo" value="${esc(p.payNo)}"><input type="hidden" name="token" value="${esc(p.token)}"><input type="hidden" name="result" value="${result}"><button class="${cls}" type="submit"${done ? ' disabled' : ''}>${label}</button></form>`
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>收银台（沙箱）</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#222}
.top{background:#1677ff;color:#fff;padding:18px 16px 60px;text-align:center}.top h1{font-size:17px;margin:0}.top p{margin:6px 0 0;font-size:12px;opacity:.85}
.card{margin:-44px 14px 0;background:#fff;border-radius:12px;padding:22px 18px;box-shadow:0 2px 10px rgba(0,0,0,.06);text-align:center}
.amount{font-size:34px;font-weight:600;margin:8px 0}.amount small{font-size:18px}.meta{font-size:13px;color:#888;line-height:1.8}
.btns{margin:22px 14px}.btns form{margin:0 0 12px}button{width:100%;height:46px;border:0;border-radius:23px;font-size:16px}
.ok{background:#1677ff;color:#fff}.cancel{background:#fff;color:#333;border:1px solid #ddd}.fail{background:#fff;color:#e54545;border:1px solid #f3c2c2}
button[disabled]{opacity:.45}.note{font-size:12px;color:#999;text-align:center;padding:0 20px}.state{color:#e54545;font-size:14px;margin-top:8px}
</style></head><body>
<div class="top"><h1>${esc(CHANNEL_TITLE[p.channel] ?? '收银台')}</h1><p>沙箱收银台 · 不会产生真实扣款</p></div>
<div class="card"><div class="meta">订单 ${esc(p.orderNo)}</div><div class="amount"><small>¥</small>${formatCents(p.amountCents)}</div>
<div class="meta">支付单号 ${esc(p.payNo)}</div>${done ? `<div class="state">该支付单已处理（${esc(p.status)}）</div>` : ''}</div>
<div class="btns">${btn('SUCCESS', '支付成功', 'ok')}${btn('CLOSED', '取消支付', 'cancel')}${btn('FAIL', '支付失败', 'fail')}</div>
<p class="note">这是代替微信 / 支付宝 / 招行页面的沙箱。选择结果后将通知服务器并返回商城。</p></body></html>`
}

export function withQuery(url: string, q: Record<string, string | number>): string {
  const sep = url.includes('?') ? '&' : '?'
  return (
    url +
    sep +
    Object.entries(q)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&')
  )
}
