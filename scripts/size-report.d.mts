// types of the parts of size-report.mjs that scripts/budgets.ts uses
export const LIMIT: number
export const PACKAGE_BUDGET: number
export const H5_JS_GZIP_BUDGET: number
export function gzipSize(buf: Buffer | string): number
export interface PackageSize {
  name: string
  root: string
  independent?: boolean
  bytes: number
  files: number
  pages: number
  overLimit: boolean
  overBudget: boolean
}
export function miniProgramSizes(distDir: string, target: string): { target: string; packages: PackageSize[]; total: number; files: number }
export interface AssetSize {
  file: string
  why: string
  raw: number
  gzip: number
}
export function h5HomeSizes(
  h5Dir: string,
  opts?: { h5Path?: string; fallbackPage?: string },
): { path: string; page: string; chunkIds: string[]; js: AssetSize[]; css: AssetSize[]; jsGzip: number; cssGzip: number; notes: string[] }
