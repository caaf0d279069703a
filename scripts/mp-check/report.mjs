#!/usr/bin/env node
/**
 * Report pages of a mini-program build, booted as the logged-in demo user against the seeded server (issue 12
 * item 9):
 *
 *   bash scripts/with-server.sh node scripts/mp-check/report.mjs weapp --api '$API'
 *
 *  1. /webReportDetail?id= of the demo user's latest report (张伟, looked up through the API): the conclusions,
 *     the abnormal items with a flag, the PDF button;
 *  2. /webReportPdfDetail?id= of the same report: the page downloads the server's PDF (Taro.downloadFile with the
 *     login headers) and opens it in the document viewer (Taro.openDocument); the fake runtime keeps the bytes,
 *     which must be a PDF.
 * Options: [distDir] --api URL [--json]. Exit code 1 on any failure.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkWeapp } from './weapp.mjs'
import { checkAlipay } from './alipay.mjs'
import { runCheckCli } from './cli.mjs'
import { DEMO_LOGIN } from './cart.mjs'
import { builtPage, demoGet } from './demo.mjs'
import { bootPage, prepareSession } from './boot.mjs'
import { summarizeTree } from './runtime.mjs'

async function latestReportId(api) {
  const page = await demoGet(api, '/zeus/report/queryReportListByPage?pageSize=20')
  const r = (page?.data?.list || []).find((x) => x.person?.name === '张伟')
  if (!r) throw new Error(`the demo user has no seeded report of 张伟: ${JSON.stringify(page).slice(0, 200)}`)
  return r.id
}

export async function checkReport({ platform = 'weapp', distDir, api, quiet = true }) {
  distDir = path.resolve(distDir || `dist/${platform}`)
  const check = platform === 'alipay' ? checkAlipay : checkWeapp
  const id = String(await latestReportId(api))
  const detail = await check({
    distDir,
    api,
    login: DEMO_LOGIN,
    quiet,
    page: builtPage(distDir, platform, '/webReportDetail'),
    query: { hospitalId: '6', id },
    expectTexts: ['总检结论', '血压升高', '异常项目', '空腹血糖(GLU)', '偏高', '较上次升高', '检验科', '查看PDF报告'],
  })
  // the PDF page: download + the platform's document viewer
  const pdf = { failures: [], notes: [] }
  const { storage } = await prepareSession({ platform, distDir, api, login: DEMO_LOGIN })
  const { rt, page } = await bootPage({
    platform,
    distDir,
    api,
    storage,
    quiet,
    page: builtPage(distDir, platform, '/webReportPdfDetail'),
    query: { hospitalId: '6', id },
  })
  try {
    const deadline = Date.now() + 20_000
    while (rt.documents.length === 0 && Date.now() < deadline) {
      await rt.settle()
      await new Promise((r) => setTimeout(r, 100))
    }
    const doc = rt.documents[0]
    if (!doc)
      pdf.failures.push(
        `no openDocument after downloadFile; calls: ${rt.calls.map((c) => c.api).join(', ')}; page: ${summarizeTree(page.data).fullText.slice(0, 200)}`,
      )
    else if (doc.head !== '%PDF-' || doc.fileType !== 'pdf') pdf.failures.push(`the opened document is not a PDF: ${JSON.stringify(doc)}`)
    else pdf.notes.push(`openDocument ${doc.filePath} (${doc.bytes} bytes, ${doc.head})`)
    const text = summarizeTree(page.data).fullText
    if (!text.includes('打开PDF报告')) pdf.failures.push(`the page has no 打开PDF报告 button: ${text.slice(0, 200)}`)
    for (const e of rt.errors) pdf.failures.push(`${e.where}: ${e.error?.message || e.error}`)
  } finally {
    rt.dispose()
  }
  return {
    reports: [
      ['detail', detail],
      ['pdf', pdf],
    ],
    failures: [...detail.failures, ...pdf.failures],
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) await runCheckCli('report', checkReport)
