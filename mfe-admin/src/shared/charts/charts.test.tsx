import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { CategoryChart } from './CategoryChart';
import { DailyChart } from './DailyChart';
import { IntervalChart } from './IntervalChart';

// recharts measures its container; jsdom has no layout, so the drawing stays empty and the tests read what every
// operator can read: the title, the summary, the table, the loading and empty states.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['admin'],
  defaultNS: 'admin',
  resources: { en: { admin: en } },
  interpolation: { escapeValue: false },
});
const renderIn = (ui: ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const days = [
  { day: '2026-03-01', signups: 3, activations: 1 },
  { day: '2026-03-02', signups: 7, activations: 4 },
  { day: '2026-03-03', signups: 0, activations: 2 },
];
const series = [
  { key: 'signups', label: 'Signups' },
  { key: 'activations', label: 'Activations' },
] as const;

describe('the console charts', () => {
  it('say in words what a daily chart shows, and show every day as a table on request', () => {
    renderIn(<DailyChart title="Signups per day" data={days} series={series} />);
    const figure = screen.getByRole('figure', { name: 'Signups per day' });
    expect(figure.textContent).toContain('Signups: 10 in total, most on 2 Mar (7).');
    expect(figure.textContent).toContain('Activations: 7 in total, most on 2 Mar (4).');
    expect(within(figure).queryByRole('table')).toBeNull();
    const toggle = within(figure).getByRole('button', { name: 'Table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = within(figure).getByRole('table', { name: 'Signups per day' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DaySignupsActivations', '1 Mar31', '2 Mar74', '3 Mar02']);
    fireEvent.click(toggle);
    expect(within(figure).queryByRole('table')).toBeNull();
  });

  it('show a skeleton while loading and an empty state when the period has nothing, with no table to open', () => {
    const { rerender } = renderIn(<DailyChart title="Messages" data={[]} series={series} loading />);
    const figure = screen.getByRole('figure', { name: 'Messages' });
    expect(within(figure).getByRole('status').textContent).toBe('Loading…');
    expect(within(figure).queryByRole('button')).toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <DailyChart
          title="Messages"
          data={days.map((day) => ({ ...day, signups: 0, activations: 0 }))}
          series={series}
        />
      </I18nextProvider>,
    );
    expect(figure.textContent).toContain('Nothing in this period.');
    expect(within(figure).queryByRole('status')).toBeNull();
    expect(within(figure).queryByRole('button')).toBeNull();
  });

  it('write money of one currency, largest country first', () => {
    const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;
    renderIn(
      <CategoryChart
        title="Revenue per country (EUR)"
        categoryLabel="Country"
        valueLabel="Amount"
        format={euros}
        data={[
          { label: 'DE', value: 1999 },
          { label: 'NL', value: 4500 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Revenue per country (EUR)' });
    expect(figure.textContent).toContain('Largest: NL with €45.00 of €64.99 in total over 2.');
    fireEvent.click(within(figure).getByRole('button', { name: 'Table' }));
    expect(
      within(figure)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CountryAmount', 'NL€45.00', 'DE€19.99']);
  });

  it('give each estimate with its interval, and say where there is none', () => {
    const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
    renderIn(
      <IntervalChart
        title="Conversion per variant"
        valueLabel="Conversion"
        format={percent}
        data={[
          { name: 'control', value: 0.1, low: 0.08, high: 0.125 },
          { name: 'b', value: null, low: null, high: null },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Conversion per variant' });
    expect(figure.textContent).toContain('control: 10.0% (95% interval 8.0% to 12.5%). b: no estimate yet.');
    fireEvent.click(within(figure).getByRole('button', { name: 'Table' }));
    expect(
      within(figure)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['VariantConversion95% interval fromto', 'control10.0%8.0%12.5%', 'b–––']);
  });
});
