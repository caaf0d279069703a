/**
 * Staff password rules (OWASP ASVS 5.0 §6.2): at least 8 characters (at most 128), no composition rules, the
 * most common passwords refused, not the username. Returns the catalogue message of the first rule broken, or
 * null. The server checks it on invite and on change; the console may show it while typing.
 */
import {
  STAFF_PASSWORD_HAS_USERNAME,
  STAFF_PASSWORD_TOO_COMMON,
  STAFF_PASSWORD_TOO_LONG,
  STAFF_PASSWORD_TOO_SHORT,
} from '../messages/staff'

/**
 * The most common passwords of 8+ characters (from the public top lists of leaked passwords, including the
 * Chinese ones: the CSDN and 12306 leaks), lower-cased. Shorter ones are refused by length already.
 */
const COMMON = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '66666666',
  '12341234',
  '11223344',
  '12344321',
  '123123123',
  '147258369',
  '987654321',
  '0123456789',
  '01234567',
  '5201314520',
  '521521521',
  '1314520520',
  'woaini1314',
  'woaini520',
  'iloveyou',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  '1qaz2wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'zaq12wsx',
  'qazwsxedc',
  'asdfghjk',
  'asdfghjkl',
  'asdf1234',
  'abcd1234',
  'abc12345',
  'abc123456',
  'a1234567',
  'a12345678',
  'a123456789',
  'aa123456',
  'aa12345678',
  'qq123456',
  'qq5201314',
  'admin123',
  'admin1234',
  'admin888',
  'administrator',
  'welcome1',
  'welcome123',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'trustno1',
  'letmein1',
  'iloveyou1',
  'whatever',
  'starwars',
  'computer',
  'michelle',
  'jennifer',
  '1234qwer',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'zxcvbnm1',
  'zxcvbnm123',
  'changeme',
  'hospital',
  'hospital123',
  'yiyuan123',
  'test1234',
  'test12345',
  'root1234',
  'user1234',
  'guest123',
  'dragon12',
  'monkey12',
  'master12',
  'shadow12',
  'abcdefgh',
  'aaaaaaaa',
  'qqqqqqqq',
  '1234abcd',
  'wang1234',
  'li123456',
  'zhang123',
  'a1b2c3d4',
  '7758521a',
  '5201314a',
  'woaini123',
  'qwe12345',
  'qwe123456',
])

export function staffPasswordProblem(password: string, username = ''): string | null {
  const length = [...password].length
  if (length < 8) return STAFF_PASSWORD_TOO_SHORT
  if (length > 128) return STAFF_PASSWORD_TOO_LONG
  const lower = password.toLowerCase()
  if (COMMON.has(lower)) return STAFF_PASSWORD_TOO_COMMON
  if (/^(.)\1+$/.test(password) || (/^(\d)+$/.test(password) && new Set(password).size <= 2)) return STAFF_PASSWORD_TOO_COMMON
  if (username.length >= 3 && lower.includes(username.toLowerCase())) return STAFF_PASSWORD_HAS_USERNAME
  return null
}

/** a username: 3-32 letters, digits, `_`, `.`, `-` (stored lower-case) */
export function staffUsernameOk(username: string): boolean {
  return /^[a-zA-Z0-9_.-]{3,32}$/.test(username)
}
