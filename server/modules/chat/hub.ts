/**
 * The sockets of this server instance by member ('user:12', 'doctor:602', 'agent:1'): a stored message is pushed to
 * every open socket of every member. Pushing is best effort; the database is the truth (clients resync by seq after
 * a reconnect, or poll the history API). With several server instances, the other instances' messages arrive
 * through the bus (bus.ts: PostgreSQL LISTEN/NOTIFY).
 */
export interface HubSocket {
  send(data: string): void
  readyState: number
}

export class ChatHub {
  private readonly sockets = new Map<string, Set<HubSocket>>()
  /** the workbench's agent sockets (staff other than doctors) and their hospital: the queue's changes go to them */
  private readonly desks = new Map<HubSocket, number>()

  addDesk(hospitalId: number, s: HubSocket): void {
    this.desks.set(s, hospitalId)
  }

  removeDesk(s: HubSocket): void {
    this.desks.delete(s)
  }

  /** sends `frame` to every open agent socket of the hospital on this instance; how many got it */
  pushDesk(hospitalId: number, frame: unknown): number {
    const data = JSON.stringify(frame)
    let n = 0
    for (const [s, h] of this.desks) {
      if (h !== hospitalId || s.readyState !== 1) continue
      try {
        s.send(data)
        n++
      } catch {
        /* a closing socket: the console's slow poll catches up */
      }
    }
    return n
  }

  add(key: string, s: HubSocket): void {
    let set = this.sockets.get(key)
    if (!set) this.sockets.set(key, (set = new Set()))
    set.add(s)
  }

  remove(key: string, s: HubSocket): void {
    const set = this.sockets.get(key)
    if (!set) return
    set.delete(s)
    if (!set.size) this.sockets.delete(key)
  }

  /** the sockets of `key` on this instance */
  count(key: string): number {
    return this.sockets.get(key)?.size ?? 0
  }

  /** some socket of `key` is open on this instance */
  has(key: string): boolean {
    return this.sockets.has(key)
  }

  /** sends `frame(key)` to every open socket of each key */
  push(keys: readonly string[], frame: (key: string) => unknown): void {
    for (const key of keys) {
      const set = this.sockets.get(key)
      if (!set) continue
      const data = JSON.stringify(frame(key))
      for (const s of set) {
        if (s.readyState === 1) {
          try {
            s.send(data)
          } catch {
            /* a closing socket: its client resyncs */
          }
        }
      }
    }
  }

  get size(): number {
    let n = 0
    for (const set of this.sockets.values()) n += set.size
    return n
  }
}

export const memberKey = (kind: string, id: number) => `${kind}:${id}`
