import { STAFF_MESSAGES } from '@portico/application';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SiteConfigProvider } from '../config/site-config-context';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { axeViolations } from '../widgets/testing/render-widgets';
import { ApplicantUpdates } from './applicant-updates';

const site = siteConfigFixture();

describe('Updates from the applicant (issue 28)', () => {
  test('each change after the submit, newest first as sent, with its time where the institution is', async () => {
    const view = render(
      <SiteConfigProvider config={site}>
        <ApplicantUpdates
          updates={[
            { kind: 'contact', detail: 'Cell Phone: (404) 555-0123', at: '2026-11-21T15:00:00.000Z' },
            { kind: 'document', detail: 'High school transcript: t.png', at: '2026-11-20T15:00:00.000Z' },
          ]}
        />
      </SiteConfigProvider>,
    );
    const section = screen.getByRole('region', { name: STAFF_MESSAGES.applicantUpdates });
    const time = (iso: string) =>
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: site.institution.timeZone,
      }).format(new Date(iso));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${time('2026-11-21T15:00:00.000Z')}: Changed contact details: Cell Phone: (404) 555-0123`,
      `${time('2026-11-20T15:00:00.000Z')}: Uploaded a document: High school transcript: t.png`,
    ]);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  test('none yet says so', () => {
    render(
      <SiteConfigProvider config={site}>
        <ApplicantUpdates updates={[]} />
      </SiteConfigProvider>,
    );
    expect(screen.getByText(STAFF_MESSAGES.noApplicantUpdates)).toBeTruthy();
  });
});
