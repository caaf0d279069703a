// @types/pg is not installed: the minimal surface used by server/lib/db (the pool, LISTEN clients).
declare module 'pg' {
  export interface Notification {
    processId: number
    channel: string
    payload?: string
  }
  export class Client {
    constructor(config: { connectionString?: string })
    connect(): Promise<void>
    query<R = any>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>
    end(): Promise<void>
    on(event: 'notification', listener: (msg: Notification) => void): this
    on(event: 'error', listener: (err: Error) => void): this
    on(event: 'end', listener: () => void): this
  }
  export class Pool {
    constructor(config: { connectionString?: string; max?: number })
    end(): Promise<void>
    on(event: 'error', listener: (err: Error) => void): this
    on(event: 'connect' | 'remove', listener: (client: Client) => void): this
    query<R = any>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>
    readonly totalCount: number
    readonly idleCount: number
    readonly waitingCount: number
    readonly options: { connectionString?: string }
  }
}
