import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { APPLICATION, buildDataModel, siteConfigIn, ZAnswers } from '@portico/application';
import { ZStaffInviteRequest, ZStaffRole } from '@portico/contracts';
import pino from 'pino';
import { z, ZodError } from 'zod';
import { loadSiteConfig } from './platform/site-config';
import { createPrefillToken } from './answers/prefill-tokens';
import type { DatabaseHandle } from './platform/database/open-database';
import { ConfigurationError, publicUrl, type Env } from './platform/env';
import { AppError } from './platform/errors';
import { formatImportReport, importSchools, SchoolListError } from './lookups/import-schools';
import { findApplicantByEmail } from './accounts/find-applicant';
import { createServiceToken } from './pdf/service-tokens';
import { resealSsns } from './answers/reseal-ssns';
import { loadSecretBox, secretBoxOptions } from './platform/secret-box';
import { createMailer, mailFrom } from './platform/mail';
import { inviteStaff } from './staff/staff-members';
import {
  createSystemCredential,
  listSystemCredentials,
  revokeSystemCredential,
} from './student-records/system-credentials';
import {
  disableStaffMember,
  enableStaffMember,
  resetStaffAuthenticator,
  setStaffRole,
} from './staff/change-staff-access';

/**
 * Operator commands, run beside the server with the same environment:
 *   portico create-prefill-token --file answers.json [--hours 72]
 *   portico import-schools --category hs_ceeb --file schools.csv [--replace]
 *   portico create-service-token --username applicant@example.com --for staff@example.edu [--minutes 60]
 *   portico create-staff --email staff@example.edu --role reader|decider|admin
 *   portico disable-staff --email … / enable-staff --email …
 *   portico set-staff-role --email … --role reader|decider|admin
 *   portico reset-staff-authenticator --email …
 *   portico rotate-answers-key
 *   portico system-credential create <name> / list / revoke <id>
 * On the embedded default (PGlite) only one process may open DATA_DIR: a running server runs the
 * command itself, asked through its operator socket (operator-socket.ts).
 */
export const USAGE = `Usage:
  npm run cli -- create-prefill-token --file <answers.json> [--hours <hours, default 72>]
  npm run cli -- import-schools --category <hs_ceeb|college_ceeb> --file <list.csv> [--replace]
    CSV columns: code,name,address_line_1,city,state,zip,country (docs/lookups.md). Each row adds
    or updates the school with its code; --replace also removes the schools the file does not list.
  npm run cli -- create-service-token --username <applicant's e-mail> --for <staff e-mail> [--minutes <minutes, default 60>]
    A read-only print view of one application for the staff member named (docs/operations.md);
    its making and every use are in the staff audit.
  npm run cli -- create-staff --email <address> --role <reader|decider|admin>
    E-mails an invitation to the staff area (valid 24 hours, used once) and prints its link; for an
    address invited but not set up, a new link (an expired invitation invited again).
  npm run cli -- disable-staff --email <address>
    Turns a staff member's access off: their sessions end at once; password and single sign-on refused.
  npm run cli -- enable-staff --email <address>
    Turns it on again.
  npm run cli -- set-staff-role --email <address> --role <reader|decider|admin>
  npm run cli -- reset-staff-authenticator --email <address>
    For a lost authenticator: ends their sessions and e-mails (and prints) a new setup link.
  npm run cli -- rotate-answers-key
    Seals every SSN again with ANSWERS_ENCRYPTION_KEY; the old key stays in
    ANSWERS_ENCRYPTION_PREVIOUS_KEYS until this has run (docs/operations.md, 'Keys').
  npm run cli -- system-credential create <name, such as "Banner SIS">
    A credential for the student record system's read API (GET /staff-api/v1/applications); its
    token is printed this once (docs/operations.md, 'The student record system').
  npm run cli -- system-credential list
  npm run cli -- system-credential revoke <id>
    Refused at once from the next call.`;

export type Command = (args: string[], database: DatabaseHandle, env: Env) => Promise<string>;

export const commands: Record<string, Command> = {
  async 'create-prefill-token'(args, database, env) {
    const { values } = parseArgs({
      args,
      options: { file: { type: 'string' }, hours: { type: 'string', default: '72' } },
    });
    if (!values.file) throw new UsageError('--file is required');
    const hours = Number(values.hours);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 90)
      throw new UsageError('--hours must be between 0 and 2160');
    const answers = ZAnswers.parse(JSON.parse(await readFile(values.file, 'utf8')));
    const siteConfig = await loadSiteConfig(env.SITE_CONFIG);
    const dataModel = buildDataModel(APPLICATION, { textAreaLimit: siteConfig.textAreaLimit });
    const token = await createPrefillToken(database.db, dataModel, answers, hours);
    const link = new URL('/about', publicUrl(env));
    link.searchParams.set('token', token);
    return `Prefill link (valid ${hours} hours):\n${link}`;
  },
  async 'create-service-token'(args, database, env) {
    const { values } = parseArgs({
      args,
      options: {
        username: { type: 'string' },
        for: { type: 'string' },
        minutes: { type: 'string', default: '60' },
      },
    });
    if (!values.username) throw new UsageError('--username is required');
    // The link shows the SSN whole: its making and each use are audited under who asked for it.
    const madeFor = ZStaffInviteRequest.shape.email.safeParse(values.for?.trim().toLowerCase());
    if (!madeFor.success)
      throw new UsageError('--for must be the e-mail address of the staff member who asked for the link');
    const minutes = Number(values.minutes);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60)
      throw new UsageError('--minutes must be a whole number from 1 to 1440');
    const applicant = await findApplicantByEmail(database.db, values.username);
    if (!applicant) throw new UsageError(`no applicant has the username ${values.username}`);
    const token = await createServiceToken(database.db, applicant.id, minutes, {
      purpose: 'operator',
      madeFor: madeFor.data,
      ip: 'cli',
    });
    const link = new URL('/about', publicUrl(env));
    link.searchParams.set('service_token', token);
    return `Print view of ${applicant.email}'s application for ${madeFor.data} (read-only, valid ${minutes} minutes; each use is audited):\n${link}`;
  },
  async 'create-staff'(args, database, env) {
    const { values } = parseArgs({ args, options: { email: { type: 'string' }, role: { type: 'string' } } });
    const email = ZStaffInviteRequest.shape.email.safeParse(values.email);
    if (!email.success) throw new UsageError('--email must be an e-mail address');
    const role = ZStaffRole.safeParse(values.role);
    if (!role.success) throw new UsageError('--role must be reader, decider or admin');
    const link = await inviteStaff(await mailingContext(database, env), {
      email: email.data,
      role: role.data,
      ip: OPERATOR.ip,
    });
    return `Invitation e-mailed to ${email.data} as ${role.data} (valid 24 hours, used once):\n${link}`;
  },
  async 'disable-staff'(args, database) {
    const { message } = await disableStaffMember(database.db, OPERATOR, { email: staffEmailOf(args) });
    return message;
  },
  async 'enable-staff'(args, database) {
    const { message } = await enableStaffMember(database.db, OPERATOR, { email: staffEmailOf(args) });
    return message;
  },
  async 'set-staff-role'(args, database) {
    const { values } = parseArgs({ args, options: { email: { type: 'string' }, role: { type: 'string' } } });
    const role = ZStaffRole.safeParse(values.role);
    if (!role.success) throw new UsageError('--role must be reader, decider or admin');
    const email = staffEmailOf(['--email', values.email ?? '']);
    const { message } = await setStaffRole(database.db, OPERATOR, { email }, role.data);
    return message;
  },
  async 'reset-staff-authenticator'(args, database, env) {
    const email = staffEmailOf(args);
    const { message, link } = await resetStaffAuthenticator(await mailingContext(database, env), OPERATOR, {
      email,
    });
    return `${message}\n${link}`;
  },
  async 'rotate-answers-key'(args, database, env) {
    if (args.length > 0) throw new UsageError('rotate-answers-key takes no options');
    const { resealed, total } = await resealSsns(database.db, await loadSecretBox(secretBoxOptions(env)));
    return `Sealed ${resealed} of ${total} SSNs again with the current key; the others already were.`;
  },
  async 'system-credential'(args, database) {
    const [action, ...rest] = args;
    if (action === 'create') {
      const name = rest.join(' ').trim();
      if (name.length < 1 || name.length > 100)
        throw new UsageError('system-credential create needs the name of the system, 1 to 100 characters');
      const made = await createSystemCredential(database.db, name);
      return [
        `System credential created for ${made.name} (id ${made.id}). Its token, shown only this once:`,
        made.token,
        'The system sends it as "Authorization: Bearer <token>" to GET /staff-api/v1/applications.',
      ].join('\n');
    }
    if (action === 'list' && rest.length === 0) {
      const credentials = await listSystemCredentials(database.db);
      if (credentials.length === 0) return 'No system credentials.';
      const day = (at: Date | null) =>
        at ? at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : 'never';
      return credentials
        .map((credential) =>
          [
            credential.id,
            credential.name,
            `created ${day(credential.createdAt)}`,
            `last used ${day(credential.lastUsedAt)}`,
            credential.revokedAt ? `revoked ${day(credential.revokedAt)}` : 'active',
          ].join('  '),
        )
        .join('\n');
    }
    if (action === 'revoke' && rest.length === 1) {
      const id = z.uuid().safeParse(rest[0]);
      if (!id.success) throw new UsageError('system-credential revoke needs the id that list shows');
      const revoked = await revokeSystemCredential(database.db, id.data);
      if (!revoked) throw new UsageError(`no active system credential has the id ${id.data}`);
      return `System credential of ${revoked.name} revoked: its next call is refused.`;
    }
    throw new UsageError('system-credential takes create <name>, list, or revoke <id>');
  },
  async 'import-schools'(args, database) {
    const { values } = parseArgs({
      args,
      options: {
        category: { type: 'string' },
        file: { type: 'string' },
        replace: { type: 'boolean', default: false },
      },
    });
    if (values.category !== 'hs_ceeb' && values.category !== 'college_ceeb')
      throw new UsageError('--category must be hs_ceeb or college_ceeb');
    if (!values.file) throw new UsageError('--file is required');
    const report = await importSchools(database.db, {
      category: values.category,
      csv: await readFile(values.file),
      replace: values.replace,
      source: basename(values.file),
    });
    return formatImportReport(report);
  },
};

export class UsageError extends Error {}

/** The operator, as the audit records a command's change: no staff member, from 'cli'. */
const OPERATOR = { ip: 'cli' } as const;

/** The `--email` of a staff command, checked as the staff pages check it. */
function staffEmailOf(args: string[]): string {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  const email = ZStaffInviteRequest.shape.email.safeParse(values.email);
  if (!email.success) throw new UsageError('--email must be an e-mail address');
  return email.data;
}

/** What a staff command needs to e-mail a setup link: the site's settings and a mailer. */
async function mailingContext(database: DatabaseHandle, env: Env) {
  // Staff read English (issue 32).
  const siteConfig = siteConfigIn(await loadSiteConfig(env.SITE_CONFIG), 'en');
  const url = publicUrl(env);
  return {
    db: database.db,
    mailer: createMailer({
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      mailDir: join(env.DATA_DIR, 'mail'),
      from: mailFrom(siteConfig, url, env.MAIL_FROM),
      logger: pino({ level: 'silent' }),
    }),
    siteConfig,
    publicUrl: url,
  };
}

/**
 * What the operator is told of a command's failure they can act on (a usage, a setting, the input,
 * a file that cannot be read), in words and without a stack; undefined for anything else.
 */
export function commandRefusal(error: unknown): string | undefined {
  if (error instanceof UsageError) return `${error.message}\n${USAGE}`;
  if (
    error instanceof ConfigurationError ||
    error instanceof AppError ||
    error instanceof SchoolListError ||
    error instanceof ZodError ||
    (error instanceof Error && 'syscall' in error)
  )
    return error.message;
  return undefined;
}
