/**
 * The month per workplace says which entries could belong to either of two workplaces at one
 * street address in two towns (issue 43 item 6), entry by entry, and where they are counted.
 */
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SharedAddresses } from '../../src/features/workplaces/components/shared-addresses';
import { workplaceMonth } from '../../src/features/workplaces/workplace-month';
import { personMonth } from '../../src/person-time/person-month';
import type { Post } from '../../src/types/api';

const post = (_id: string, address: string): Post => ({ _id, address, phone: '0701234567', hours: '4', Howmany: '1', Duration: '12 månader', addUser: [] });
const entry = (date: string, hours: number, des: string) => ({ date, start: '08:00', end: '', total: hours, half: 0, des });

it('names the workplaces, the entries that name neither town, their hours and where they count', () => {
  const pm = personMonth({
    year: 2026,
    month: 11,
    entries: [entry('2026-11-02', 2, 'Storgatan 1, Sigtuna'), entry('2026-11-04', 1, 'Storgatan 1'), entry('2026-11-05', 3, 'storgatan 1, Uppsala')],
    stored: null,
  });
  const result = workplaceMonth([{ user: { _id: 'u1', fullname: 'Anna Berg', personnummer: '' }, pm }], [post('p1', 'Storgatan 1, Märsta'), post('p2', 'Storgatan 1, Sigtuna')]);
  render(<SharedAddresses shared={result.shared} />);
  const section = screen.getByRole('region', { name: 'Samma gatuadress på flera arbetsplatser' });
  expect(section).toHaveTextContent(
    'Storgatan 1, Märsta och Storgatan 1, Sigtuna har samma gatuadress. De här passen nämner ingen av orterna och kan höra till vilken som helst av dem (4:00). De räknas under Storgatan 1, Märsta.',
  );
  expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Anna Berg, 2026-11-04: ”Storgatan 1” 1:00', 'Anna Berg, 2026-11-05: ”storgatan 1, Uppsala” 3:00']);
});

it('says nothing when no address is shared', () => {
  const { container } = render(<SharedAddresses shared={[]} />);
  expect(container).toBeEmptyDOMElement();
});
