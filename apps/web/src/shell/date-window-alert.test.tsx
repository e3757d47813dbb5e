import type { DateWindowAlert as DateWindowAlertConfig } from '@portico/application';
import { act, render as renderElement, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteConfigProvider } from '../config/site-config-context';
import { chooseLanguage } from '../i18n/language-store';
import { stubApi } from '../testing/render-app';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { DateWindowAlert } from './date-window-alert';

const alert: DateWindowAlertConfig = {
  start: '2026-11-01T00:00:00-05:00',
  end: '2027-02-01T00:00:00-05:00',
  title: 'Priority deadline',
  content: ['Apply by January 15.', 'Applications are reviewed in order.'],
};

/** The alert of a site configuration that has `configured`. */
const render = (element: ReactElement, configured: DateWindowAlertConfig | null = alert) =>
  renderElement(
    <SiteConfigProvider config={siteConfigFixture({ dateWindowAlert: configured })}>
      {element}
    </SiteConfigProvider>,
  );

describe('DateWindowAlert', () => {
  it('shows its title and content inside the window, as a region named by its heading', () => {
    render(<DateWindowAlert now={new Date('2026-12-15T12:00:00Z')} />);

    const region = screen.getByRole('region', { name: 'Priority deadline' });
    expect(screen.getByRole('heading', { level: 2, name: 'Priority deadline' })).toBeTruthy();
    expect(region.textContent).toContain('Apply by January 15.');
    expect(region.textContent).toContain('Applications are reviewed in order.');
  });

  it('shows from the start instant, which is inclusive', () => {
    render(<DateWindowAlert now={new Date('2026-11-01T05:00:00Z')} />);
    expect(screen.queryByRole('region', { name: 'Priority deadline' })).not.toBeNull();
  });

  it.each([
    ['before the start', '2026-11-01T04:59:59Z'],
    ['at the end, which is exclusive', '2027-02-01T05:00:00Z'],
    ['after the end', '2027-03-01T00:00:00Z'],
  ])('shows nothing %s', (_when, instant) => {
    const { container } = render(<DateWindowAlert now={new Date(instant)} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing when no alert is configured', () => {
    const { container } = render(<DateWindowAlert now={new Date('2026-12-15T12:00:00Z')} />, null);
    expect(container.innerHTML).toBe('');
  });

  it('shows the Spanish the configuration gives, and a paragraph it gives in English only marked English (issue 32)', async () => {
    stubApi({});
    await act(() => chooseLanguage('es'));
    // The fixture's alert (January 2026), as the Spanish configuration reads it.
    renderElement(
      <SiteConfigProvider config={siteConfigFixture()}>
        <DateWindowAlert now={new Date('2026-01-15T12:00:00Z')} />
      </SiteConfigProvider>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Fecha límite de prioridad' });
    expect(heading.getAttribute('lang')).toBeNull();
    expect(
      screen.getByText('Presente su solicitud a más tardar el 15 de enero.').getAttribute('lang'),
    ).toBeNull();
    expect(screen.getByText('Late applications are welcome.').getAttribute('lang')).toBe('en');
  });
});
