/**
 * Boot a page of a built Taro mini-program in the fake runtime, check what it rendered, tap an element.
 * Shared by weapp.mjs and alipay.mjs; usable from tests:
 *
 *   const { rt, page, tree } = await bootPage({ platform: 'weapp', distDir: 'dist/weapp', page: 'pages/main/shopCart/index', api: 'http://localhost:3000' })
 *   const tap = await tapElement(rt, page, { text: '去结算' })
 *   await typeInto(rt, page, '呼吸很困难', { placeholder: '健康问题' })   // then tapElement(rt, page, { text: '发送' })
 *   rt.dispose()
 */
import {
  createMiniRuntime,
  summarizeTree,
  findElement,
  dispatchTap,
  findInput,
  dispatchInput,
  attrOf,
  readTemplateTable,
  splitUrl,
  templateNames,
  nodesWithoutTemplate,
  textContent,
  walkTaroTree,
} from './runtime.mjs'

/** issue 16's budget for one setData payload (bytes) */
export const SET_DATA_BUDGET = 64 * 1024
/** the app's persisted store key of a hospital (src/store/rules.ts storeKey, default entry 'shop') */
export const storeKeyOf = (hospitalId, entry = 'shop') => `shop:store:${hospitalId}:${entry}`

async function apiCall(api, method, url, body, headers = {}) {
  let res
  try {
    res = await fetch(new URL(url, api), {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (e) {
    throw new Error(`${method} ${url}: ${e.message}`)
  }
  const text = await res.text()
  let json = null
  try {
    json = JSON.parse(text)
  } catch {
    /* not JSON */
  }
  if (!json || json.code !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`)
  return json.data
}

/**
 * A logged-in user for the boot, prepared through the API before the app starts:
 *  - login 'phone:password' -> POST user-center/passwordLogin
 *  - cart ['goodsId:skuId:num', ...] -> POST order-center/cart/addCart as that user
 *  - the storage a real login leaves: the app is launched once in a throwaway runtime (it writes its version key
 *    and store), then the user (userBase, userThird, token; login type 1) is put into the store of the hospital,
 *    as src/store/persist.ts keeps it.
 * Returns { storage, user, cartIds } — pass `storage` to bootPage / createMiniRuntime.
 */
export async function prepareSession({ platform, distDir, api, login, cart = [], hospitalId = 6 }) {
  if (!api) throw new Error('--login / --cart need --api (a running server)')
  if (!login) throw new Error('--cart needs --login (cart lines belong to a user)')
  const H = { hospitalId: String(hospitalId) }
  let user
  if (typeof login === 'object') {
    // a platform code login (pay.mjs): { path: '/user-center/wxLogin' | '/user-center/aliLogin', code } — the code of
    // wx.login / my.getAuthCode, which the server exchanges at the platform (code2session / alipay.system.oauth.token)
    user = await apiCall(api, 'POST', login.path, { code: login.code }, H)
    if (!user || !user.token) throw new Error(`${login.path} gave no token: ${JSON.stringify(user).slice(0, 200)}`)
  } else {
    const m = /^(\d{11}):(.+)$/.exec(String(login))
    if (!m) throw new Error(`--login must be phone:password, got "${login}"`)
    user = await apiCall(api, 'POST', '/user-center/passwordLogin', { registerName: m[1], password: m[2] }, H)
    if (!user || !user.token) throw new Error(`passwordLogin gave no token: ${JSON.stringify(user).slice(0, 200)}`)
  }
  const cartIds = []
  for (const c of cart) {
    const parts = String(c).split(':').map(Number)
    if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n <= 0))
      throw new Error(`--cart must be goodsId:skuId:num, got "${c}"`)
    const [goodsId, skuId, goodsNum] = parts
    const r = await apiCall(api, 'POST', '/order-center/cart/addCart', { goodsId, skuId, goodsNum }, { ...H, token: user.token })
    cartIds.push(r && (r.cartId ?? r.id))
  }
  const rt = createMiniRuntime({ platform, distDir, quiet: true })
  let stored
  try {
    await rt.launch({ path: rt.appJson.entryPage, query: { hospitalId: String(hospitalId) } })
    await rt.settle()
    stored = new Map(rt.storage)
  } finally {
    rt.dispose()
  }
  // rt.storage holds JSON of what the app stored; the app stores JSON strings (src/shared/platform/kvStore.ts)
  const storage = {}
  for (const [k, v] of stored) storage[k] = JSON.parse(v)
  const key = storeKeyOf(hospitalId)
  let state = {}
  try {
    state = typeof storage[key] === 'string' ? JSON.parse(storage[key]) || {} : storage[key] || {}
  } catch {
    state = {}
  }
  state.user = {
    ...(state.user || {}),
    userInfo: { userBase: user.userBase, userThird: user.userThird ?? null, token: user.token },
    loginType: typeof login === 'object' ? 0 : 1,
  }
  storage[key] = JSON.stringify(state)
  if (storage['shop:hospitalId'] === undefined) storage['shop:hospitalId'] = JSON.stringify(hospitalId)
  return { storage, user, cartIds }
}

/** the text of the first element with a class in the page tree (null when absent) */
export function classText(data, className) {
  const found = findElement(data, { className })
  return found ? textContent(found.node) : null
}

/** launch the app and open one page; returns { rt, page, summary, launchMs, pageMs } (rt must be disposed) */
export async function bootPage({ platform, distDir, page, query = {}, launchQuery, ...runtimeOptions }) {
  const rt = createMiniRuntime({ platform, distDir, ...runtimeOptions })
  const route = (page || rt.appJson.entryPage).replace(/^\//, '')
  const t0 = Date.now()
  try {
    await rt.launch({ path: route, query: launchQuery || query })
  } catch (e) {
    rt.dispose()
    throw annotate(e, `App launch (app.js, onLaunch/onShow) failed`)
  }
  const t1 = Date.now()
  let inst
  try {
    inst = await rt.openPage(route, query)
  } catch (e) {
    rt.dispose()
    throw annotate(e, `page ${route} failed to load (onLoad/onShow/onReady)`)
  }
  const summary = summarizeTree(inst.data)
  return { rt, page: inst, route, summary, launchMs: t1 - t0, pageMs: Date.now() - t1 }
}

/**
 * Tap the element found by text and/or class (see findElement) and let the app settle. Returns
 * { found, delivered, nav, setData, calls, toasts } — what happened after the tap.
 */
export async function tapElement(rt, page, { text, className, index = 0 } = {}) {
  const found = findElement(page.data, { text, className, index })
  if (!found) throw new Error(`no element ${describe({ text, className })} in the rendered tree of ${page.route}`)
  const before = {
    nav: rt.nav.length,
    setData: rt.setDataLog.length,
    calls: rt.calls.length,
    toasts: rt.toasts.length,
    errors: rt.errors.length,
  }
  const table = readTemplateTable(rt.distDir, rt.platform)
  const delivered = dispatchTap(rt, page, found, { table })
  await rt.settle()
  return {
    found,
    delivered,
    nav: rt.nav.slice(before.nav),
    setData: rt.setDataLog.slice(before.setData),
    calls: rt.calls.slice(before.calls),
    toasts: rt.toasts.slice(before.toasts),
    errors: rt.errors.slice(before.errors),
  }
}

/**
 * Type `value` into a text field (findInput: the first <input>/<textarea>, or the one by placeholder / class) with
 * its `input` event, optionally `confirm` after it, and let the app settle. Returns { found, delivered, value,
 * setData, calls, errors }, `value` being what the field shows after the input event and the app's re-render (its
 * value attribute), before any confirm.
 */
export async function typeInto(rt, page, value, { placeholder, className, index = 0, confirm = false } = {}) {
  const table = readTemplateTable(rt.distDir, rt.platform)
  const found = findInput(page.data, { placeholder, className, index }, table)
  if (!found)
    throw new Error(
      `no text field (input / textarea)${placeholder ? ` with placeholder containing "${placeholder}"` : ''}${className ? ` with class "${className}"` : ''} in the rendered tree of ${page.route}`,
    )
  const before = { setData: rt.setDataLog.length, calls: rt.calls.length, errors: rt.errors.length }
  const delivered = dispatchInput(rt, page, found, value, { table, events: ['input'] })
  await rt.settle()
  // what the field shows now (setData may have replaced the node object: found again by its sid), before a confirm
  // (which may clear it)
  let now = found.node
  walkTaroTree(page.data && page.data.root, (n) => {
    if (n.sid !== undefined && n.sid === found.node.sid) now = n
  })
  const shown = attrOf(now, 'value', table)
  if (confirm) {
    delivered.push(...dispatchInput(rt, page, { ...found, node: now }, value, { table, events: ['confirm'] }))
    await rt.settle()
  }
  return {
    found,
    delivered,
    value: shown,
    setData: rt.setDataLog.slice(before.setData),
    calls: rt.calls.slice(before.calls),
    errors: rt.errors.slice(before.errors),
  }
}

/** how many times `text` occurs in `full` */
export const occurrences = (full, text) => (text ? String(full).split(text).length - 1 : 0)

/** does a recorded navigation url match the expected one ('/pages/a/index', optionally '?k=v' that must be present) */
export function navMatches(url, expected, currentRoute = '') {
  if (typeof url !== 'string') return false
  const got = splitUrl(url, currentRoute)
  const want = splitUrl(expected.startsWith('/') ? expected : `/${expected}`)
  if (got.route !== want.route) return false
  return Object.entries(want.query).every(([k, v]) => got.query[k] === v)
}

const describe = ({ text, className }) =>
  [className && `with class "${className}"`, text && `with text "${text}"`].filter(Boolean).join(' and ')

function annotate(e, context) {
  const err = new Error(`${context}: ${e && e.message}`)
  err.stack = `${err.message}\n${e && e.stack ? e.stack.split('\n').slice(1, 12).join('\n') : ''}`
  err.cause = e
  return err
}

/**
 * The typing rounds of the boot check (--type, repeatable): for each text, type it into the field (--type-placeholder /
 * --type-class pick one; default the first input/textarea), then tap --tap-text / --tap-class (or, without a tap,
 * fire the field's confirm event), let the app settle, and require each --after-text to occur more often in the
 * tree than before the round (a text the page already showed counts only when the round adds it). On weapp the
 * compiled templates must render the new occurrences too. facts.rounds: one entry per round.
 */
async function runRounds(rt, page, route, options, failures, facts) {
  facts.rounds = []
  const tapWhat = options.tapText || options.tapClass
  if (options.expectNav || options.watchClass) failures.push('--expect-nav / --watch-class are not checked with --type')
  for (const [i, text] of options.typeTexts.entries()) {
    const label = `round ${i + 1} (${JSON.stringify(text)})`
    const round = { text }
    facts.rounds.push(round)
    const before = summarizeTree(page.data).fullText
    const renderedBefore = options.render ? options.render(route, page.data).fullText : null
    try {
      const typed = await typeInto(rt, page, text, {
        placeholder: options.typePlaceholder,
        className: options.typeClass,
        confirm: !tapWhat,
      })
      round.field = { tag: typed.found.tag, sid: typed.found.node.sid, cl: typed.found.node.cl }
      round.events = typed.delivered
      round.shown = typed.value
      for (const e of typed.errors) failures.push(`${label}: error after typing: ${e.where}: ${e.error && e.error.message}`)
      if (!typed.delivered.includes('input')) {
        failures.push(`${label}: the ${typed.found.tag} does not bind input in its template (bindinput / onInput)`)
        continue
      }
      if (typed.value !== undefined && typed.value !== text)
        failures.push(
          `${label}: after typing, the ${typed.found.tag} shows ${JSON.stringify(typed.value)} (the app did not take the input)`,
        )
      if (tapWhat) {
        const tap = await tapElement(rt, page, { text: options.tapText, className: options.tapClass })
        round.tap = { deliveredTo: tap.delivered.length, apiCalls: tap.calls.map((c) => c.api), nav: tap.nav }
        if (!tap.delivered.length) failures.push(`${label}: tap on ${JSON.stringify(tapWhat)}: no element or ancestor binds tap`)
        for (const e of tap.errors) failures.push(`${label}: error after tap: ${e.where}: ${e.error && e.error.message}`)
      } else if (!typed.delivered.includes('confirm'))
        failures.push(`${label}: no --tap-text / --tap-class to send with, and the ${typed.found.tag} does not bind confirm`)
      const after = summarizeTree(page.data)
      const renderedAfter = renderedBefore !== null ? options.render(route, page.data).fullText : null
      round.newTexts = []
      for (const t of options.afterTexts || []) {
        const [n0, n1] = [occurrences(before, t), occurrences(after.fullText, t)]
        if (n1 <= n0)
          failures.push(
            `${label}: expected a new "${t}" in the page's tree (${n0} before the round, ${n1} after; texts: ${JSON.stringify(after.texts.slice(-12))})`,
          )
        else if (renderedAfter !== null && occurrences(renderedAfter, t) <= occurrences(renderedBefore, t))
          failures.push(`${label}: a new "${t}" is in the data but not in the rendered template output`)
        else round.newTexts.push(t)
      }
      round.textsAfter = after.texts.slice(-8)
    } catch (e) {
      failures.push(`${label}: ${e.message}`)
    }
  }
}

/** identical warnings once, with a count */
export function groupWarnings(list = []) {
  const counts = new Map()
  for (const w of list) counts.set(w, (counts.get(w) || 0) + 1)
  return [...counts].map(([w, n]) => (n > 1 ? `${w} (x${n})` : w))
}

/** the runtime's uncaught errors, as readable lines */
export function errorLines(rt) {
  return rt.errors.map(({ where, error }) =>
    `${where}: ${(error && (error.stack || error.message)) || error}`.split('\n').slice(0, 8).join('\n'),
  )
}

/**
 * The whole boot check used by the CLIs. Returns { ok, failures, notes, ...facts }; never throws for app errors.
 * options: platform, distDir, page, query, expectTexts[], tapText, tapClass, expectNav, afterTexts[], api, render (fn(route, data)
 * -> { texts, fullText, elements, warnings }), allPages
 */
export async function runBootCheck(options) {
  const failures = []
  const notes = []
  const facts = {}
  let booted
  let storage
  if (options.login || (options.cart || []).length) {
    try {
      const session = await prepareSession({
        platform: options.platform,
        distDir: options.distDir,
        api: options.api,
        login: options.login,
        cart: options.cart || [],
        hospitalId: Number(options.query?.hospitalId) || 6,
      })
      storage = session.storage
      facts.session = { userId: session.user.userBase && session.user.userBase.id, cartLines: session.cartIds.length }
    } catch (e) {
      failures.push(`preparing the logged-in session failed: ${e.message}`)
      return { ok: false, failures, notes, facts }
    }
  }
  try {
    booted = await bootPage({
      platform: options.platform,
      distDir: options.distDir,
      page: options.page,
      query: options.query,
      api: options.api,
      quiet: options.quiet,
      storage,
    })
  } catch (e) {
    failures.push(
      e.message + (options.verbose && e.cause ? `\n${e.cause.stack}` : `\n${(e.stack || '').split('\n').slice(1, 6).join('\n')}`),
    )
    return { ok: false, failures, notes, facts }
  }
  const { rt, page, route, summary } = booted
  try {
    facts.page = route
    facts.launchMs = booted.launchMs
    facts.pageMs = booted.pageMs
    const pageSetData = rt.setDataLog.filter((s) => s.route === route)
    facts.setDataCalls = pageSetData.length
    facts.setDataBytes = pageSetData.reduce((a, s) => a + s.bytes, 0)
    // issue 16: the largest single setData payload of the page (budget 64 KB: a bigger one stalls the client's bridge)
    facts.largestSetDataBytes = pageSetData.reduce((a, s) => Math.max(a, s.bytes), 0)
    if (facts.largestSetDataBytes > SET_DATA_BUDGET)
      notes.push(`largest setData of ${route}: ${facts.largestSetDataBytes} bytes > ${SET_DATA_BUDGET} (64 KB budget)`)
    facts.elements = summary.elements
    facts.depth = summary.depth
    facts.texts = summary.texts
    if (!pageSetData.length) failures.push(`page ${route} never called setData (Taro did not render it)`)
    const cn = page.data && page.data.root && page.data.root.cn
    if (!Array.isArray(cn) || cn.length === 0 || summary.elements === 0)
      failures.push(`page ${route} rendered an empty tree (data.root.cn is ${JSON.stringify(cn)})`)

    const names = templateNames(options.distDir, options.platform)
    const unrenderable = (data, r) =>
      nodesWithoutTemplate(data, names).map(
        (g) =>
          `page ${r}: ${g.count} element(s) with node name "${g.nn}" have no template tmpl_0_${g.nn} in the build's base template, so the client renders nothing for them ` +
          `(e.g. class "${g.examples[0].cl}" inside "${g.examples[0].parent}"). Taro only has templates for its own components; an HTML tag such as <${g.nn}> needs a Taro component (or @tarojs/plugin-html).`,
      )
    failures.push(...unrenderable(page.data, route))
    // render warnings about those same missing templates are already reported above
    const missingNn = (data) => new Set(nodesWithoutTemplate(data, names).map((g) => String(g.nn)))
    const renderWarnings = (warnings, data) => {
      const skip = missingNn(data)
      return groupWarnings(
        (warnings || []).filter((w) => {
          const m = /Template `tmpl_\d+_([^`]+)` not found/.exec(w)
          return !(m && skip.has(m[1]))
        }),
      )
    }

    let rendered = null
    if (options.render) {
      try {
        rendered = options.render(route, page.data)
        facts.renderedElements = rendered.elements
        facts.renderedTexts = rendered.texts
        failures.push(...renderWarnings(rendered.warnings, page.data).map((w) => `template render warning on ${route}: ${w}`))
        if (rendered.elements === 0) failures.push(`the compiled ${route} template rendered no element from the page data`)
      } catch (e) {
        failures.push(`rendering ${route} with the compiled templates failed: ${e.message}`)
      }
    }
    for (const t of options.expectTexts || []) {
      const inData = summary.fullText.includes(t)
      const inRender = rendered ? rendered.fullText.includes(t) : true
      if (!inData)
        failures.push(`expected text "${t}" not in the page's setData tree (texts: ${JSON.stringify(summary.texts.slice(0, 30))})`)
      else if (!inRender) failures.push(`expected text "${t}" is in the data but not in the rendered template output`)
    }
    facts.textsFound = (options.expectTexts || []).filter((t) => summary.fullText.includes(t))

    // expectCanvas { lineTo, arc }: a canvas of the page was drawn on with at least that many calls (rt.canvas)
    if (options.expectCanvas) {
      const drawn = [...(rt.canvas ? rt.canvas.values() : [])].map((c) => ({
        id: c.id,
        counts: c.counts,
        width: c.node.width,
        height: c.node.height,
      }))
      facts.canvas = drawn
      const want = options.expectCanvas
      if (!drawn.some((c) => (c.counts.lineTo || 0) >= (want.lineTo || 0) && (c.counts.arc || 0) >= (want.arc || 0)))
        failures.push(
          `no canvas of ${route} was drawn with >= ${want.lineTo || 0} lineTo and >= ${want.arc || 0} arc calls: ${JSON.stringify(drawn.map((c) => ({ id: c.id, counts: c.counts })))}`,
        )
    }

    if ((options.typeTexts || []).length) {
      await runRounds(rt, page, route, options, failures, facts)
    } else if (options.tapText || options.tapClass) {
      try {
        const watchBefore = options.watchClass ? classText(page.data, options.watchClass) : null
        if (options.watchClass && watchBefore === null)
          failures.push(`--watch-class: no element with class "${options.watchClass}" before the tap`)
        const tap = await tapElement(rt, page, { text: options.tapText, className: options.tapClass })
        facts.tap = {
          target: { nn: tap.found.node.nn, sid: tap.found.node.sid, cl: tap.found.node.cl },
          deliveredTo: tap.delivered.length,
          nav: tap.nav,
          setDataCalls: tap.setData.length,
          apiCalls: tap.calls.map((c) => c.api),
          toasts: tap.toasts,
        }
        const what = JSON.stringify(options.tapText || options.tapClass)
        if (!tap.delivered.length)
          failures.push(`tap on ${what}: neither the element nor an ancestor binds tap (no handler in the template)`)
        for (const e of tap.errors) failures.push(`error after tap: ${e.where}: ${e.error && e.error.message}`)
        const after = summarizeTree(page.data)
        facts.tap.textsAfter = after.texts
        if (options.watchClass && watchBefore !== null) {
          const watchAfter = classText(page.data, options.watchClass)
          facts.tap.watch = { className: options.watchClass, before: watchBefore, after: watchAfter }
          if (watchAfter === watchBefore)
            failures.push(`after tapping ${what}, the text of ".${options.watchClass}" did not change ("${watchBefore}")`)
        }
        const renderedAfter = options.render && (options.afterTexts || []).length ? options.render(route, page.data) : null
        for (const t of options.afterTexts || []) {
          if (!after.fullText.includes(t))
            failures.push(
              `after tapping ${what}, expected text "${t}" not in the page's tree (texts: ${JSON.stringify(after.texts.slice(0, 30))})`,
            )
          else if (renderedAfter && !renderedAfter.fullText.includes(t))
            failures.push(`after tapping ${what}, "${t}" is in the data but not in the rendered template output`)
        }
        if (!tap.delivered.length) {
          /* already reported */
        } else if (options.expectNav) {
          const hit = tap.nav.find((n) => navMatches(n.url, options.expectNav, route))
          if (!hit)
            failures.push(
              `after tapping, expected navigation to ${options.expectNav}; recorded: ${tap.nav.length ? tap.nav.map((n) => `${n.api}(${n.url})`).join(', ') : 'none'}`,
            )
        } else if (!tap.nav.length && !tap.setData.length && !tap.calls.length) {
          failures.push(
            `tap on ${JSON.stringify(options.tapText || options.tapClass)} had no observable effect (no navigation, no setData, no API call)`,
          )
        }
      } catch (e) {
        failures.push(`tap failed: ${e.message}`)
      }
    } else if (options.expectNav || (options.afterTexts || []).length || options.watchClass)
      failures.push('--expect-nav / --after-text / --watch-class need --tap-text or --tap-class (or --type)')

    if (options.allPages) {
      facts.pages = []
      for (const p of rt.appJson.allPages) {
        const before = { errors: rt.errors.length, nav: rt.nav.length }
        const entry = { page: p }
        try {
          const inst = await rt.openPage(p, {})
          const s = summarizeTree(inst.data)
          entry.elements = s.elements
          entry.nav = rt.nav.slice(before.nav).map((n) => `${n.api}(${n.url || ''})`)
          if (options.render) {
            const r = options.render(p, inst.data)
            entry.renderedElements = r.elements
            failures.push(...renderWarnings(r.warnings, inst.data).map((w) => `template render warning on ${p}: ${w}`))
          }
          failures.push(...unrenderable(inst.data, p))
          if (!s.elements && !entry.nav.length) failures.push(`page ${p} rendered an empty tree`)
        } catch (e) {
          failures.push(`page ${p} failed to load: ${e.message}`)
        }
        entry.errors = rt.errors.length - before.errors
        facts.pages.push(entry)
      }
    }

    facts.nav = rt.nav
    facts.requests = rt.requests.map(
      (r) => `${r.method} ${r.url}${r.via && r.via !== r.url ? ` (via ${r.via})` : ''} -> ${r.status ?? r.error}`,
    )
    facts.unsupported = [...rt.unsupported]
    facts.consoleErrors = rt.console.filter((c) => c.level === 'error').map((c) => c.text.split('\n')[0].slice(0, 300))
    for (const line of errorLines(rt)) failures.push(`uncaught: ${line}`)
    if (facts.unsupported.length)
      notes.push(`APIs called that the fake runtime does not implement (answered fail): ${facts.unsupported.join(', ')}`)
    if (facts.consoleErrors.length)
      notes.push(`console.error from the app: ${facts.consoleErrors.length} (first: ${facts.consoleErrors[0]})`)
  } finally {
    rt.dispose()
  }
  const unique = [...new Set(failures)]
  return { ok: unique.length === 0, failures: unique, notes, facts }
}
