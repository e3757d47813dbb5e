import { MESSAGES } from '@portico/application';
import type { ServiceSnapshot } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { setIdentityCookie } from '../testing/account-fixtures';
import { renderApp, stubApi, type FakeResponse } from '../testing/render-app';
import { axeViolations } from '../widgets/testing/render-widgets';

const TOKEN = 'print-token-1';
const SNAPSHOT_PATH = `/service/tmp-pdf?service_token=${TOKEN}`;

function snapshotFixture(overrides: Partial<ServiceSnapshot> = {}): ServiceSnapshot {
  return {
    answer: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      citizenship_type: '1',
      citizenship_type_desc: 'U.S. Citizen',
      ssn: '123-45-6789',
      phone_international: '+44 20 7946 0958',
      college_name: 'First College',
      college_2_name: 'Second College',
      legal_agree: true,
      legal_agree_2: false,
    },
    add_another: { prior_colleges: 2 },
    document_answer: {},
    tabs: { phone_numbers: 'international_phone' },
    ...overrides,
  };
}

function serviceApi(response: FakeResponse = { status: 200, body: snapshotFixture() }) {
  return stubApi({ [`GET ${SNAPSHOT_PATH}`]: response });
}

const requestedPaths = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

async function printRoot(container: HTMLElement): Promise<Element> {
  await waitFor(() => expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull());
  return container.querySelector('[data-print-ready="true"]') as Element;
}

describe('a service user (?service_token=)', () => {
  test('sees the whole application, its three pages under one h1, from tmp-pdf alone', async () => {
    const fetchMock = serviceApi();
    const { container } = renderApp(`/about?service_token=${TOKEN}`);
    await printRoot(container);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Test Application for Admission — Ada Lovelace',
    );
    expect(document.title).toBe('Test Application for Admission — Ada Lovelace');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About You',
      'Your Academics',
      'Final Steps',
    ]);
    // Sections sit under their page, and what a section holds under the section.
    expect(screen.getByRole('heading', { level: 3, name: 'Citizenship' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'College 2' })).toBeTruthy();
    expect(requestedPaths(fetchMock)).toEqual([SNAPSHOT_PATH]);
  });

  test('answers are plain values: checkboxes [X] and [ ], radio lists in columns, the SSN as the server sent it', async () => {
    serviceApi();
    const { container } = renderApp(`/about?service_token=${TOKEN}`);
    const root = await printRoot(container);
    const text = root.textContent ?? '';

    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.getByText('Second College')).toBeTruthy();
    expect(text).toContain('[X] I certify that the information in this application is complete');
    expect(text).toContain('[ ] I understand that false or missing information');
    expect(text).toContain('[X] U.S. Citizen');
    expect(text).toContain('[ ] Not a U.S. Citizen or Permanent Resident');
    // As the server sent it: whole to staff, masked in the applicant's own copy (service-snapshot.ts).
    expect(text).toContain('123-45-6789');
  });

  test('renders the counts, tabs and document answers of the snapshot, asking nothing else and caching nothing', async () => {
    const documents = { hs_transcript: { status: 'ANSWERED' as const, file_name: 'a.pdf', file_size: 1200 } };
    const fetchMock = serviceApi({ status: 200, body: snapshotFixture({ document_answer: documents }) });
    const { container, queryClient } = renderApp(`/about?service_token=${TOKEN}`);
    const root = await printRoot(container);
    expect(root.textContent).toContain('Document attached for "Unofficial High School Transcript"');
    expect(requestedPaths(fetchMock)).toEqual([SNAPSHOT_PATH]);
    // A read-only form session holds the snapshot: no cache entry stands in for the student's.
    for (const key of ['document-answer', 'add-another', 'tabs', 'profile'])
      expect(queryClient.getQueryData([key])).toBeUndefined();
    expect(root.querySelector('#prior_colleges-2')).not.toBeNull();
    expect(root.querySelector('#prior_colleges-3')).toBeNull();
    expect(root.textContent).toContain('+44 20 7946 0958');
  });

  test('a tabs block shows the chosen tab only', async () => {
    serviceApi();
    const { container } = renderApp(`/about?service_token=${TOKEN}`);
    await printRoot(container);
    expect(screen.getByText('+44 20 7946 0958')).toBeTruthy();
    expect(screen.queryByText('Home Phone')).toBeNull();
    expect(screen.queryByText('Cell Phone')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  test('has nothing to press or type in: no inputs, buttons, links, navigation, header or footer', async () => {
    serviceApi();
    const { container } = renderApp(`/about?service_token=${TOKEN}`);
    const root = await printRoot(container);

    expect(root.querySelectorAll('input, select, textarea, button, a, [tabindex="0"]')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.helpButton })).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.privacyButton })).toBeNull();
    expect(screen.queryByText(MESSAGES.saveAndContinue)).toBeNull();
    expect(screen.queryByText(MESSAGES.addAnother)).toBeNull();
    expect(screen.queryByText('First time here?')).toBeNull();
    expect(root.querySelector('hr')).toBeNull();
  });

  test('renders the whole application on every path', async () => {
    serviceApi();
    const { container, history } = renderApp(`/final-steps?service_token=${TOKEN}`);
    const root = await printRoot(container);
    expect(within(root as HTMLElement).getByRole('heading', { level: 2, name: 'About You' })).toBeTruthy();
    expect(within(root as HTMLElement).getByText('Second College')).toBeTruthy();
    expect(history.location.pathname).toBe('/final-steps');
  });

  test('is marked ready for the PDF only once the snapshot has loaded and the pages are rendered', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderApp(`/about?service_token=${TOKEN}`);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(screen.getByRole('status')).toBeTruthy();
    expect(container.querySelector('[data-print-ready]')).toBeNull();

    answer(new Response(JSON.stringify(snapshotFixture()), { status: 200 }));
    const root = await printRoot(container);
    expect(root.textContent).toContain('Second College');
  });

  test('asks /api for nothing, not even the profile, when the browser holds an identity cookie', async () => {
    setIdentityCookie();
    const fetchMock = serviceApi();
    const { container } = renderApp(`/about?service_token=${TOKEN}`);
    await printRoot(container);
    // Give any stray query or effect the chance to fire before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestedPaths(fetchMock)).toEqual([SNAPSHOT_PATH]);
  });

  test('passes axe', async () => {
    serviceApi();
    const { container } = renderApp(`/about?service_token=${TOKEN}`);
    await printRoot(container);
    expect(await axeViolations(container)).toEqual([]);
  });

  test.each([401, 403, 404])(
    'a refused link (%i) says so plainly, shows no form and stays put',
    async (status) => {
      serviceApi({ status, body: { code: 'SERVICE_TOKEN_INVALID', message: 'Nope.' } });
      const { container, history } = renderApp(`/about?service_token=${TOKEN}`);
      expect(
        (await screen.findByRole('heading', { level: 1, name: MESSAGES.serviceTokenInvalid })).textContent,
      ).toBe(MESSAGES.serviceTokenInvalid);
      expect(document.title).toBe(MESSAGES.serviceTokenInvalid);
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
      expect(container.querySelector('[data-print-ready]')).toBeNull();
      expect(container.querySelector('[data-print-error="true"]')).not.toBeNull();
      expect(history.location.pathname).toBe('/about');
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  test('an empty token is refused without asking the server', async () => {
    const fetchMock = serviceApi();
    renderApp('/about?service_token=');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.serviceTokenInvalid })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
