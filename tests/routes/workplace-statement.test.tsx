/**
 * A workplace's statement names the company of the export settings (issue 43 item 6): on a
 * computer without them, 'Skriv ut underlaget' asks for the company's name first (kept with the
 * export settings, as the exports keep it), then prints; it never prints a name of its own.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readExportSettings, writeExportSettings } from '../../src/features/month-close/exports/settings';
import { workplaceMonth, type WorkplaceLine } from '../../src/features/workplaces/workplace-month';
import { personMonth } from '../../src/person-time/person-month';
import { PrintWorkplaceButton } from '../../src/routes/workplace-statement';
import { renderWithProviders } from '../test-utils';

/** What was sent to the printer, as text. */
const printed = vi.hoisted(() => [] as string[]);
vi.mock('react-to-print', () => ({
  useReactToPrint:
    ({ contentRef, onAfterPrint }: { contentRef: { current: HTMLElement | null }; onAfterPrint: () => void }) =>
    () => {
      printed.push(contentRef.current?.textContent ?? '');
      onAfterPrint();
    },
}));

const post = { _id: 'p1', address: 'Ågatan 1, Märsta', phone: '0701234567', hours: '4', Howmany: '1', Duration: '12 månader', addUser: [] };
const anna = { _id: 'u1', fullname: 'Anna Berg', personnummer: '19800101-1234' };

function line(): WorkplaceLine {
  const pm = personMonth({ year: 2026, month: 11, entries: [{ date: '2026-11-03', start: '08:00', end: '12:00', total: 4, half: 0, des: 'Ågatan 1' }], stored: null });
  return workplaceMonth([{ user: anna, pm }], [post]).workplaces[0] as WorkplaceLine;
}

describe("a workplace's statement", () => {
  it('without the company on this computer: asks for it, keeps it with the export settings, then prints it', async () => {
    printed.length = 0;
    const { user } = renderWithProviders(<PrintWorkplaceButton line={line()} label="11/2026" />);
    await user.click(screen.getByRole('button', { name: 'Skriv ut underlaget' }));
    const form = screen.getByRole('form', { name: 'Företagets namn för underlaget' });
    expect(screen.getByLabelText('Företagets namn')).toHaveFocus();
    expect(printed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Spara och skriv ut' }));
    expect(form).toHaveTextContent('Skriv företagets namn.');
    expect(printed).toEqual([]);

    await user.type(screen.getByLabelText('Företagets namn'), 'Ågrens Städ AB');
    await user.click(screen.getByRole('button', { name: 'Spara och skriv ut' }));
    await vi.waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toContain('Ågrens Städ AB');
    expect(printed[0]).toContain('Ågatan 1, Märsta');
    expect(printed[0]).not.toContain('Städtid Städservice AB');
    expect(readExportSettings().companyName).toBe('Ågrens Städ AB');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('cancelled: nothing is printed or kept', async () => {
    printed.length = 0;
    const { user } = renderWithProviders(<PrintWorkplaceButton line={line()} label="11/2026" />);
    await user.click(screen.getByRole('button', { name: 'Skriv ut underlaget' }));
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect([printed, readExportSettings().companyName]).toEqual([[], '']);
  });

  it('with the company’s settings here: prints at once, with its name', async () => {
    printed.length = 0;
    writeExportSettings({ ...readExportSettings(), companyName: 'Lindqvist Lokalvård AB' });
    const { user } = renderWithProviders(<PrintWorkplaceButton line={line()} label="11/2026" />);
    await user.click(screen.getByRole('button', { name: 'Skriv ut underlaget' }));
    await vi.waitFor(() => expect(printed).toHaveLength(1));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(printed[0]).toContain('Lindqvist Lokalvård AB');
    expect(printed[0]).not.toContain('Städtid Städservice AB');
  });
});
