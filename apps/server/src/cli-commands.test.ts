import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../test/accounts-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../test/test-app';
import { commands, UsageError } from './cli-commands';
import { readEnv } from './platform/env';

describe('the create-service-token command', () => {
  let testApp: MailedTestApp;
  const env = readEnv({ PUBLIC_URL: 'https://apply.example.edu' });
  const run = (args: string[]) => commands['create-service-token']!(args, testApp.database, env);

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("prints a print-view link that opens the applicant's application for the minutes asked", async () => {
    const email = await signUpAndConfirm(testApp);
    const output = await run(['--username', email.toUpperCase(), '--minutes', '5']);
    expect(output).toContain('valid 5 minutes');
    const link = new URL(/https:\/\/\S+/.exec(output)![0]);
    expect(link.origin + link.pathname).toBe('https://apply.example.edu/about');
    const token = link.searchParams.get('service_token')!;
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${token}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown applicant and a bad duration', async () => {
    await expect(run(['--username', 'nobody@example.edu'])).rejects.toThrow(UsageError);
    await expect(run(['--username', 'a@example.edu', '--minutes', '0'])).rejects.toThrow(
      '--minutes must be a whole number from 1 to 1440',
    );
    await expect(run([])).rejects.toThrow('--username is required');
  });
});
