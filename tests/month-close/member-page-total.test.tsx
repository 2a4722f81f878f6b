/**
 * One number per person and month on a person's page (issue 16 item 1, DECISIONS.md 26): the
 * month's time, the months list and the person's total come from person-month.ts, the function
 * the overview, the print, the PAXml and the CSV use — also for an entry the files count as 0
 * (a negative total stored by another client), which a plain sum of the entries would subtract.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { demoState } from '../../src/demo/db';
import { monthsOf, publicMonth, publicUser } from '../../src/demo/handlers/common';
import { personMonth } from '../../src/person-time/person-month';
import { listUsers } from '../../src/features/staff/api';
import { monthYear, sortMonthsNewestFirst } from '../../src/lib/months';
import { hoursMinutes, toDuration } from '../../src/lib/time';
import type { Month } from '../../src/types/api';
import { server } from '../setup';
import { renderWithProviders, signedInAs } from '../test-utils';

const hm = (minutes: number) => hoursMinutes(toDuration(minutes));
const rawSum = (m: Month) => m.months.reduce((sum, e) => sum + e.total * 60 + e.half, 0);

describe("a person's page", () => {
  it("shows the month's time, each month and the person's total as person-month.ts computes them", async () => {
    const { Auth } = await signedInAs('admin');
    const fatima = (await listUsers()).find((u) => u.fullname === 'Fatima Hassan');
    if (!fatima) throw new Error('no Fatima');
    const stored = demoState().users.find((u) => u._id === fatima._id);
    if (!stored) throw new Error('no stored Fatima');
    const months = monthsOf(fatima._id).map(publicMonth);
    const [latest] = sortMonthsNewestFirst(months);
    if (!latest?.months[0]) throw new Error('no month with entries');
    // Another client stored an entry with a negative total in the latest month.
    latest.months = [...latest.months, { ...latest.months[0], _id: '65d3e0c0000000000000ffee', total: -3, half: 0 }];
    server.use(
      http.get(`${env.apiUrl}/api/time/time/user/:id`, ({ params }) =>
        params.id === fatima._id ? HttpResponse.json({ user: publicUser(stored), months_id: months, notplace: [] }) : undefined,
      ),
    );
    const minutesOf = (m: Month) => personMonth({ year: monthYear(m), month: m.MonthNumber, entries: m.months, stored: m.total * 60 + m.half }).minutes;
    // The two ways differ for this month: the page must give the files' figure, the stored total.
    expect(minutesOf(latest)).toBe(rawSum(latest) + 180);
    expect(minutesOf(latest)).toBe(latest.total * 60 + latest.half);

    renderWithProviders(null, { route: `/admin/list/user/${fatima._id}`, preloadedState: { Auth } });
    const monthTime = await screen.findByText(`${'Månadens tid'}:`, { exact: false });
    expect(within(monthTime).getByText(hm(minutesOf(latest)))).toBeInTheDocument();
    const total = months.reduce((sum, m) => sum + minutesOf(m), 0);
    const details = screen.getByText('Arbetad tid totalt').nextElementSibling;
    expect(details).toHaveTextContent(hm(total));
    const select = screen.getByRole('combobox', { name: 'Månad' });
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(`– ${hm(minutesOf(latest))}`);
  });
});
