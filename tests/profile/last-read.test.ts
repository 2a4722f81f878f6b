/** Min sida without a network (issue 25 item 3): the time last read, kept per person, with when. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepLastRead, keepLastReadWhenIdle, lastRead } from '../../src/features/time/last-read';
import { removeKeys, storageKeys } from '../../src/lib/storage';
import type { Month, User } from '../../src/types/api';

const user = { _id: 'u1', fullname: 'Erik Johansson', total: 8, half: 0 } as unknown as User;
const months = [{ _id: 'm1', MonthNumber: 11, total: 8, half: 0, months: [] }] as unknown as Month[];

afterEach(() => {
  vi.useRealTimers();
  removeKeys(storageKeys.lastData, storageKeys.userInfo);
});

describe('the time last read', () => {
  it('is kept under SPEC.md §9\'s "last data" key with when, and given back to that person only', () => {
    keepLastRead('u1', user, months, 1_764_140_700_000);
    expect(JSON.parse(localStorage.getItem('LastData') ?? 'null')).toMatchObject({ userId: 'u1', at: 1_764_140_700_000 });
    expect(lastRead('u1')).toEqual({ userId: 'u1', at: 1_764_140_700_000, user, months });
    expect(lastRead('u2')).toBeNull();
  });

  it('anything unreadable is none', () => {
    localStorage.setItem('LastData', '{"userId":"u1","at":"now"}');
    expect(lastRead('u1')).toBeNull();
    localStorage.setItem('LastData', 'not json');
    expect(lastRead('u1')).toBeNull();
  });

  it('as Min sida keeps it: once the phone is idle, the latest read asked for, and never after the person signed out', async () => {
    vi.useFakeTimers();
    localStorage.setItem('userInfo', JSON.stringify({ _id: 'u1', fullname: 'Erik Johansson' }));
    const later = [{ ...months[0], total: 9 }] as unknown as Month[];
    keepLastReadWhenIdle('u1', user, months, 1);
    keepLastReadWhenIdle('u1', user, later, 2);
    // Not while the month is being drawn.
    expect(localStorage.getItem('LastData')).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(lastRead('u1')).toEqual({ userId: 'u1', at: 2, user, months: later });

    // Signed out before the phone was idle: nothing of the person is left behind.
    removeKeys(storageKeys.lastData);
    keepLastReadWhenIdle('u1', user, months, 3);
    localStorage.removeItem('userInfo');
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem('LastData')).toBeNull();
  });
});
