import type { DateWindowAlert as DateWindowAlertConfig } from '@portico/application';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateWindowAlert } from './date-window-alert';

const alert: DateWindowAlertConfig = {
  start: '2026-11-01T00:00:00-05:00',
  end: '2027-02-01T00:00:00-05:00',
  title: 'Priority deadline',
  content: ['Apply by January 15.', 'Applications are reviewed in order.'],
};

describe('DateWindowAlert', () => {
  it('shows its title and content inside the window, as a region named by its heading', () => {
    render(<DateWindowAlert alert={alert} now={new Date('2026-12-15T12:00:00Z')} />);

    const region = screen.getByRole('region', { name: 'Priority deadline' });
    expect(screen.getByRole('heading', { level: 2, name: 'Priority deadline' })).toBeTruthy();
    expect(region.textContent).toContain('Apply by January 15.');
    expect(region.textContent).toContain('Applications are reviewed in order.');
  });

  it('shows from the start instant, which is inclusive', () => {
    render(<DateWindowAlert alert={alert} now={new Date('2026-11-01T05:00:00Z')} />);
    expect(screen.queryByRole('region', { name: 'Priority deadline' })).not.toBeNull();
  });

  it.each([
    ['before the start', '2026-11-01T04:59:59Z'],
    ['at the end, which is exclusive', '2027-02-01T05:00:00Z'],
    ['after the end', '2027-03-01T00:00:00Z'],
  ])('shows nothing %s', (_when, instant) => {
    const { container } = render(<DateWindowAlert alert={alert} now={new Date(instant)} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing when no alert is configured', () => {
    const { container } = render(<DateWindowAlert alert={null} now={new Date('2026-12-15T12:00:00Z')} />);
    expect(container.innerHTML).toBe('');
  });
});
