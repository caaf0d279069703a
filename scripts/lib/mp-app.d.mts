// types of the parts of mp-app.mjs that the TypeScript scripts use
export function parseArgs(argv: string[], opts?: { repeatable?: string[]; booleans?: string[] }): { _: string[]; [key: string]: any }
