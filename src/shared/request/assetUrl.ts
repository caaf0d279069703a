/** URL of a static asset served by the API server (seed images, default avatar); absolute on mini-programs. */
export function assetUrl(path: string) {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path
  return `${__API_BASE__}${path.startsWith('/') ? '' : '/'}${path}`
}
