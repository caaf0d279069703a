// Types of scripts/release/lib.cjs (the release commands' checks and arguments, issue 34).
import type { KeyObject } from 'node:crypto'

type Env = Record<string, string | undefined>
export interface WeappOptions {
  project: { appid: string; type: 'miniProgram'; projectPath: string; privateKey: string | null; ignores: string[] }
  version: string | null
  desc: string | null
  robot: number
  setting: Record<string, boolean>
  qrcodeFormat?: 'image'
  qrcodeOutputDest?: string
  pagePath?: string
}
export declare const ROOT: string
export declare function readVersion(root?: string): string
export declare function releaseNotes(version: string, changelog: string): string | null
export declare function uploadDescription(version: string, notes: string, max?: number): string
export declare function parseRsaPrivateKey(text: string): { key?: KeyObject; pem?: string; error?: string }
export declare function weappPlan(
  mode: 'upload' | 'preview',
  env?: Env,
  o?: { root?: string; dist?: string },
): { errors: string[]; options: WeappOptions }
export declare function alipayPlan(
  env?: Env,
  o?: { root?: string; dist?: string; identityFile?: string },
): {
  errors: string[]
  args: string[]
  identity: { toolId: string; privateKey: string | null }
  version: string | null
  notes: string | null
}
export declare function platformError(e: unknown): string
