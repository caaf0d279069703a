import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'util'
import { createUtf8Decoder } from './utf8'

const enc = new NodeTextEncoder()

/** decode `bytes` fed in chunks of `size` bytes */
function feed(bytes: Uint8Array, size: number): string {
  const d = createUtf8Decoder()
  let out = ''
  for (let i = 0; i < bytes.length; i += size) out += d.push(bytes.slice(i, i + size).buffer)
  return out + d.end()
}

describe('createUtf8Decoder', () => {
  const texts = [
    '体检前要空腹吗？空腹 8 小时以上。',
    '心脑血管专项套餐 😀 含颈动脉彩超',
    'Ünïcödé café — ¥1,280.00',
    '𠀀𠀁 rare CJK (4 bytes) 🩺🫀',
    '',
    'plain ascii',
  ]
  test.each(texts.flatMap((t) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 64].map((n) => [t, n] as const)))(
    'a character cut between chunks is held until it is complete: %j in chunks of %i',
    (text, size) => {
      expect(feed(enc.encode(text), size)).toBe(text)
    },
  )

  test.each([
    ['stray continuation byte', [0x41, 0x80, 0x42]],
    ['truncated 3-byte sequence then ASCII', [0xe4, 0xbd, 0x41]],
    ['overlong 2-byte form', [0xc0, 0xaf]],
    ['overlong 3-byte form', [0xe0, 0x80, 0xaf]],
    ['UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['invalid lead byte', [0xff, 0x41]],
    ['cut at the very end of the stream', [0x41, 0xe4, 0xbd]],
    ['emoji missing its last byte then text', [0xf0, 0x9f, 0x98, 0x41]],
  ])('invalid input becomes U+FFFD exactly as TextDecoder does: %s', (_name, raw) => {
    const bytes = Uint8Array.from(raw)
    const expected = new NodeTextDecoder('utf-8').decode(bytes)
    for (const size of [1, 2, 3, bytes.length]) expect(feed(bytes, size)).toBe(expected)
  })

  test('accepts Uint8Array chunks and holds nothing after a complete character', () => {
    const d = createUtf8Decoder()
    const b = enc.encode('空腹')
    expect(d.push(b.subarray(0, 4))).toBe('空')
    expect(d.push(b.subarray(4))).toBe('腹')
    expect(d.end()).toBe('')
  })
})
