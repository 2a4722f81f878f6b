import { decodeCp437, encodeCp437, encodeLatin1, encodeUtf8WithBom } from '../../../src/features/month-close/exports/encoding';

const bytes = (text: string, encode: (t: string) => Uint8Array) => [...encode(text)];

describe('ISO-8859-1', () => {
  it('writes å ä ö Å Ä Ö é as single bytes', () => {
    expect(bytes('åäöÅÄÖé', encodeLatin1)).toEqual([0xe5, 0xe4, 0xf6, 0xc5, 0xc4, 0xd6, 0xe9]);
    expect(bytes('Städ AB', encodeLatin1)).toEqual([0x53, 0x74, 0xe4, 0x64, 0x20, 0x41, 0x42]);
  });

  it('replaces characters outside the set: punctuation by its plain form, letters by their base, others by ?', () => {
    expect(new TextDecoder('latin1').decode(encodeLatin1('“Łódź” – 5 € … 日本 😀'))).toBe('"Lódz" - 5 EUR ... ?? ?');
  });
});

describe('PC8 (code page 437)', () => {
  it('writes å ä ö Å Ä Ö as SIE expects', () => {
    expect(bytes('åäöÅÄÖ', encodeCp437)).toEqual([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99]);
    expect(bytes('#FNAMN "Ö"', encodeCp437)).toEqual([...'#FNAMN "'].map((c) => c.charCodeAt(0)).concat(0x99, 0x22));
  });

  it('replaces what code page 437 lacks', () => {
    expect(decodeCp437(encodeCp437('Øre Ãke Ł € ’ 😀 ©'))).toBe('Ore Ake L EUR \' ? ?');
  });

  it('reads back every byte it writes', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect([...encodeCp437(decodeCp437(all))]).toEqual([...all]);
  });
});

describe('UTF-8 with BOM', () => {
  it('starts with EF BB BF and writes ä as C3 A4', () => {
    expect(bytes('ä', encodeUtf8WithBom)).toEqual([0xef, 0xbb, 0xbf, 0xc3, 0xa4]);
  });
});
