/**
 * Screenshots of H5 pages at 375x812 for a person to look at: `npx tsx scripts/screens.ts <base> <path>...`
 * e.g. npx tsx scripts/screens.ts http://localhost:3000 /home /personCenter  -> test-results/screens/manual-*.png
 */
import path from 'node:path'
import { mkdirSync } from 'node:fs'
import { launchBrowser, newContext, RESULTS } from './lib/browser'

async function main() {
  const [base, ...paths] = process.argv.slice(2)
  mkdirSync(path.join(RESULTS, 'screens'), { recursive: true })
  const browser = await launchBrowser()
  const context = await newContext(browser)
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log('pageerror', String(e)))
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()))
  for (const p of paths) {
    await page.goto(`${base}/hospital${p}`)
    await page.waitForTimeout(1500)
    const file = path.join(RESULTS, 'screens', `manual-${p.replace(/[^\w]+/g, '_')}.png`)
    await page.screenshot({ path: file })
    console.log(file, page.url())
  }
  await browser.close()
}
main()
