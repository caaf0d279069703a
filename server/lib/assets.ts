/**
 * Image URLs: seed and uploaded images are stored as /assets/... paths; replies carry them with the
 * deployment's ASSET_HOST in front ('' = same origin). Absolute URLs are kept.
 */
import type { AppDeps } from './deps'

/** the asset host itself, or anything that holds the app's deps (the Fastify instance) */
export type AssetHostSource = string | { deps: Pick<AppDeps, 'assetHost'> }

const hostOf = (from: AssetHostSource) => (typeof from === 'string' ? from : from.deps.assetHost)

/** /assets/x.svg -> ASSET_HOST + /assets/x.svg; absolute URLs are kept */
export function assetUrl(from: AssetHostSource, p: string): string {
  return /^https?:\/\//.test(p) ? p : `${hostOf(from)}${p}`
}

/** an image URL of a stored path ('' when none) */
export function asset(from: AssetHostSource, p: string | null | undefined): string {
  return p ? assetUrl(from, p) : ''
}

/** absolute image URLs inside stored HTML (mini-program rich-text needs them): /assets/ and the console's uploads */
export function htmlAssets(from: AssetHostSource, html: string): string {
  const host = hostOf(from)
  return host ? html.replace(/(src=["'])\/(assets|goods-center\/goods\/image)\b/g, `$1${host}/$2`) : html
}
