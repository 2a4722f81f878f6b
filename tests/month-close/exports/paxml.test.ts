import { buildPaxml } from '../../../src/features/month-close/exports/paxml';
import { personnummer12 } from '../../../src/features/month-close/exports/payroll';
import { MONTH, YEAR, indexOfBytes, monthOf, seededMonth } from './seeded-month';

const company = { companyName: 'Städservice Åkerö AB', orgnr: '5566778899' };
const generatedAt = new Date(2026, 11, 1, 9, 5, 7);

function parse(bytes: Uint8Array): Document {
  const text = new TextDecoder('iso-8859-1').decode(bytes);
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const childText = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;
const hundredths = (timmar: string) => {
  expect(timmar).toMatch(/^\d+\.\d{2}$/);
  return Number(timmar.replace('.', ''));
};

describe('PAXml löneunderlag of a seeded month', () => {
  const { people, monthMinutes } = seededMonth();
  const result = buildPaxml(people, { year: YEAR, month: MONTH, ...company, generatedAt });

  it('is named by the month and declares and uses ISO-8859-1', () => {
    expect(result.file.name).toBe('loneunderlag-2026-11.xml');
    expect(result.file.type).toBe('application/xml;charset=ISO-8859-1');
    expect(new TextDecoder('latin1').decode(result.file.bytes.slice(0, 44))).toBe('<?xml version="1.0" encoding="ISO-8859-1"?>\n');
    const bytes = result.file.bytes;
    // 'Städservice Åkerö': ä = E4, Å = C5, ö = F6, each one byte; no UTF-8 pairs (C3 xx).
    expect(indexOfBytes(bytes, [0x53, 0x74, 0xe4, 0x64])).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [0x20, 0xc5, 0x6b, 0x65, 0x72, 0xf6, 0x20])).toBeGreaterThan(0);
    // 'LÖNIN': Ö = D6.
    expect(indexOfBytes(bytes, [0x4c, 0xd6, 0x4e, 0x49, 0x4e])).toBeGreaterThan(0);
    expect(bytes.includes(0xc3)).toBe(false);
  });

  it('parses back with the header and one tidtrans per person and day', () => {
    const doc = parse(result.file.bytes);
    const root = doc.documentElement;
    expect(root.nodeName).toBe('paxml');
    expect(root.getAttributeNS('http://www.w3.org/2001/XMLSchema-instance', 'noNamespaceSchemaLocation')).toBe(
      'http://www.paxml.se/2.0/paxml.xsd',
    );
    const header = root.firstElementChild;
    expect(header?.nodeName).toBe('header');
    if (!header) return;
    expect([...header.children].map((el) => el.nodeName)).toEqual(['format', 'version', 'datum', 'foretagorgnr', 'foretagnamn']);
    expect(childText(header, 'version')).toBe('2.0');
    expect(childText(header, 'format')).toBe('LÖNIN');
    expect(childText(header, 'datum')).toBe('2026-12-01T09:05:07');
    expect(childText(header, 'foretagorgnr')).toBe('556677-8899');
    expect(childText(header, 'foretagnamn')).toBe('Städservice Åkerö AB');

    const transactions = [...doc.getElementsByTagName('tidtrans')];
    const expectedDays = people.reduce((sum, p) => sum + new Set(p.month.entries.map((e) => e.date)).size, 0);
    expect(people.length).toBe(6);
    expect(transactions).toHaveLength(expectedDays);
    const seen = new Set<string>();
    for (const trans of transactions) {
      expect(trans.parentElement?.nodeName).toBe('tidtransaktioner');
      expect([...trans.children].map((el) => el.nodeName)).toEqual(['tidkod', 'datum', 'timmar']);
      expect(trans.getAttribute('anstid')).toMatch(/^1\d\d$/);
      expect(trans.getAttribute('persnr')).toMatch(/^\d{12}$/);
      expect(childText(trans, 'tidkod')).toBe('ARB');
      expect(childText(trans, 'datum')).toMatch(/^2026-11-\d{2}$/);
      const key = `${trans.getAttribute('persnr')} ${childText(trans, 'datum')}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  it("adds up each person's timmar to that person's month total", () => {
    const doc = parse(result.file.bytes);
    const perPerson = new Map<string, number>();
    for (const trans of doc.getElementsByTagName('tidtrans')) {
      const persnr = trans.getAttribute('persnr') ?? '';
      perPerson.set(persnr, (perPerson.get(persnr) ?? 0) + hundredths(childText(trans, 'timmar') ?? ''));
    }
    expect(perPerson.size).toBe(monthMinutes.size);
    for (const [personnummer, minutes] of monthMinutes) {
      const persnr = personnummer12(personnummer, YEAR) ?? '';
      // The month record's minutes in hours, rounded to two decimals.
      expect(perPerson.get(persnr)).toBe(Math.round((minutes * 100) / 60));
    }
  });
});

describe('PAXml details', () => {
  const person = { fullname: 'Erik Johansson', personnummer: '900521-2379', anstid: '17' };
  const options = { year: 2026, month: 11, companyName: 'Łódź & Söner <AB>', orgnr: '', timeCode: 'ÖT1', generatedAt };

  it('sums a day, rounds 20-minute days so they add up, and keeps characters outside ISO-8859-1 as references', () => {
    const result = buildPaxml(
      [
        {
          person,
          month: monthOf([
            { date: '2026-11-02', total: 4, half: 0 },
            { date: '2026-11-02', total: 4, half: 15 },
            { date: '2026-11-03', total: 0, half: 20 },
            { date: '2026-11-04', total: 0, half: 20 },
            { date: '2026-11-05', total: 0, half: 20 },
            { date: '2026-11-06', total: 0, half: 0 },
          ]),
        },
      ],
      options,
    );
    expect(result.xml).toContain('<foretagnamn>&#x141;ód&#x17A; &amp; Söner &lt;AB&gt;</foretagnamn>');
    expect(result.xml).not.toContain('<foretagorgnr>');
    const doc = parse(result.file.bytes);
    expect(childText(doc.documentElement, 'foretagnamn')).toBe('Łódź & Söner <AB>');
    const rows = [...doc.getElementsByTagName('tidtrans')].map((t) => [
      t.getAttribute('anstid'),
      t.getAttribute('persnr'),
      childText(t, 'tidkod'),
      childText(t, 'datum'),
      childText(t, 'timmar'),
    ]);
    expect(rows).toEqual([
      ['17', '199005212379', 'ÖT1', '2026-11-02', '8.25'],
      ['17', '199005212379', 'ÖT1', '2026-11-03', '0.34'],
      ['17', '199005212379', 'ÖT1', '2026-11-04', '0.33'],
      ['17', '199005212379', 'ÖT1', '2026-11-05', '0.33'],
    ]);
    expect(result.persons[0]?.totalTimmar).toBe('9.25');
  });

  it('writes a code outside the schema (TIM) as ARB, and names a person’s own file after the person', () => {
    const result = buildPaxml([{ person, month: monthOf([{ date: '2026-11-02', total: 1, half: 0 }]) }], {
      ...options,
      timeCode: 'TIM',
      personName: 'Erik Johansson',
    });
    expect(childText(parse(result.file.bytes).documentElement, 'tidkod')).toBe('ARB');
    expect(result.file.name).toBe('loneunderlag-2026-11-erik-johansson.xml');
  });

  it('leaves out people without an employment number and names them; persnr only where valid', () => {
    const result = buildPaxml(
      [
        { person: { fullname: 'Utan Anstid', personnummer: '900521-2379' }, month: monthOf([{ date: '2026-11-02', total: 8, half: 0 }]) },
        { person: { fullname: 'Ingen Tid', personnummer: '' }, month: monthOf([]) },
        { person: { fullname: 'Utan Nummer', personnummer: '123', anstid: 'A-7' }, month: monthOf([{ date: '2026-11-02', total: 2, half: 0 }]) },
        { person, month: monthOf([{ date: '2026-11-02', total: 1, half: 0 }]) },
      ],
      options,
    );
    expect(result.missingAnstid).toEqual(['Utan Anstid']);
    expect(result.persons.map((p) => p.fullname)).toEqual(['Utan Nummer', 'Erik Johansson']);
    const trans = [...parse(result.file.bytes).getElementsByTagName('tidtrans')];
    expect(trans.map((t) => [t.getAttribute('anstid'), t.getAttribute('persnr')])).toEqual([
      ['A-7', null],
      ['17', '199005212379'],
    ]);
  });
});
