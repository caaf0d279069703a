// @types/pg is not installed: the minimal surface used by server/lib/db/index.ts.
declare module 'pg' {
  export class Pool {
    constructor(config: { connectionString?: string; max?: number })
    end(): Promise<void>
  }
}
