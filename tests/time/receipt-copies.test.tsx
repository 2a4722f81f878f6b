/**
 * The receipt after a day that had arrived more than once (DECISIONS.md 37: the count is said):
 * the person reads how many times it came and how many extra copies were taken away, never
 * 'två gånger' for three.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptCard } from '../../src/features/time/components/day-cards';
import { renderWithProviders } from '../test-utils';

const day = { date: '2026-11-27', start: '07:00', end: '15:30', des: 'Storgatan 12', rast: { name: 'lunch', hours: 0, minutes: 30 } } as const;

describe('the receipt of a day that had arrived more than once', () => {
  it.each([
    [1, 'Dagen hade kommit in två gånger. Den extra registreringen har tagits bort.'],
    [2, 'Dagen hade kommit in 3 gånger. De 2 extra registreringarna har tagits bort.'],
  ])('%i extra copies removed: says so', (removed, text) => {
    renderWithProviders(<ReceiptCard done={{ outcome: 'sent', message: 'ok', duplicatesRemoved: removed }} day={day} auto={false} entryId={null} onDone={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Tack, arbetstiden har registrerats' })).toBeInTheDocument();
    expect(screen.getByText(text)).toHaveAttribute('role', 'status');
  });

  it('none removed: no word of copies', () => {
    renderWithProviders(<ReceiptCard done={{ outcome: 'sent', message: 'ok', duplicatesRemoved: 0 }} day={day} auto={false} entryId={null} onDone={() => undefined} />);
    expect(screen.queryByText(/hade kommit in/)).not.toBeInTheDocument();
  });
});
