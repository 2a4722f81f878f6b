import { customers } from '../../src/data/customers';
import { products } from '../../src/data/products';
import { units } from '../../src/data/units';
import { workTypes } from '../../src/data/work-types';
import { weekdays } from '../../src/data/weekdays';
import { demoState, resetDemoData } from '../../src/demo/db';
import { createSeed } from '../../src/demo/seed';
import { personnummer, swedishIban } from '../../src/demo/seed-cast';

describe('demo seed', () => {
  it('is the same for the same day', () => {
    const day = new Date(2025, 4, 14);
    const a = createSeed(day);
    const b = createSeed(day);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect([...a.files.keys()]).toEqual([...b.files.keys()]);
  });

  it('puts the previous month of January in December of the year before', () => {
    const { state } = createSeed(new Date(2025, 0, 8));
    const years = new Set(state.months.map((m) => `${m.year}-${m.MonthNumber}`));
    expect(years).toEqual(new Set(['2024-12', '2025-1']));
    expect(state.months.flatMap((m) => m.months).every((e) => e.date <= '2025-01-08')).toBe(true);
  });

  it('registers a receipt file for every bill and invoice', () => {
    const { state, files } = createSeed(new Date(2025, 4, 14));
    const items = [...state.items.bill, ...state.items.invoice];
    expect(items.every((i) => files.has(i.image))).toBe(true);
    const total = [...files.values()].reduce((sum, f) => sum + f.bytes.length, 0);
    expect(total).toBeLessThan(200_000);
  });

  it('makes identifiers that pass their checks', () => {
    expect(personnummer('19811218', '987')).toBe('19811218-9876');
    // A published example of a Swedish IBAN.
    expect(swedishIban('500', '58398257466')).toBe('SE45 5000 0000 0583 9825 7466');
  });

  it('resetDemoData brings back the seed', () => {
    demoState().users.length = 0;
    resetDemoData();
    expect(demoState().users.length).toBe(7);
  });
});

describe('data modules', () => {
  it('have the placeholder first and unique, consecutive product ids', () => {
    expect(products[0]).toEqual({ _id: 0, name: 'Välja' });
    expect(products.map((p) => p._id)).toEqual(products.map((_, i) => i));
    expect(products.length).toBeGreaterThanOrEqual(70);
    expect(new Set(products.map((p) => p.name.split(' ')[0])).size).toBe(products.length);
    expect(customers[0]).toBe('Välj');
    expect(new Set(customers).size).toBe(customers.length);
    expect(units[0]).toBe('Välja');
    expect(workTypes.map((w) => w.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdays[new Date(2025, 4, 18).getDay()]).toBe('söndag');
  });
});
