/**
 * What the boot checks that open the demo user's own data share: the built page of a spec path, and reads of the
 * seeded server's API as the demo user (to find the ids the pages are opened with).
 */
import { checkStructure } from './structure.mjs'
import { DEMO_LOGIN } from './cart.mjs'
import { pageFileOfRoute } from '../lib/routes.mjs'

/** the built page of a spec path (from the route table: page folders get renamed, spec paths stay) */
export function builtPage(distDir, platform, specPath) {
  const { app } = checkStructure(distDir, platform)
  const p = pageFileOfRoute(specPath)
  if (!app || !app.allPages.includes(p)) throw new Error(`${specPath}: its page ${p} is not in ${distDir}/app.json`)
  return p
}

const H = { 'content-type': 'application/json', hospitalId: '6' }

/** a GET of the API as the demo user (logged in once per call), its JSON reply */
export async function demoGet(api, pathAndQuery) {
  const [phone, password] = DEMO_LOGIN.split(':')
  const login = await (
    await fetch(new URL('/user-center/passwordLogin', api), {
      method: 'POST',
      headers: H,
      body: JSON.stringify({ registerName: phone, password }),
    })
  ).json()
  const token = login?.data?.token
  if (!token) throw new Error(`passwordLogin gave no token: ${JSON.stringify(login).slice(0, 200)}`)
  return (await fetch(new URL(pathAndQuery, api), { headers: { ...H, token } })).json()
}

/** the id of one of the demo user's seeded family members, by name */
export async function demoMemberId(api, name) {
  const list = await demoGet(api, '/user-center/queryConsultationerList')
  const m = (list?.data || []).find((x) => x.name === name)
  if (!m) throw new Error(`the seeded member ${name} is not among the demo user's members: ${JSON.stringify(list).slice(0, 200)}`)
  return m.id
}
