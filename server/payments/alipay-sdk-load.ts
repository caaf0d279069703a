/**
 * Loads `alipay-sdk` (lazily: only a server with Alipay configured pays for it). Its HTTP client (urllib → qs →
 * side-channel → get-intrinsic) requires `async-function`, `generator-function` and `async-generator-function`, whose
 * package exports point Node ≥ 20.19 (the "module-sync" condition) at a `require.mjs`; under tsx (how the server
 * runs: `npm run server`, scripts/start-prod.mjs) that file is transformed as ESM and the start fails with
 * "SyntaxError: Unexpected string". For those three packages only, the resolution is taken to their CommonJS
 * `index.js` (the same code; the package's own "default" export) before the SDK is required.
 */
import Module from 'node:module'
import path from 'node:path'
import type * as Sdk from 'alipay-sdk'

const REDIRECTED = new Set(['async-function', 'generator-function', 'async-generator-function'])
let sdk: typeof Sdk | null = null

export function loadAlipaySdk(): typeof Sdk {
  if (sdk) return sdk
  const M = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string }
  const original = M._resolveFilename
  M._resolveFilename = function (request: string, ...rest: unknown[]) {
    const resolved = original.call(this, request, ...rest)
    return REDIRECTED.has(request) && resolved.endsWith(`${path.sep}require.mjs`) ? path.join(path.dirname(resolved), 'index.js') : resolved
  }
  try {
    sdk = require('alipay-sdk') as typeof Sdk
  } finally {
    M._resolveFilename = original
  }
  return sdk
}
