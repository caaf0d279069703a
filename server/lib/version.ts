/**
 * The one version of the three targets and the server (issue 34): package.json "version", read once at start. The
 * app's builds take the same value as their version key (config/index.ts, SPEC §9).
 */
import fs from 'node:fs'
import path from 'node:path'

export const APP_VERSION: string = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')).version
