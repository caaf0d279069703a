/** H5 share links (share.ts): the absolute link of an app path under the H5 base path. */
export const H5_BASE_PATH = '/hospital'

/** absolute link of an app path under the H5 base path; absolute URLs are kept */
export function shareLink(path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const p = path.startsWith('/') ? path : `/${path}`
  return `${origin}${p.startsWith(`${H5_BASE_PATH}/`) ? '' : H5_BASE_PATH}${p}`
}
