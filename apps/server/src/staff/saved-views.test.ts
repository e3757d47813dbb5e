import { randomUUID } from 'node:crypto';
import { STAFF_MESSAGES } from '@portico/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, SITE_ORIGIN } from '../../test/accounts-helpers';
import { getAs, signedInStaff } from '../../test/staff-helpers';
import { buildMailedTestApp, type MailedTestApp } from '../../test/test-app';

type View = { id: string; name: string; query: Record<string, string> };

describe('saved views: a named filter and sort of the list, each staff member’s own (issue 28)', () => {
  let testApp: MailedTestApp;
  let reader: string;
  let admin: string;

  beforeAll(async () => {
    testApp = await buildMailedTestApp();
    reader = await signedInStaff(testApp, 'views.reader@harborvalley.example.edu', 'reader');
    admin = await signedInStaff(testApp, 'views.admin@harborvalley.example.edu', 'admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const save = (cookie: string, body: unknown) => post(testApp, '/staff-api/views', body, { cookie });
  const viewsOf = async (cookie: string) => {
    const response = await getAs(testApp, '/staff-api/views', cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ views: View[] }>().views;
  };
  const remove = (cookie: string, id: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/staff-api/views/${id}`,
      headers: { cookie, origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });

  it('saves a view with its filter and sort, lists it by name, and deletes it', async () => {
    const query = { reader: 'me', status: 'in_review', sort: 'submitted', order: 'asc' };
    const saved = await save(reader, { name: '  My queue, oldest first ', query });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<View>()).toEqual({ id: expect.any(String), name: 'My queue, oldest first', query });
    expect((await save(reader, { name: 'all by name', query: { sort: 'name' } })).statusCode).toBe(200);
    expect((await viewsOf(reader)).map((view) => view.name)).toEqual([
      'all by name',
      'My queue, oldest first',
    ]);

    const deleted = await remove(reader, saved.json<View>().id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: STAFF_MESSAGES.viewDeleted('My queue, oldest first') });
    expect((await viewsOf(reader)).map((view) => view.name)).toEqual(['all by name']);
  });

  it('refuses a name used already (whatever its case), empty or too long, and a query it does not know', async () => {
    expect(
      (await save(reader, { name: 'Ready files', query: { status: 'ready_for_review' } })).statusCode,
    ).toBe(200);
    const taken = await save(reader, { name: 'READY FILES', query: {} });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(STAFF_MESSAGES.viewNameTaken);
    // Another staff member may use the same name.
    expect((await save(admin, { name: 'Ready files', query: {} })).statusCode).toBe(200);

    const refused: [unknown, string][] = [
      [{ name: '   ', query: {} }, STAFF_MESSAGES.viewNameRequired],
      [{ name: 'x'.repeat(61), query: {} }, STAFF_MESSAGES.viewNameTooLong(60)],
      [{ name: 'Sorted oddly', query: { sort: 'email' } }, STAFF_MESSAGES.sortInvalid],
      [{ name: 'Extra', query: { colour: 'red' } }, ''],
      [{ name: 'No query' }, ''],
    ];
    for (const [body, message] of refused) {
      const response = await save(reader, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await save(reader, { name: 'x'.repeat(60), query: {} })).statusCode).toBe(200);
    expect((await viewsOf(reader)).map((view) => view.name)).toEqual([
      'all by name',
      'Ready files',
      'x'.repeat(60),
    ]);
  });

  it('shows a staff member only their own views: another’s id is not found, and is not deleted', async () => {
    const mine = (await save(admin, { name: 'Admin only', query: { reader: 'none' } })).json<View>();
    expect((await viewsOf(reader)).some((view) => view.name === 'Admin only')).toBe(false);
    const byReader = await remove(reader, mine.id);
    expect(byReader.statusCode).toBe(404);
    expect(byReader.json<{ message: string }>().message).toBe(STAFF_MESSAGES.viewNotFound);
    expect((await remove(reader, randomUUID())).statusCode).toBe(404);
    expect((await remove(reader, 'not-an-id')).statusCode).toBe(400);
    expect((await viewsOf(admin)).map((view) => view.name)).toContain('Admin only');
    // Without a staff session: nothing.
    expect((await getAs(testApp, '/staff-api/views')).statusCode).toBe(401);
    expect((await save('', { name: 'Nobody', query: {} })).statusCode).toBe(401);
  });
});
