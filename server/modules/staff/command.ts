/**
 * `npm run staff -- <command>` (scripts/staff.ts): what the staff console needs from a shell. There is no default
 * account (OWASP ASVS 5.0 §6.3.2): the first platform admin is made here, every other account is invited by an
 * admin in the console.
 *   create-admin --username <u> --name <n> [--hospital <id>] [--password-stdin]
 *     the initial password: read from stdin with --password-stdin, else made at random and printed once;
 *     the admin sets up TOTP at the first login.
 *   unlock --username <u>      clears a lockout
 *   disable --username <u>     disables an account and ends its sessions
 */
import type { Kysely } from 'kysely'
import { DEFAULT_HOSPITAL_ID } from '../../seed'
import type { DB } from '../../lib/db'
import { ApiError } from '../../lib/errors'
import { createAccount } from './service'
import { newInitialPassword } from './secrets'
import { endAllSessions } from './session'

export interface CommandIo {
  out(line: string): void
  /** the password typed into stdin (--password-stdin) */
  readPassword(): Promise<string>
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

const USAGE =
  'usage: npm run staff -- create-admin --username <u> --name <n> [--hospital <id>] [--password-stdin] | unlock --username <u> | disable --username <u>'

/** runs one command; the exit code (0 done, 1 refused, 2 usage) */
export async function runStaffCommand(db: Kysely<DB>, args: string[], now: Date, io: CommandIo): Promise<number> {
  const [command] = args
  const username = option(args, 'username')?.trim().toLowerCase()
  if (!username) {
    io.out(USAGE)
    return 2
  }
  try {
    if (command === 'create-admin') {
      const name = option(args, 'name') ?? ''
      const hospital = Number(option(args, 'hospital') ?? DEFAULT_HOSPITAL_ID)
      const typed = args.includes('--password-stdin')
      const password = typed ? (await io.readPassword()).replace(/\r?\n$/, '') : newInitialPassword()
      const id = await createAccount(db, { username, name, role: 'platform-admin', hospitalId: hospital, password, createdBy: null }, now)
      io.out(`created platform admin ${username} (id ${id}, hospital ${hospital})`)
      if (!typed) io.out(`initial password (shown once): ${password}`)
      io.out('next: log in to /console, scan the TOTP QR code, keep the recovery codes')
      return 0
    }
    if (command === 'unlock' || command === 'disable') {
      const row = await db.selectFrom('staff_account').select('id').where('username', '=', username).executeTakeFirst()
      if (!row) {
        io.out(`no such account: ${username}`)
        return 1
      }
      if (command === 'unlock')
        await db
          .updateTable('staff_account')
          .set({ failed_logins: 0, locked_until: null, updated_at: now })
          .where('id', '=', row.id)
          .execute()
      else {
        await db.updateTable('staff_account').set({ disabled: true, updated_at: now }).where('id', '=', row.id).execute()
        await endAllSessions(db, row.id, now)
      }
      io.out(`${command}: ${username} done`)
      return 0
    }
    io.out(USAGE)
    return 2
  } catch (err) {
    if (err instanceof ApiError) {
      io.out(`refused: ${err.message}`)
      return 1
    }
    throw err
  }
}
