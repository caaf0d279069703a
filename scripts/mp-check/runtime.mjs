/**
 * A small fake mini-program runtime (WeChat `wx` or Alipay `my`) that boots a built Taro app offline in a Node
 * `vm` context: App / Page / Component / getApp / getCurrentPages / requirePlugin, a module system with WeChat's
 * semantics (each file a module with module, exports, require resolved inside the build), timers that can be
 * settled, setData applied to page data by path, and fakes of the platform APIs the app calls.
 *
 * It is not the real client: there is no view layer (no layout, no native components), setData is applied to
 * page.data only, component instances (comp, custom-wrapper) are not created, and APIs that are not faked answer
 * `fail` (the names are collected in rt.unsupported). See scripts/mp-check/README.md.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { createRequire } from 'node:module'
import { readAppJson, posix } from '../lib/mp-app.mjs'

const requireJson = createRequire(import.meta.url)

export const PLATFORMS = {
  weapp: {
    global: 'wx',
    template: 'wxml',
    style: 'wxss',
    tapAttrs: ['bindtap', 'bind:tap', 'catchtap', 'catch:tap'],
    catchAttrs: ['catchtap', 'catch:tap'],
    inputAttrs: ['bindinput', 'bind:input'],
    confirmAttrs: ['bindconfirm', 'bind:confirm'],
    loginCode: 'sandbox-weapp-code',
  },
  alipay: {
    global: 'my',
    template: 'axml',
    style: 'acss',
    tapAttrs: ['onTap', 'catchTap'],
    catchAttrs: ['catchTap'],
    inputAttrs: ['onInput'],
    confirmAttrs: ['onConfirm'],
    loginCode: 'sandbox-alipay-code',
  },
}

/** a 375-wide iPhone (iPhone X class) */
export function systemInfo(platform) {
  const common = {
    brand: 'iPhone',
    model: 'iPhone X',
    pixelRatio: 3,
    screenWidth: 375,
    screenHeight: 812,
    windowWidth: 375,
    windowHeight: 724,
    statusBarHeight: 44,
    language: 'zh_CN',
    fontSizeSetting: 16,
    safeArea: { left: 0, right: 375, top: 44, bottom: 778, width: 375, height: 734 },
    screenTop: 88,
  }
  if (platform === 'alipay') {
    return {
      ...common,
      app: 'alipay',
      platform: 'iOS',
      system: '16.0',
      version: '10.5.36',
      SDKVersion: '2.9.0',
      titleBarHeight: 44,
      language: 'zh-Hans',
      storage: '64 GB',
      currentBattery: '100%',
    }
  }
  return {
    ...common,
    platform: 'ios',
    system: 'iOS 16.0',
    version: '8.0.40',
    SDKVersion: '3.0.0',
    host: { env: 'WeChat' },
    theme: 'light',
    enableDebug: false,
    deviceOrientation: 'portrait',
    benchmarkLevel: 1,
  }
}

const ALIPAY_APIS = `getSystemInfoSync getSystemInfo getWindowInfo getDeviceBaseInfo getAppBaseInfo getSystemSetting canIUse
getStorage getStorageSync setStorage setStorageSync removeStorage removeStorageSync clearStorage clearStorageSync
getStorageInfo getStorageInfoSync request httpRequest uploadFile downloadFile navigateTo redirectTo reLaunch switchTab
navigateBack navigateToMiniProgram navigateBackMiniProgram showToast hideToast showLoading hideLoading alert confirm prompt
showActionSheet setNavigationBar showNavigationBarLoading hideNavigationBarLoading setBackgroundColor setBackgroundTextStyle
stopPullDownRefresh startPullDownRefresh pageScrollTo getAuthCode getOpenUserInfo getPhoneNumber tradePay getAddress
chooseCity chooseLocation getLocation openLocation makePhoneCall setClipboard getClipboard vibrate vibrateShort vibrateLong
createSelectorQuery createIntersectionObserver createAnimation createCanvasContext createVideoContext createMapContext
chooseImage previewImage saveImage getImageInfo compressImage scan getNetworkType onNetworkStatusChange offNetworkStatusChange
getLaunchOptionsSync getEnterOptionsSync getAccountInfoSync getMenuButtonBoundingClientRect getRunScene getServerTime
reportAnalytics setOptionMenu showShareMenu hideShareMenu hideBackHome onAppShow onAppHide offAppShow offAppHide onError
offError onUnhandledRejection offUnhandledRejection onMemoryWarning getUpdateManager connectSocket onSocketOpen onSocketMessage
onSocketError onSocketClose sendSocketMessage closeSocket getBatteryInfo getBatteryInfoSync hideKeyboard loadFontFace
base64ToArrayBuffer arrayBufferToBase64 getFileSystemManager getSetting openSetting datePicker multiLevelSelect
optionsSelect chooseContact choosePhoneContact addCardAuth isCollected watchShake showAuthGuide textRiskIdentification
getTitleColor rsa paySignCenter regionPicker setLocatedCity onLocatedComplete getRunData chooseAlipayContact
openBluetoothAdapter closeBluetoothAdapter`.split(/\s+/)

function apiNames(platform) {
  if (platform === 'alipay') return ALIPAY_APIS
  try {
    return requireJson('./wx-apis.json').apis
  } catch {
    return []
  }
}

/** splits a setData key ('root.cn.[0].cn[2].v', 'a.b') into ['root','cn',0,'cn',2,'v'] */
export function parseDataPath(key) {
  const out = []
  const re = /\[(\d+)\]|([^.[\]]+)/g
  let m
  while ((m = re.exec(key))) out.push(m[1] !== undefined ? Number(m[1]) : m[2])
  return out
}

function setByPath(target, tokens, value) {
  let cur = target
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i]
    if (cur[t] === null || typeof cur[t] !== 'object') cur[t] = typeof tokens[i + 1] === 'number' ? [] : {}
    cur = cur[t]
  }
  cur[tokens[tokens.length - 1]] = value
}

const asError = (e) =>
  e instanceof Error ? e : Object.assign(new Error(String((e && (e.message || e.errMsg || e.errorMessage)) || e)), { original: e })

/**
 * Create a runtime for a build. Options:
 *  platform: 'weapp' | 'alipay'; distDir
 *  request: async ({ url, method, header, data, dataType, responseType }) => ({ statusCode, data, header });
 *           throw to fail the request. Default: every request fails with a network error.
 *  api: 'http://localhost:3000' — proxy requests to a running server (origin of every request URL replaced)
 *  storage: initial storage { key: value }
 *  followNavigation: open the target page on navigateTo/redirectTo/reLaunch/switchTab (default false: only record)
 *  modal: 'confirm' | 'cancel' — the answer to showModal/confirm (default confirm)
 *  quiet: do not echo the app's console output (it is collected in rt.console either way)
 */
export function createMiniRuntime(opts) {
  const platform = opts.platform || 'weapp'
  const P = PLATFORMS[platform]
  if (!P) throw new Error(`unknown platform ${platform}`)
  const distDir = path.resolve(opts.distDir)
  const app = readAppJson(distDir)
  const info = systemInfo(platform)

  const rt = {
    platform,
    distDir,
    appJson: app,
    calls: [], // every platform API call: { api, args }
    nav: [], // navigation calls: { api, url }
    toasts: [],
    requests: [],
    setDataLog: [], // { route, keys, bytes }
    errors: [], // uncaught errors from timers, callbacks, promises
    paymentErrors: [], // what opts.payment refused (a paySign that does not verify, a tradeNO the gateway never issued)
    console: [], // { level, text }
    unsupported: new Set(), // platform APIs the app called that the fake answers with fail
    pages: [], // page stack (instances)
    modules: new Map(),
    components: new Map(),
    listeners: new Map(),
    storage: new Map(),
    appInstance: null,
    pageConfigs: new Map(),
    files: new Map(), // downloadFile: path -> { url, bytes, contentType }
    documents: [], // openDocument: { filePath, fileType, bytes, head }
  }
  let fileSeq = 0
  for (const [k, v] of Object.entries(opts.storage || {})) rt.storage.set(k, JSON.stringify(v))

  // ---------------------------------------------------------------- timers (settle-able)
  let seq = 0
  const pending = new Map()
  const intervals = new Map()
  let inflight = 0
  const guard = (label, fn) => {
    try {
      return fn()
    } catch (e) {
      rt.errors.push({ where: label, error: asError(e) })
    }
  }
  const timers = {
    setTimeout(fn, ms = 0, ...args) {
      const id = ++seq
      const delay = Math.max(0, Number(ms) || 0)
      const handle = setTimeout(() => {
        pending.delete(id)
        if (typeof fn === 'function') guard('setTimeout callback', () => fn(...args))
      }, delay)
      pending.set(id, { handle, delay })
      return id
    },
    clearTimeout(id) {
      const t = pending.get(id)
      if (t) clearTimeout(t.handle)
      pending.delete(id)
    },
    setInterval(fn, ms = 0, ...args) {
      const id = ++seq
      const handle = setInterval(() => guard('setInterval callback', () => fn(...args)), Math.max(10, Number(ms) || 0))
      intervals.set(id, handle)
      return id
    },
    clearInterval(id) {
      const h = intervals.get(id)
      if (h) clearInterval(h)
      intervals.delete(id)
    },
  }

  /**
   * Wait until the app is idle: no timer due within maxDelay ms, no request in flight, for two consecutive
   * macrotask turns. Returns { idle, ms }.
   */
  rt.settle = async ({ timeout = 8000, maxDelay = 1500 } = {}) => {
    const start = Date.now()
    let quietTurns = 0
    while (Date.now() - start < timeout) {
      await new Promise((r) => setImmediate(r))
      const busy = inflight > 0 || [...pending.values()].some((t) => t.delay <= maxDelay)
      if (busy) {
        quietTurns = 0
        await new Promise((r) => setTimeout(r, 2))
      } else if (++quietTurns >= 3) return { idle: true, ms: Date.now() - start }
    }
    return { idle: false, ms: Date.now() - start }
  }

  rt.dispose = () => {
    for (const t of pending.values()) clearTimeout(t.handle)
    for (const h of intervals.values()) clearInterval(h)
    if (rt.socket && rt.socket.state !== 'closed') rt.socket.close({})
    pending.clear()
    intervals.clear()
    process.off('unhandledRejection', onRejection)
  }
  const onRejection = (reason) => rt.errors.push({ where: 'unhandled promise rejection', error: asError(reason) })
  process.on('unhandledRejection', onRejection)

  // ---------------------------------------------------------------- the vm context
  const appConsole = {}
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    appConsole[level] = (...args) => {
      const text = args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? a.stack || a.message : safeJson(a))).join(' ')
      rt.console.push({ level, text })
      if (!opts.quiet && (level === 'error' || level === 'warn'))
        process.stderr.write(`[${platform} console.${level}] ${text.slice(0, 2000)}\n`)
    }
  }
  appConsole.group = appConsole.groupCollapsed = appConsole.log
  appConsole.groupEnd = appConsole.time = appConsole.timeEnd = appConsole.trace = () => {}

  const ctx = vm.createContext({ console: appConsole, ...timers })
  const realm = vm.runInContext('({ JSON, Promise, Object, Array })', ctx)
  /** a copy of a host value made of the context's own objects (what the app receives), JSON semantics */
  const toRealm = (v) => (v === undefined ? undefined : realm.JSON.parse(JSON.stringify(v)))
  rt.ctx = ctx
  rt.toRealm = toRealm

  // ---------------------------------------------------------------- API helpers
  const later = (fn) => timers.setTimeout(fn, 0)
  /** calls success/fail + complete of an options object, asynchronously like the client */
  const answer = (name, options, ok, res) => {
    const o = options && typeof options === 'object' ? options : {}
    const payload = toRealm({ errMsg: `${name}:${ok ? 'ok' : 'fail'}`, ...res })
    later(() => {
      const cb = ok ? o.success : o.fail
      if (typeof cb === 'function') cb(payload)
      if (typeof o.complete === 'function') o.complete(payload)
    })
  }
  /**
   * requestPayment / tradePay answered by `opts.payment(name, params)` (a check's wallet: it verifies the parameters
   * against the local gateway and pays there): resolves to { ok, res }; counted as in flight, so settle() waits for it
   */
  const paidBy = (name, options) => {
    const o = options && typeof options === 'object' ? options : {}
    inflight++
    Promise.resolve()
      .then(() => opts.payment(name, safeClone(o)))
      .then(
        (r) => answer(name, o, r.ok, r.res || {}),
        (err) => {
          rt.paymentErrors.push(String((err && err.message) || err))
          // tradePay reports through success with a resultCode (4000: the payment failed), requestPayment through fail
          if (name === 'tradePay') answer(name, o, true, { resultCode: '4000', memo: String(err && err.message) })
          else answer(name, o, false, { errMsg: `${name}:fail ${err && err.message}` })
        },
      )
      .finally(() => inflight--)
  }
  const record = (api, args) => {
    rt.calls.push({ api, args: args.map((a) => safeClone(a)) })
  }

  const listenersOf = (name) => {
    if (!rt.listeners.has(name)) rt.listeners.set(name, [])
    return rt.listeners.get(name)
  }
  /** call the listeners registered with on<Name> (e.g. rt.emit('onAppShow', {...})) */
  rt.emit = (name, arg) => listenersOf(name).forEach((fn) => guard(name, () => fn(toRealm(arg))))

  // ---------------------------------------------------------------- the socket (one at a time, as on Alipay)
  // connectSocket answers success and returns a SocketTask (send/close/onOpen/onMessage/onError/onClose); events go to
  // the task's listeners AND the global on/offSocket* listeners (Alipay, legacy WeChat). With `api` the socket is a
  // real WebSocket to that server (the URL's origin replaced, like requests); without it, an in-memory socket that
  // opens 20 ms later, answered by opts.socketServer(frame, push). rt.socketPush(data) pushes from a check;
  // rt.socketLog records both directions ({ dir: 'out' | 'in', data }).
  rt.socket = null
  rt.socketLog = []
  const connectSocket = (o) => {
    if (rt.socket && rt.socket.state !== 'closed') rt.socket.close({ code: 1000, reason: 'replaced' })
    const own = { onOpen: [], onMessage: [], onError: [], onClose: [] }
    const fire = (kind, arg) => {
      const payload = toRealm(arg)
      own[kind].forEach((fn) => guard(`socket ${kind}`, () => fn(payload)))
      listenersOf(`onSocket${kind.slice(2)}`).forEach((fn) => guard(`onSocket${kind.slice(2)}`, () => fn(payload)))
    }
    const message = (data) => (platform === 'alipay' ? { data, isBuffer: false } : { data })
    let real = null
    const sock = {
      url: o.url,
      state: 'connecting',
      fire,
      deliver(data) {
        rt.socketLog.push({ dir: 'in', data })
        later(() => fire('onMessage', message(data)))
      },
      send(so = {}) {
        if (sock.state !== 'open') return answer('SocketTask.send', so, false, { errMsg: 'sendSocketMessage:fail socket not open' })
        rt.socketLog.push({ dir: 'out', data: so.data })
        if (real) real.send(so.data)
        answer('SocketTask.send', so, true, {})
        if (!real && opts.socketServer) later(() => guard('socketServer', () => opts.socketServer(so.data, (data) => rt.socketPush(data))))
      },
      close(co = {}) {
        if (sock.state === 'closed') return
        sock.state = 'closed'
        if (real) real.close()
        later(() => fire('onClose', { code: co.code || 1000, reason: co.reason || '' }))
        if (co.success || co.complete) answer('SocketTask.close', co, true, {})
      },
    }
    const task = { send: (so) => sock.send(so), close: (co) => sock.close(co) }
    for (const kind of Object.keys(own)) task[kind] = (fn) => typeof fn === 'function' && own[kind].push(fn)
    rt.socket = sock
    answer('connectSocket', o, true, { socketTaskId: 1 })
    if (opts.api) {
      const WebSocket = createRequire(import.meta.url)('ws')
      const url = rewriteUrl(String(o.url), opts.api).replace(/^http/, 'ws')
      inflight++
      real = new WebSocket(url)
      real.on('open', () => {
        inflight--
        if (sock.state !== 'connecting') return
        sock.state = 'open'
        later(() => fire('onOpen', { header: {} }))
      })
      real.on('message', (raw) => sock.state === 'open' && sock.deliver(String(raw)))
      real.on('error', (e) => {
        if (sock.state === 'connecting') inflight--
        later(() => fire('onError', { errMsg: `socket error: ${e.message}` }))
      })
      real.on('close', () => {
        if (sock.state === 'closed') return
        sock.state = 'closed'
        later(() => fire('onClose', { code: 1006, reason: 'closed by server' }))
      })
    } else {
      timers.setTimeout(() => {
        if (sock.state !== 'connecting') return
        sock.state = 'open'
        fire('onOpen', { header: {} })
      }, 20)
    }
    return task
  }
  rt.socketPush = (data) => {
    if (!rt.socket || rt.socket.state !== 'open') throw new Error('socketPush: no open socket')
    rt.socket.deliver(data)
  }

  // A `#id` selector that names a <canvas> of the top page (its node name has the canvas template) gets a fake
  // 2D canvas node: a recording context (rt.canvas.get(id) = { counts, ops, props, node }: every call counted, the
  // first 2000 kept) and a rect of the canvas's style size (100% = the window width). Everything else as before.
  // (From the three-targets spike; the charts of the health pages are checked with it.)
  let templateTable = null
  const canvasElement = (selector) => {
    const m = /^#([\w-]+)$/.exec(String(selector || ''))
    const page = rt.pages[rt.pages.length - 1]
    if (!m || !page) return null
    templateTable = templateTable || readTemplateTable(distDir, platform)
    let found = null
    walkTaroTree(page.data && page.data.root, (n) => {
      if (!found && (n.uid === m[1] || n.id === m[1]) && (templateTable.get(String(n.nn)) || {}).tag === 'canvas') found = n
    })
    if (!found) return null
    const st = String(found.st || found.style || '')
    const px = (k, dflt) => {
      const v = new RegExp(`(?:^|;)\\s*${k}\\s*:\\s*([\\d.]+)(px|%)`).exec(st)
      return !v ? dflt : v[2] === '%' ? (info.windowWidth * Number(v[1])) / 100 : Number(v[1])
    }
    return { id: m[1], width: px('width', 300), height: px('height', 150) }
  }
  rt.canvas = new Map()
  const fakeCanvas = (el) => {
    if (!rt.canvas.has(el.id)) {
      const rec = { id: el.id, ops: [], counts: {}, props: {} }
      const ctx2d = new Proxy(
        {},
        {
          get: (_t, k) => {
            if (k === 'then') return undefined
            if (k in rec.props) return rec.props[k]
            if (k === 'measureText') return (t) => ({ width: String(t).length * 6 })
            return (...args) => {
              rec.counts[k] = (rec.counts[k] || 0) + 1
              if (rec.ops.length < 2000) rec.ops.push([k, ...args.map((a) => (typeof a === 'number' ? Math.round(a * 10) / 10 : a))])
              if (/^create\w*Gradient$|^createPattern$/.test(k)) return { addColorStop() {} }
              return undefined
            }
          },
          set: (_t, k, v) => {
            rec.props[k] = v
            return true
          },
        },
      )
      rec.node = {
        width: 300,
        height: 150,
        _type: '2d',
        getContext: (type) => (type === '2d' ? ctx2d : null),
        createImage: () => ({ src: '', onload: null, onerror: null }),
        requestAnimationFrame: (fn) => timers.setTimeout(() => fn(Date.now()), 16),
        cancelAnimationFrame: (id) => timers.clearTimeout(id),
        toDataURL: () => 'data:image/png;base64,',
      }
      rt.canvas.set(el.id, rec)
    }
    return rt.canvas.get(el.id).node
  }

  const selectorQuery = () => {
    const queue = []
    const rect = (id) => ({ id: id || '', dataset: {}, left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0 })
    const nodeRef = (selector, all) => {
      const canvas = !all && selector !== 'viewport' ? canvasElement(selector) : null
      const canvasRect = () =>
        canvas ? { ...rect(canvas.id), right: canvas.width, bottom: canvas.height, width: canvas.width, height: canvas.height } : rect()
      const push = (fields, cb, node) => {
        queue.push({
          cb,
          node,
          value:
            selector === 'viewport'
              ? { ...fields, scrollTop: 0, scrollLeft: 0, width: info.windowWidth, height: info.windowHeight }
              : all
                ? []
                : fields,
        })
        return q
      }
      return {
        boundingClientRect: (cb) => push(canvasRect(), cb),
        scrollOffset: (cb) => push({ scrollTop: 0, scrollLeft: 0, scrollWidth: 0, scrollHeight: 0 }, cb),
        fields: (f, cb) =>
          push(
            canvas && f && f.node ? { ...canvasRect(), node: null } : rect(),
            cb,
            canvas && f && f.node ? fakeCanvas(canvas) : undefined,
          ),
        node: (cb) => push({ node: null }, cb, canvas ? fakeCanvas(canvas) : undefined),
        context: (cb) => push({ context: null }, cb),
      }
    }
    const q = {
      in: () => q,
      select: (s) => nodeRef(s, false),
      selectAll: (s) => nodeRef(s, true),
      selectViewport: () => nodeRef('viewport', false),
      exec: (cb) => {
        const results = toRealm(queue.map((x) => x.value))
        // canvas nodes carry functions, which the realm copy drops: put them back
        queue.forEach((x, i) => x.node && (results[i].node = x.node))
        later(() => {
          queue.forEach((x, i) => typeof x.cb === 'function' && x.cb(results[i]))
          if (typeof cb === 'function') cb(results)
        })
        return q
      },
    }
    return q
  }
  /** an object whose every method is a no-op returning the object (for create* APIs not faked) */
  const inert = (name) => {
    const target = function () {}
    const proxy = new Proxy(target, {
      get: (_t, k) => (k === 'then' ? undefined : k === Symbol.toPrimitive ? () => `[${name}]` : proxy),
      apply: () => proxy,
    })
    return proxy
  }

  // ---------------------------------------------------------------- requests
  const doRequest = async ({ url, method = 'GET', header = {}, data, dataType = 'json', responseType = 'text' }, entry) => {
    if (opts.request) return opts.request({ url, method, header, data, dataType, responseType })
    if (!opts.api) throw new Error('network error (mp-check: offline, no --api server)')
    const target = rewriteUrl(url, opts.api)
    if (entry) entry.via = target
    const m = String(method).toUpperCase()
    const headers = {}
    for (const [k, v] of Object.entries(header || {})) headers[k.toLowerCase()] = String(v)
    let body
    let finalUrl = target
    if (data !== undefined && data !== null) {
      if (m === 'GET' || m === 'HEAD') {
        if (typeof data === 'object') {
          const u = new URL(target)
          for (const [k, v] of Object.entries(data))
            if (v !== undefined) u.searchParams.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
          finalUrl = u.toString()
        }
      } else if (typeof data === 'string' || data instanceof ArrayBuffer) body = data
      else if ((headers['content-type'] || '').includes('x-www-form-urlencoded')) body = new URLSearchParams(data).toString()
      else {
        headers['content-type'] = headers['content-type'] || 'application/json'
        body = JSON.stringify(data)
      }
    }
    const res = await fetch(finalUrl, { method: m, headers, body })
    const resHeader = {}
    res.headers.forEach((v, k) => (resHeader[k] = v))
    let payload
    if (responseType === 'arraybuffer') payload = await res.arrayBuffer()
    else {
      const text = await res.text()
      payload = text
      if (dataType === 'json' || dataType === 'JSON') {
        try {
          payload = JSON.parse(text)
        } catch {
          /* keep text, like the client */
        }
      }
    }
    return { statusCode: res.status, data: payload, header: resHeader }
  }
  const request = (name, options = {}) => {
    const aliStyle = platform === 'alipay'
    const header = aliStyle ? options.headers || options.header : options.header
    const entry = {
      url: options.url,
      method: (options.method || 'GET').toUpperCase(),
      data: safeClone(options.data),
      status: null,
      error: null,
    }
    rt.requests.push(entry)
    let aborted = false
    const chunkListeners = []
    const headerListeners = []
    inflight++
    doRequest(
      {
        url: options.url,
        method: options.method,
        header,
        data: options.data,
        dataType: options.dataType,
        responseType: options.responseType,
      },
      entry,
    )
      .then(async (res) => {
        entry.status = res.statusCode
        if (aborted) return
        if (options.enableChunked && !aliStyle) {
          // WeChat's chunked receive: headers first, then the body in 7-byte ArrayBuffer chunks (cut inside UTF-8
          // characters, as a real network may), then success
          headerListeners.forEach((fn) =>
            guard('onHeadersReceived', () => fn(toRealm({ statusCode: res.statusCode, header: res.header || {} }))),
          )
          const bytes =
            res.data instanceof ArrayBuffer
              ? new Uint8Array(res.data)
              : new TextEncoder().encode(typeof res.data === 'string' ? res.data : JSON.stringify(res.data))
          entry.chunks = 0
          for (let i = 0; i < bytes.length && !aborted; i += 7) {
            const piece = bytes.slice(i, i + 7).buffer
            entry.chunks++
            await new Promise((r) => setTimeout(r, 2))
            chunkListeners.forEach((fn) => guard('onChunkReceived', () => fn({ data: piece })))
          }
          if (aborted) return
        }
        const data = res.data instanceof ArrayBuffer ? res.data : toRealm(res.data)
        const result = aliStyle
          ? { status: res.statusCode, headers: res.header || {}, data }
          : { statusCode: res.statusCode, header: res.header || {}, cookies: [], data, errMsg: `${name}:ok` }
        const o = options
        if (aliStyle && (res.statusCode < 200 || res.statusCode >= 300)) {
          // Alipay reports HTTP errors through fail (error 19) and still passes the response
          const fail = toRealm({ error: 19, errorMessage: 'http status error', status: res.statusCode, headers: res.header || {} })
          fail.data = data
          if (typeof o.fail === 'function') o.fail(fail)
          if (typeof o.complete === 'function') o.complete(fail)
          return
        }
        const realmResult = toRealm({ ...result, data: null })
        realmResult.data = data
        if (typeof o.success === 'function') o.success(realmResult)
        if (typeof o.complete === 'function') o.complete(realmResult)
      })
      .catch((e) => {
        entry.error = e.message
        if (aborted) return
        const res = aliStyle ? toRealm({ error: 12, errorMessage: e.message }) : toRealm({ errMsg: `${name}:fail ${e.message}` })
        guard(`${name} fail callback`, () => {
          if (typeof options.fail === 'function') options.fail(res)
          if (typeof options.complete === 'function') options.complete(res)
        })
      })
      .catch((e) => rt.errors.push({ where: `${name} callback`, error: asError(e) }))
      .finally(() => inflight--)
    const task = {
      abort() {
        aborted = true
      },
      onHeadersReceived(fn) {
        if (typeof fn === 'function') headerListeners.push(fn)
      },
      offHeadersReceived(fn) {
        const i = headerListeners.indexOf(fn)
        if (i >= 0) headerListeners.splice(i, 1)
      },
      // with enableChunked the body goes to these listeners before success (see above)
      onChunkReceived(fn) {
        if (typeof fn === 'function') chunkListeners.push(fn)
      },
      offChunkReceived(fn) {
        const i = chunkListeners.indexOf(fn)
        if (i >= 0) chunkListeners.splice(i, 1)
      },
    }
    return task
  }

  // ---------------------------------------------------------------- navigation
  const navigate = (name, options = {}) => {
    const url = options.url
    rt.nav.push({ api: name, url: name === 'navigateBack' ? undefined : url, delta: options.delta })
    if (name !== 'navigateBack' && typeof url === 'string') {
      const route = urlToRoute(url, currentRoute())
      if (!app.allPages.includes(route)) {
        answer(name, options, false, { errMsg: `${name}:fail page "${route}" is not found` })
        return
      }
    }
    answer(name, options, true, {})
    if (opts.followNavigation) {
      later(() => {
        const p = guard(`follow ${name}`, () => rt.followNavigation(name, options))
        if (p && p.catch) p.catch((e) => rt.errors.push({ where: `follow ${name}`, error: asError(e) }))
      })
    }
  }
  const currentRoute = () => (rt.pages.length ? rt.pages[rt.pages.length - 1].route : app.entryPage)
  rt.followNavigation = async (name, options) => {
    if (name === 'navigateBack') {
      const delta = Math.max(1, options.delta || 1)
      for (let i = 0; i < delta && rt.pages.length > 1; i++) {
        const top = rt.pages.pop()
        if (top.onUnload) top.onUnload()
      }
      const now = rt.pages[rt.pages.length - 1]
      if (now && now.onShow) now.onShow()
      return
    }
    const { route, query } = splitUrl(options.url, currentRoute())
    if (name === 'redirectTo' && rt.pages.length) {
      const top = rt.pages.pop()
      if (top.onUnload) top.onUnload()
    } else if (name === 'reLaunch' || name === 'switchTab') {
      while (rt.pages.length) {
        const top = rt.pages.pop()
        if (top.onUnload) top.onUnload()
      }
    } else {
      const top = rt.pages[rt.pages.length - 1]
      if (top && top.onHide) top.onHide()
    }
    await rt.openPage(route, query, { keepStack: true })
  }

  // ---------------------------------------------------------------- the platform API object
  const api = {}
  const impl = {}
  const storageGet = (key) => (rt.storage.has(key) ? toRealm(JSON.parse(rt.storage.get(key))) : undefined)
  const storageSet = (key, data) => rt.storage.set(String(key), JSON.stringify(data === undefined ? null : data))
  const storageInfo = () => ({
    keys: [...rt.storage.keys()],
    currentSize: [...rt.storage.values()].reduce((a, b) => a + b.length, 0) / 1024,
    limitSize: 10240,
  })

  Object.assign(impl, {
    getSystemInfoSync: () => toRealm(info),
    getSystemInfo: (o) => answer('getSystemInfo', o, true, info),
    getSystemInfoAsync: (o) => answer('getSystemInfoAsync', o, true, info),
    getWindowInfo: () =>
      toRealm({
        pixelRatio: info.pixelRatio,
        screenWidth: info.screenWidth,
        screenHeight: info.screenHeight,
        windowWidth: info.windowWidth,
        windowHeight: info.windowHeight,
        statusBarHeight: info.statusBarHeight,
        safeArea: info.safeArea,
        screenTop: info.screenTop,
      }),
    getDeviceInfo: () =>
      toRealm({
        brand: info.brand,
        model: info.model,
        platform: info.platform,
        system: info.system,
        benchmarkLevel: 1,
        abi: 'arm64',
        deviceAbi: 'arm64',
      }),
    getDeviceBaseInfo: () => toRealm({ brand: info.brand, model: info.model, platform: info.platform, system: info.system }),
    getAppBaseInfo: () =>
      toRealm({
        SDKVersion: info.SDKVersion,
        version: info.version,
        language: info.language,
        theme: 'light',
        enableDebug: false,
        host: { env: platform === 'alipay' ? 'alipay' : 'WeChat' },
      }),
    getSystemSetting: () => toRealm({ bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true, deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () =>
      toRealm({
        albumAuthorized: 'not determined',
        cameraAuthorized: 'not determined',
        locationAuthorized: 'not determined',
        notificationAuthorized: 'not determined',
      }),
    getAccountInfoSync: () =>
      toRealm({
        miniProgram: { appId: platform === 'alipay' ? '2021000000000000' : 'wx0000000000000000', envVersion: 'develop', version: '' },
        plugin: {},
      }),
    getLaunchOptionsSync: () => toRealm(rt.launchOptions || { path: app.entryPage, query: {}, scene: 1001, referrerInfo: {} }),
    getEnterOptionsSync: () => toRealm(rt.launchOptions || { path: app.entryPage, query: {}, scene: 1001, referrerInfo: {} }),
    getMenuButtonBoundingClientRect: () => toRealm({ width: 87, height: 32, top: 48, bottom: 80, left: 281, right: 368 }),
    canIUse: () => true,
    nextTick: (fn) => later(fn),
    base64ToArrayBuffer: (b64) => {
      const buf = Buffer.from(String(b64), 'base64')
      return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)
    },
    arrayBufferToBase64: (ab) => Buffer.from(ab).toString('base64'),

    // storage
    setStorageSync: (key, data) => {
      if (platform === 'alipay' && key && typeof key === 'object') return storageSet(key.key, key.data)
      storageSet(key, data)
    },
    getStorageSync: (key) => {
      if (platform === 'alipay' && key && typeof key === 'object') {
        const v = storageGet(key.key)
        return toRealm({ data: v === undefined ? null : v })
      }
      const v = storageGet(key)
      return v === undefined ? '' : v
    },
    removeStorageSync: (key) => {
      rt.storage.delete(platform === 'alipay' && key && typeof key === 'object' ? key.key : key)
    },
    clearStorageSync: () => rt.storage.clear(),
    getStorageInfoSync: () => toRealm(storageInfo()),
    setStorage: (o = {}) => {
      storageSet(o.key, o.data)
      answer('setStorage', o, true, {})
    },
    getStorage: (o = {}) => {
      const v = storageGet(o.key)
      if (v === undefined && platform !== 'alipay') answer('getStorage', o, false, { errMsg: 'getStorage:fail data not found' })
      else answer('getStorage', o, true, { data: v === undefined ? null : v })
    },
    removeStorage: (o = {}) => {
      rt.storage.delete(o.key)
      answer('removeStorage', o, true, {})
    },
    clearStorage: (o) => {
      rt.storage.clear()
      answer('clearStorage', o, true, {})
    },
    getStorageInfo: (o) => answer('getStorageInfo', o, true, storageInfo()),

    // network
    request: (o) => request('request', o),
    httpRequest: (o) => request('httpRequest', o),
    uploadFile: (o) => answer('uploadFile', o, false, { errMsg: 'uploadFile:fail not available offline' }),
    // with --api, downloadFile fetches through the server and keeps the bytes in rt.files (WeChat: tempFilePath
    // wxfile://tmp/…, Alipay: apFilePath https://resource/…); offline it fails
    downloadFile: (o = {}) => {
      if (!opts.api) return answer('downloadFile', o, false, { errMsg: 'downloadFile:fail not available offline' })
      const entry = { url: o.url, method: 'GET', download: true, status: null, error: null }
      rt.requests.push(entry)
      inflight++
      fetch(rewriteUrl(o.url, opts.api), { headers: o.header || o.headers || {} })
        .then(async (res) => {
          const bytes = Buffer.from(await res.arrayBuffer())
          entry.status = res.status
          const name = `${++fileSeq}${path.extname(new URL(o.url).pathname) || ''}`
          const file = platform === 'alipay' ? `https://resource/${name}` : `wxfile://tmp/${name}`
          rt.files.set(file, { url: o.url, bytes, contentType: res.headers.get('content-type') })
          answer(
            'downloadFile',
            o,
            true,
            platform === 'alipay' ? { apFilePath: file, statusCode: res.status } : { tempFilePath: file, statusCode: res.status },
          )
        })
        .catch((e) => {
          entry.error = e.message
          answer(
            'downloadFile',
            o,
            false,
            platform === 'alipay' ? { error: 12, errorMessage: e.message } : { errMsg: `downloadFile:fail ${e.message}` },
          )
        })
        .finally(() => inflight--)
      return { abort() {}, onProgressUpdate() {}, offProgressUpdate() {}, onHeadersReceived() {}, offHeadersReceived() {} }
    },
    // the document viewer opens a file that downloadFile stored (recorded in rt.documents)
    openDocument: (o = {}) => {
      const f = rt.files.get(o.filePath)
      if (!f)
        return answer(
          'openDocument',
          o,
          false,
          platform === 'alipay' ? { error: 4011, errorMessage: 'file not found' } : { errMsg: 'openDocument:fail file not found' },
        )
      rt.documents.push({
        filePath: o.filePath,
        fileType: o.fileType,
        bytes: f.bytes.length,
        head: f.bytes.subarray(0, 5).toString('latin1'),
      })
      answer('openDocument', o, true, {})
    },
    connectSocket: (o = {}) => connectSocket(o),
    sendSocketMessage: (o = {}) => {
      if (!rt.socket || rt.socket.state !== 'open')
        return answer('sendSocketMessage', o, false, { errMsg: 'sendSocketMessage:fail socket not open' })
      rt.socket.send(o)
    },
    closeSocket: (o = {}) => {
      if (rt.socket) rt.socket.close(o)
      answer('closeSocket', o, true, {})
    },
    getNetworkType: (o) => answer('getNetworkType', o, true, { networkType: 'wifi', signalStrength: 100, networkAvailable: true }),

    // navigation
    navigateTo: (o) => navigate('navigateTo', o),
    redirectTo: (o) => navigate('redirectTo', o),
    reLaunch: (o) => navigate('reLaunch', o),
    switchTab: (o) => navigate('switchTab', o),
    navigateBack: (o) => navigate('navigateBack', o || {}),
    navigateToMiniProgram: (o = {}) => {
      rt.nav.push({ api: 'navigateToMiniProgram', url: o.appId ? `miniprogram://${o.appId}/${o.path || ''}` : o.path })
      answer('navigateToMiniProgram', o, true, {})
    },

    // UI
    showToast: (o = {}) => {
      rt.toasts.push({ title: o.title ?? o.content, icon: o.icon ?? o.type })
      answer('showToast', o, true, {})
    },
    hideToast: (o) => answer('hideToast', o, true, {}),
    showLoading: (o = {}) => answer('showLoading', o, true, {}),
    hideLoading: (o) => answer('hideLoading', o, true, {}),
    showModal: (o = {}) => answer('showModal', o, true, { confirm: opts.modal !== 'cancel', cancel: opts.modal === 'cancel' }),
    confirm: (o = {}) => answer('confirm', o, true, { confirm: opts.modal !== 'cancel' }),
    alert: (o = {}) => answer('alert', o, true, {}),
    prompt: (o = {}) => answer('prompt', o, true, { ok: opts.modal !== 'cancel', inputValue: '' }),
    showActionSheet: (o = {}) =>
      answer(
        'showActionSheet',
        o,
        opts.modal !== 'cancel',
        opts.modal === 'cancel' ? { errMsg: 'showActionSheet:fail cancel' } : { tapIndex: 0, index: 0 },
      ),
    setNavigationBarTitle: (o = {}) => {
      rt.title = o.title
      answer('setNavigationBarTitle', o, true, {})
    },
    setNavigationBar: (o = {}) => {
      if (o.title !== undefined) rt.title = o.title
      answer('setNavigationBar', o, true, {})
    },
    setNavigationBarColor: (o) => answer('setNavigationBarColor', o, true, {}),
    showNavigationBarLoading: (o) => answer('showNavigationBarLoading', o, true, {}),
    hideNavigationBarLoading: (o) => answer('hideNavigationBarLoading', o, true, {}),
    hideHomeButton: (o) => answer('hideHomeButton', o, true, {}),
    hideBackHome: (o) => answer('hideBackHome', o, true, {}),
    setBackgroundColor: (o) => answer('setBackgroundColor', o, true, {}),
    setBackgroundTextStyle: (o) => answer('setBackgroundTextStyle', o, true, {}),
    stopPullDownRefresh: (o) => answer('stopPullDownRefresh', o, true, {}),
    startPullDownRefresh: (o) => answer('startPullDownRefresh', o, true, {}),
    pageScrollTo: (o) => answer('pageScrollTo', o, true, {}),
    hideKeyboard: (o) => answer('hideKeyboard', o, true, {}),
    showShareMenu: (o) => answer('showShareMenu', o, true, {}),
    hideShareMenu: (o) => answer('hideShareMenu', o, true, {}),
    setOptionMenu: (o) => answer('setOptionMenu', o, true, {}),
    loadFontFace: (o) => answer('loadFontFace', o, true, { status: 'loaded' }),
    vibrateShort: (o) => answer('vibrateShort', o, true, {}),
    vibrateLong: (o) => answer('vibrateLong', o, true, {}),
    vibrate: (o) => answer('vibrate', o, true, {}),
    createSelectorQuery: selectorQuery,
    createIntersectionObserver: () => {
      const ob = { relativeTo: () => ob, relativeToViewport: () => ob, observe: () => {}, disconnect: () => {} }
      return ob
    },
    reportAnalytics: () => {},
    reportEvent: () => {},
    getRealtimeLogManager: () => ({ info() {}, warn() {}, error() {}, setFilterMsg() {}, addFilterMsg() {}, in() {} }),
    getLogManager: () => ({ log() {}, info() {}, warn() {}, debug() {} }),
    getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
    makePhoneCall: (o = {}) => answer('makePhoneCall', o, true, {}),
    setClipboardData: (o = {}) => {
      rt.clipboard = o.data
      answer('setClipboardData', o, true, {})
    },
    getClipboardData: (o) => answer('getClipboardData', o, true, { data: rt.clipboard || '' }),
    setClipboard: (o = {}) => {
      rt.clipboard = o.text
      answer('setClipboard', o, true, {})
    },
    getClipboard: (o) => answer('getClipboard', o, true, { text: rt.clipboard || '' }),

    // identity, location, payment: sandbox answers
    login: (o) => answer('login', o, true, { code: P.loginCode }),
    checkSession: (o) => answer('checkSession', o, true, {}),
    getAuthCode: (o) => answer('getAuthCode', o, true, { authCode: P.loginCode, authErrorScopes: {}, authSuccessScopes: ['auth_base'] }),
    getSetting: (o) => answer('getSetting', o, true, { authSetting: {} }),
    authorize: (o) => answer('authorize', o, false, { errMsg: 'authorize:fail auth deny' }),
    getLocation: (o) => answer('getLocation', o, false, { errMsg: 'getLocation:fail auth deny' }),
    chooseAddress: (o) => answer('chooseAddress', o, false, { errMsg: 'chooseAddress:fail cancel' }),
    getAddress: (o) => answer('getAddress', o, false, { resultStatus: '6001', error: 11, errorMessage: 'user cancel' }),
    requestPayment: (o) =>
      opts.payment ? paidBy('requestPayment', o) : answer('requestPayment', o, false, { errMsg: 'requestPayment:fail cancel' }),
    tradePay: (o) => (opts.payment ? paidBy('tradePay', o) : answer('tradePay', o, true, { resultCode: '6001' })),
    getUserProfile: (o) => answer('getUserProfile', o, false, { errMsg: 'getUserProfile:fail auth deny' }),
  })

  const names = new Set([...apiNames(platform), ...Object.keys(impl)])
  for (const name of names) {
    if (impl[name]) {
      api[name] = (...args) => {
        record(name, args)
        return impl[name](...args)
      }
    } else if (/^(on|off)[A-Z]/.test(name)) {
      api[name] = (fn) => {
        record(name, [])
        const key = name.replace(/^off/, 'on')
        const list = listenersOf(key)
        if (name.startsWith('on')) {
          if (typeof fn === 'function') list.push(fn)
        } else {
          const i = list.indexOf(fn)
          if (i >= 0) list.splice(i, 1)
          else if (fn === undefined) list.length = 0
        }
      }
    } else {
      // real API of the platform that this fake does not implement: answer fail, remember the name
      api[name] = (...args) => {
        record(name, args)
        rt.unsupported.add(name)
        if (/^create|^get\w*Manager$|Context$/.test(name)) return inert(`${P.global}.${name}`)
        if (/Sync$/.test(name)) return undefined
        answer(name, args[0], false, { errMsg: `${name}:fail not supported by mp-check` })
        return undefined
      }
    }
  }
  api.env = { USER_DATA_PATH: platform === 'alipay' ? 'https://usr' : 'wxfile://usr' }
  if (platform === 'alipay') api.SDKVersion = info.SDKVersion
  rt.api = api

  // ---------------------------------------------------------------- modules
  const wrapperArgs = ['module', 'exports', 'require']
  const resolveModule = (fromDir, id) => {
    const raw = posix(String(id))
    const bases = raw.startsWith('/')
      ? [raw.slice(1)]
      : raw.startsWith('.')
        ? [path.posix.join(fromDir, raw)]
        : [path.posix.join(fromDir, raw), raw, `miniprogram_npm/${raw}`, `node_modules/${raw}`]
    for (const base of bases) {
      const clean = path.posix.normalize(base)
      if (clean.startsWith('..')) continue
      for (const candidate of [clean, `${clean}.js`, `${clean}/index.js`]) {
        const abs = path.join(distDir, candidate)
        if (fs.existsSync(abs) && fs.statSync(abs).isFile()) return candidate
      }
    }
    return null
  }
  const load = (rel) => {
    const cached = rt.modules.get(rel)
    if (cached) return cached.exports
    const mod = { id: rel, exports: {}, loaded: false }
    rt.modules.set(rel, mod)
    const src = fs.readFileSync(path.join(distDir, rel), 'utf8')
    const fn = new vm.Script(`(function (${wrapperArgs.join(', ')}) {${src}\n})`, { filename: path.join(distDir, rel) }).runInContext(ctx)
    const dir = path.posix.dirname(rel)
    const req = (id) => {
      const target = resolveModule(dir, id)
      if (!target) throw new Error(`module "${id}" required from ${rel} is not in the build`)
      return load(target)
    }
    const prev = rt.currentModule
    rt.currentModule = rel
    try {
      fn.call(mod.exports, mod, mod.exports, req)
    } finally {
      rt.currentModule = prev
    }
    mod.loaded = true
    return mod.exports
  }
  rt.require = (rel) => {
    const target = resolveModule('', rel)
    if (!target) throw new Error(`${rel} is not in the build`)
    return load(target)
  }

  // ---------------------------------------------------------------- App / Page / Component
  const pageProto = {
    setData(patch, cb) {
      applySetData(this, patch)
      if (typeof cb === 'function') later(() => cb.call(this))
    },
    $spliceData(patch, cb) {
      for (const [key, args] of Object.entries(patch || {})) {
        const tokens = parseDataPath(key)
        let arr = this.data
        for (const t of tokens) arr = arr?.[t]
        if (Array.isArray(arr)) arr.splice(...toRealm(args))
      }
      record('$spliceData', [Object.keys(patch || {})])
      if (typeof cb === 'function') later(() => cb.call(this))
    },
    selectComponent: () => null,
    selectAllComponents: () => toRealm([]),
    createSelectorQuery: selectorQuery,
    createIntersectionObserver: () => impl.createIntersectionObserver(),
    getOpenerEventChannel: () => ({ emit() {}, on() {}, once() {}, off() {} }),
    getPageId() {
      return this.__wxWebviewId__
    },
  }
  const applySetData = (inst, patch) => {
    if (!patch || typeof patch !== 'object') throw new Error('setData expects an object')
    const text = JSON.stringify(patch)
    const bytes = Buffer.byteLength(text || '')
    const keys = Object.keys(patch)
    rt.setDataLog.push({ route: inst.route, keys, bytes })
    if (bytes > 1024 * 1024) throw new Error(`setData of ${bytes} bytes on ${inst.route} exceeds the client's 1 MB limit`)
    const clean = toRealm(patch)
    for (const key of keys) {
      const tokens = parseDataPath(key)
      if (!tokens.length) continue
      setByPath(inst.data, tokens, clean[key])
    }
  }

  let webviewId = 0
  Object.assign(ctx, {
    [P.global]: api,
    App(config) {
      if (rt.appConfig) throw new Error('App() called twice')
      rt.appConfig = config
      rt.appInstance = config
    },
    getApp: () => rt.appInstance,
    Page(config) {
      const route = rt.currentModule ? rt.currentModule.replace(/\.js$/, '') : null
      if (!route) throw new Error('Page() called outside a page module')
      rt.pageConfigs.set(route, config)
    },
    Component(config) {
      const route = rt.currentModule ? rt.currentModule.replace(/\.js$/, '') : null
      rt.components.set(route, config)
    },
    Behavior: (b) => b,
    getCurrentPages: () => {
      const arr = new realm.Array()
      rt.pages.forEach((p) => arr.push(p))
      return arr
    },
    requirePlugin(name) {
      rt.unsupported.add(`requirePlugin(${name})`)
      return {}
    },
    __wxConfig: toRealm({
      pages: app.allPages,
      entryPagePath: app.entryPage,
      global: { window: app.raw.window || {} },
      envVersion: 'develop',
      platform: 'ios',
    }),
  })
  if (platform === 'alipay') {
    // Alipay's JS engine has a navigator (Taro's alipay runtime reads navigator.userAgent at load)
    ctx.navigator = {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ChannelId(0) Ariver/1.0.0 AliApp(AP/10.5.36) AlipayClient/10.5.36 Language/zh-Hans Region/CN',
      swuserAgent: '',
    }
  }

  // ---------------------------------------------------------------- driving the app
  /** require app.js and run onLaunch + onShow */
  rt.launch = async ({ path: launchPath = app.entryPage, query = {}, scene = 1001 } = {}) => {
    rt.launchOptions = { path: launchPath, query, scene, referrerInfo: {} }
    load(resolveModule('', 'app.js') || fail('app.js not found in the build'))
    if (!rt.appConfig) throw new Error('app.js did not call App()')
    const a = rt.appInstance
    if (typeof a.onLaunch === 'function') a.onLaunch(toRealm(rt.launchOptions))
    if (typeof a.onShow === 'function') a.onShow(toRealm(rt.launchOptions))
    await rt.settle()
    return a
  }

  /**
   * Load a page module (if not yet loaded), create its instance, push it on the stack and run onLoad(query),
   * onShow, onReady, then settle. Returns the page instance.
   */
  rt.openPage = async (route = app.entryPage, query = {}, { keepStack = false } = {}) => {
    route = posix(route).replace(/^\//, '').replace(/\.js$/, '')
    if (!app.allPages.includes(route)) throw new Error(`page ${route} is not in app.json (pages: ${app.allPages.join(', ')})`)
    if (!rt.pageConfigs.has(route)) {
      const file = resolveModule('', `${route}.js`)
      if (!file) throw new Error(`${route}.js not found in the build`)
      load(file)
      if (!rt.pageConfigs.has(route)) throw new Error(`${route}.js did not call Page()`)
    }
    const config = rt.pageConfigs.get(route)
    const inst = Object.create(pageProto)
    for (const [k, v] of Object.entries(config)) if (k !== 'data') inst[k] = v
    inst.data = toRealm(config.data || {})
    inst.route = inst.__route__ = route
    inst.options = toRealm(query)
    inst.__wxWebviewId__ = inst.$viewId = ++webviewId
    if (!keepStack) {
      while (rt.pages.length) {
        const top = rt.pages.pop()
        if (top.onUnload) guard('onUnload', () => top.onUnload())
      }
    }
    rt.pages.push(inst)
    const q = toRealm(query)
    if (typeof inst.onLoad === 'function') inst.onLoad(q)
    if (typeof inst.onShow === 'function') inst.onShow()
    if (typeof inst.onReady === 'function') inst.onReady()
    await rt.settle()
    return inst
  }

  return rt
}

function fail(msg) {
  throw new Error(msg)
}

function safeJson(v) {
  try {
    const s = JSON.stringify(v)
    return s === undefined ? String(v) : s.length > 500 ? `${s.slice(0, 500)}…` : s
  } catch {
    return String(v)
  }
}
function safeClone(v) {
  if (v === undefined || v === null || typeof v !== 'object') return typeof v === 'function' ? '[function]' : v
  try {
    return JSON.parse(JSON.stringify(v))
  } catch {
    return '[unserializable]'
  }
}

/** the request URL with its origin replaced by apiBase (relative URLs are resolved against apiBase) */
export function rewriteUrl(url, apiBase) {
  const base = new URL(apiBase)
  let u
  try {
    u = new URL(url)
  } catch {
    return new URL(url, base).toString()
  }
  u.protocol = base.protocol
  u.host = base.host
  return u.toString()
}

/** '/pages/a/index?x=1' or '../b/index' (relative to the current route) -> route 'pages/a/index' */
export function urlToRoute(url, current = '') {
  return splitUrl(url, current).route
}
export function splitUrl(url, current = '') {
  const [p, qs = ''] = String(url).split('?')
  const route = p.startsWith('/') ? p.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(current), p))
  const query = {}
  for (const [k, v] of new URLSearchParams(qs)) query[k] = v
  return { route: route.replace(/\.js$/, ''), query }
}

// ------------------------------------------------------------------ the Taro element tree in page data

/** is this Taro data node a text node ({ nn, v } without children)? */
export const isTextNode = (n) => n && typeof n === 'object' && typeof n.v === 'string' && !Array.isArray(n.cn)

/** walk the Taro tree (data.root.cn ...): visit(node, ancestors) */
export function walkTaroTree(root, visit) {
  const walk = (node, ancestors) => {
    if (!node || typeof node !== 'object') return
    visit(node, ancestors)
    if (Array.isArray(node.cn)) for (const c of node.cn) walk(c, [...ancestors, node])
  }
  if (root && Array.isArray(root.cn)) for (const c of root.cn) walk(c, [])
}

export function textContent(node) {
  if (!node) return ''
  if (isTextNode(node)) return node.v
  return Array.isArray(node.cn) ? node.cn.map(textContent).join('') : ''
}

/** summary of a page's rendered Taro tree: element count, texts, depth */
export function summarizeTree(data) {
  const root = data && data.root
  let elements = 0
  let depth = 0
  const texts = []
  walkTaroTree(root, (n, anc) => {
    depth = Math.max(depth, anc.length + 1)
    if (isTextNode(n)) {
      if (n.v.trim()) texts.push(n.v.trim())
    } else elements++
  })
  return { elements, texts, depth, fullText: root ? (root.cn || []).map(textContent).join('') : '' }
}

/**
 * Parse the base template of a Taro build (base.wxml / base.axml): for every node name alias (nn) the tag of
 * its template and whether it binds tap (bubbling) or catches it.
 */
export function readTemplateTable(distDir, platform) {
  const P = PLATFORMS[platform]
  const file = path.join(distDir, `base.${P.template}`)
  const table = new Map()
  if (!fs.existsSync(file)) return table
  const src = fs.readFileSync(file, 'utf8')
  const re = /<template name="tmpl_0_([^"]+)">\s*<([\w-]+)([^>]*)>/g
  let m
  while ((m = re.exec(src))) {
    const attrs = m[3]
    const has = (names) => names.some((a) => new RegExp(`\\s${a.replace(':', '\\:')}=`).test(attrs))
    // attribute -> key of the Taro data node it reads (placeholder="{{i.p3}}" or "{{xs.b(i.p3,'')}}" -> p3)
    const keys = {}
    for (const a of attrs.matchAll(/\s([\w:-]+)="([^"]*)"/g)) {
      const k = /\bi\.(\w+)/.exec(a[2])
      if (k) keys[a[1]] = k[1]
    }
    table.set(m[1], {
      tag: m[2],
      tap: has(P.tapAttrs),
      catchTap: has(P.catchAttrs),
      input: has(P.inputAttrs),
      confirm: has(P.confirmAttrs),
      keys,
    })
  }
  // input and textarea: tmpl_0_<nn> only picks tmpl_0_<nn>_focus or tmpl_0_<nn>_blur (utils xs.c, by whether the
  // node has `focus`); both draw the same element with the same bindings
  for (const [name, entry] of table) {
    const base = name.endsWith('_blur') ? name.slice(0, -'_blur'.length) : null
    if (base && table.has(base) && table.get(base).tag === 'template') table.set(base, entry)
  }
  return table
}

/** names of all templates of the base template (base.wxml / base.axml), e.g. 'tmpl_0_3' */
export function templateNames(distDir, platform) {
  const file = path.join(distDir, `base.${PLATFORMS[platform].template}`)
  if (!fs.existsSync(file)) return null
  const text = fs.readFileSync(file, 'utf8')
  const names = new Set([...text.matchAll(/<template\s+name="([^"]+)"/g)].map((m) => m[1]))
  // templates that draw their children's element themselves (Alipay's swiper draws <swiper-item> inline and
  // dispatches only the grandchildren): a child of such a parent needs no template of its own
  names.inlineChildParents = new Set()
  for (const m of text.matchAll(/<template\s+name="tmpl_0_([^"]+)">([\s\S]*?)<\/template>/g)) {
    if (/\{\{item\.cn\}\}/.test(m[2])) names.inlineChildParents.add(String(m[1]))
  }
  return names
}

/**
 * Elements of a page's Taro tree whose node name has no template (tmpl_0_<nn>) in the base template: the client
 * renders nothing for them (WeChat logs "Template `tmpl_0_x` not found"). Grouped by nn:
 * [{ nn, count, examples: [{ cl, parent }] }]
 */
export function nodesWithoutTemplate(data, names) {
  if (!names) return []
  const groups = new Map()
  walkTaroTree(data && data.root, (n, anc) => {
    if (n.nn === undefined || names.has(`tmpl_0_${n.nn}`)) return
    const parent = anc[anc.length - 1]
    if (parent && names.inlineChildParents && names.inlineChildParents.has(String(parent.nn))) return
    const g = groups.get(n.nn) || { nn: n.nn, count: 0, examples: [] }
    g.count++
    if (g.examples.length < 3)
      g.examples.push({ cl: String(n.cl || '').trim(), parent: String((anc[anc.length - 1] || {}).cl || '').trim() })
    groups.set(n.nn, g)
  })
  return [...groups.values()]
}

/**
 * Find the element to tap in a page's Taro tree: by text (the deepest element whose text content contains it,
 * exact matches first) or by class. Returns { node, ancestors } or null.
 */
export function findElement(data, { text, className, index = 0 } = {}) {
  const matches = []
  walkTaroTree(data && data.root, (n, ancestors) => {
    if (isTextNode(n)) return
    if (className) {
      const cls = String(n.cl || '').split(/\s+/)
      if (cls.includes(className) && (!text || textContent(n).includes(text))) matches.push({ node: n, ancestors })
    } else if (text && textContent(n).includes(text)) matches.push({ node: n, ancestors })
  })
  if (!matches.length) return null
  let list = matches
  if (!className) {
    // deepest: drop matches that have a matching descendant
    list = matches.filter((m) => !matches.some((o) => o !== m && o.ancestors.includes(m.node)))
    const exact = list.filter((m) => textContent(m.node).trim() === text)
    if (exact.length) list = exact
  }
  return list[index] || null
}

/**
 * Dispatch a tap like the client does: the target element and every ancestor whose template binds tap get the
 * event (handler `eh` of the page), in bubbling order, until one catches it. Returns the list of elements the
 * event was delivered to.
 */
export function dispatchTap(rt, page, found, { table } = {}) {
  const P = PLATFORMS[rt.platform]
  table = table || readTemplateTable(rt.distDir, rt.platform)
  const handler = page.eh
  if (typeof handler !== 'function') throw new Error(`page ${page.route} has no event handler "eh" (not a Taro page?)`)
  const target = found.node
  const idOf = (n) => n.uid || n.sid || n.id || ''
  const targetInfo = { id: idOf(target), offsetLeft: 0, offsetTop: 0, dataset: { sid: target.sid } }
  const chain = [target, ...[...found.ancestors].reverse()]
  const delivered = []
  for (const el of chain) {
    const tpl = table.get(String(el.nn))
    // without a template table, deliver to every element (Taro ignores elements without a listener)
    if (table.size && !(tpl && tpl.tap)) continue
    const current = { id: idOf(el), offsetLeft: 0, offsetTop: 0, dataset: { sid: el.sid } }
    const event =
      rt.platform === 'alipay'
        ? {
            type: 'tap',
            timeStamp: Date.now(),
            target: { ...targetInfo, targetDataset: { sid: target.sid } },
            currentTarget: current,
            detail: { pageX: 187, pageY: 300, clientX: 187, clientY: 300 },
          }
        : {
            type: 'tap',
            timeStamp: Date.now(),
            target: targetInfo,
            currentTarget: current,
            detail: { x: 187, y: 300 },
            touches: [],
            changedTouches: [{ identifier: 0, pageX: 187, pageY: 300, clientX: 187, clientY: 300 }],
            mark: {},
            mut: false,
          }
    handler.call(page, rt.toRealm(event))
    delivered.push({ id: current.id, nn: el.nn, tag: tpl ? tpl.tag : undefined, cl: el.cl })
    if (tpl && tpl.catchTap) break
  }
  void P
  return delivered
}

/** the tags the client types into */
export const TEXT_INPUT_TAGS = new Set(['input', 'textarea'])

/** the value of an element's attribute (read through its template: placeholder="{{i.p3}}" -> node.p3), or undefined */
export function attrOf(node, attr, table) {
  const tpl = table && table.get(String(node.nn))
  const key = tpl && tpl.keys ? tpl.keys[attr] : undefined
  return key === undefined ? undefined : node[key]
}

/**
 * Find a text field in a page's Taro tree: the elements whose template is an <input> or <textarea>, optionally the
 * one whose placeholder contains `placeholder` or that has the class `className` (its own or its parent's: a
 * component library's wrapper usually carries the app's class). Returns { node, ancestors, tag } or null.
 */
export function findInput(data, { placeholder, className, index = 0 } = {}, table) {
  const matches = []
  walkTaroTree(data && data.root, (n, ancestors) => {
    if (isTextNode(n)) return
    const tpl = table.get(String(n.nn))
    if (!tpl || !TEXT_INPUT_TAGS.has(tpl.tag)) return
    if (placeholder && !String(attrOf(n, 'placeholder', table) ?? '').includes(placeholder)) return
    if (className) {
      const parent = ancestors[ancestors.length - 1]
      const has = (el) =>
        !!el &&
        String(el.cl || '')
          .split(/\s+/)
          .includes(className)
      if (!has(n) && !has(parent)) return
    }
    matches.push({ node: n, ancestors, tag: tpl.tag })
  })
  return matches[index] || null
}

/**
 * Type into a text field like the client does: `events` (default ['input']) of the field: `input` (bindinput /
 * onInput) with `detail.value` (and `cursor`; WeChat adds `keyCode`), `confirm` (bindconfirm / onConfirm) with the
 * same value. Neither bubbles, so only the field itself gets them, through the page's `eh` handler. Returns the
 * events delivered; an event the template does not bind is not delivered.
 */
export function dispatchInput(rt, page, found, value, { table, events = ['input'] } = {}) {
  table = table || readTemplateTable(rt.distDir, rt.platform)
  const handler = page.eh
  if (typeof handler !== 'function') throw new Error(`page ${page.route} has no event handler "eh" (not a Taro page?)`)
  const el = found.node
  const tpl = table.get(String(el.nn)) || {}
  const id = el.uid || el.sid || el.id || ''
  const info = { id, offsetLeft: 0, offsetTop: 0, dataset: { sid: el.sid } }
  const text = String(value)
  const delivered = []
  const fire = (type, detail) => {
    const event =
      rt.platform === 'alipay'
        ? { type, timeStamp: Date.now(), target: { ...info, targetDataset: { sid: el.sid } }, currentTarget: info, detail }
        : { type, timeStamp: Date.now(), target: info, currentTarget: info, detail, mark: {}, mut: false }
    handler.call(page, rt.toRealm(event))
    delivered.push(type)
  }
  const cursor = text.length
  if (events.includes('input') && tpl.input)
    fire('input', rt.platform === 'alipay' ? { value: text, cursor } : { value: text, cursor, keyCode: 0 })
  if (events.includes('confirm') && tpl.confirm) fire('confirm', { value: text })
  return delivered
}
