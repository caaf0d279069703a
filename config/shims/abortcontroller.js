/**
 * H5 stand-in for `abortcontroller-polyfill/dist/abortcontroller-polyfill-only` (8 KiB of source, 2.4 KB gzip in
 * every page's first load), which Taro's request imports. Every browser of config/babel-targets.js has
 * AbortController except iOS / Safari 11.0 (it came in 11.1): there this installs a small one. As with the polyfill's
 * "-only" build, fetch itself is not patched: a browser without abortable fetch lets the request run and the caller
 * sees the signal aborted (Taro's request times out on its own timer either way).
 */
/* global self, window -- browser globals: this file runs in the H5 bundle */
;(function install(g) {
  if (!g || g.AbortController) return
  function AbortSignal() {
    this.aborted = false
    this.reason = undefined
    this.onabort = null
    this._listeners = []
  }
  AbortSignal.prototype.addEventListener = function (type, fn) {
    if (type === 'abort' && typeof fn === 'function') this._listeners.push(fn)
  }
  AbortSignal.prototype.removeEventListener = function (type, fn) {
    this._listeners = this._listeners.filter(function (f) {
      return f !== fn
    })
  }
  AbortSignal.prototype.dispatchEvent = function (event) {
    if (typeof this.onabort === 'function') this.onabort.call(this, event)
    var listeners = this._listeners.slice()
    for (var i = 0; i < listeners.length; i++) listeners[i].call(this, event)
    return true
  }
  AbortSignal.prototype.throwIfAborted = function () {
    if (this.aborted) throw this.reason
  }
  function AbortController() {
    this.signal = new AbortSignal()
  }
  AbortController.prototype.abort = function (reason) {
    var signal = this.signal
    if (signal.aborted) return
    var error = new Error('signal is aborted without reason')
    error.name = 'AbortError'
    signal.aborted = true
    signal.reason = reason === undefined ? error : reason
    signal.dispatchEvent({ type: 'abort', target: signal })
  }
  g.AbortSignal = AbortSignal
  g.AbortController = AbortController
})(typeof self !== 'undefined' ? self : typeof window !== 'undefined' ? window : undefined)
