/**
 * Sensitive words (SPEC §8 21501 / 21502) with mint-filter (Aho–Corasick) over our own lists in ./words: block.txt
 * refuses the message, mask.txt stores it with the words replaced by *. Matching sees through full-width letters,
 * spaces and case (src/domain/chat normaliseForScreening); a masked message is stored in its normalised form.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Mint } from 'mint-filter'
import { CHAT_CODE, normaliseForScreening } from '../../../src/domain/chat'

function readList(name: string): string[] {
  return fs
    .readFileSync(path.join(__dirname, 'words', name), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map(normaliseForScreening)
}

let lists: { block: Mint; mask: Mint } | null = null
function load() {
  lists ??= { block: new Mint(readList('block.txt')), mask: new Mint(readList('mask.txt')) }
  return lists
}

export type ScreenResult =
  | { code: 0; text: string }
  | { code: typeof CHAT_CODE.SENSITIVE_REFUSED; words: string[] }
  | { code: typeof CHAT_CODE.SENSITIVE_REPLACED; text: string; words: string[] }

export function screenText(text: string): ScreenResult {
  const { block, mask } = load()
  const n = normaliseForScreening(text)
  const b = block.filter(n, { replace: false })
  if (b.words.length) return { code: CHAT_CODE.SENSITIVE_REFUSED, words: b.words }
  // only the normalised text can be matched: when nothing matches, the text is kept as written
  const m = mask.filter(n, { replace: true })
  if (m.words.length) return { code: CHAT_CODE.SENSITIVE_REPLACED, text: m.text, words: m.words }
  return { code: 0, text }
}
