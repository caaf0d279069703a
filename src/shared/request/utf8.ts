/**
 * Incremental UTF-8 decoder for streamed answers on WeChat (ArrayBuffer chunks from onChunkReceived; the
 * mini-program engines have no TextDecoder). A character cut between two chunks is held until its last byte
 * arrives; invalid bytes (a stray continuation byte, a truncated sequence, an overlong form, a surrogate or a
 * code point above U+10FFFF) become U+FFFD, as TextDecoder does.
 */
export interface Utf8Decoder {
  /** the text of this chunk that is complete; an unfinished character waits for the next chunk */
  push(chunk: ArrayBuffer | Uint8Array): string
  /** the end of the stream: an unfinished character becomes U+FFFD */
  end(): string
}

/** bytes a sequence has after its lead byte, or -1 for a byte that cannot start one */
function trailing(b: number): number {
  if (b < 0x80) return 0
  if (b >= 0xc2 && b <= 0xdf) return 1
  if (b >= 0xe0 && b <= 0xef) return 2
  if (b >= 0xf0 && b <= 0xf4) return 3
  return -1
}

/** the allowed range of the second byte (excludes overlong forms, surrogates and > U+10FFFF) */
function secondOk(lead: number, b: number): boolean {
  if (lead === 0xe0) return b >= 0xa0 && b <= 0xbf
  if (lead === 0xed) return b >= 0x80 && b <= 0x9f
  if (lead === 0xf0) return b >= 0x90 && b <= 0xbf
  if (lead === 0xf4) return b >= 0x80 && b <= 0x8f
  return b >= 0x80 && b <= 0xbf
}

export function createUtf8Decoder(): Utf8Decoder {
  let pending: number[] = []

  const decode = (bytes: number[], final: boolean): string => {
    let out = ''
    let i = 0
    while (i < bytes.length) {
      const lead = bytes[i]
      const need = trailing(lead)
      if (need === 0) {
        out += String.fromCharCode(lead)
        i++
        continue
      }
      if (need < 0) {
        out += '\ufffd'
        i++
        continue
      }
      // how many valid continuation bytes follow (maximal subpart, as the WHATWG decoder counts them)
      let k = 1
      while (k <= need && i + k < bytes.length) {
        const c = bytes[i + k]
        const good = k === 1 ? secondOk(lead, c) : c >= 0x80 && c <= 0xbf
        if (!good) break
        k++
      }
      if (k === need + 1) {
        let cp = lead & (0x7f >> (need + 1))
        for (let j = 1; j <= need; j++) cp = (cp << 6) | (bytes[i + j] & 0x3f)
        out += String.fromCodePoint(cp)
        i += need + 1
        continue
      }
      if (i + k >= bytes.length && !final) {
        // a valid beginning cut by the end of the chunk: wait for the rest
        pending = bytes.slice(i)
        return out
      }
      out += '\ufffd'
      i += k
    }
    pending = []
    return out
  }

  return {
    push(chunk) {
      const arr = chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk)
      const bytes = pending.length ? pending.concat(Array.from(arr)) : Array.from(arr)
      pending = []
      return decode(bytes, false)
    },
    end() {
      const rest = pending
      pending = []
      return rest.length ? decode(rest, true) : ''
    },
  }
}
