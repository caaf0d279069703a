// types of the parts of startup.mjs that scripts/budgets.ts uses
export const NODE_BUDGET: number
export const SET_DATA_BUDGET: number
export const BIG_ATTR: number
export interface StartupScreen {
  name: string
  route: string
  query: Record<string, string>
  expect?: string
}
export const STARTUP_SCREENS: StartupScreen[]
export interface StartupMeasurement {
  platform: string
  name: string
  page: string
  query: Record<string, string>
  nodes: number
  elements: number
  texts: number
  depth: number
  hidden: { node: string; nodes: number; bytes: number }[]
  bigAttrs: { node: string; attr: string; bytes: number }[]
  setDataCalls: number
  largestSetData: number
  totalSetData: number
  rendered: boolean
  errors: string[]
}
export function measureStartup(options: {
  platforms?: string[]
  dist?: string
  api: string
  screens?: StartupScreen[]
}): Promise<StartupMeasurement[]>
export function startupFailures(m: StartupMeasurement): string[]
export function formatStartup(m: StartupMeasurement): string
