/**
 * Single-byte encoders for the export files (docs/decisions.md, "Exports"): ISO-8859-1 for
 * PAXml and IBM code page 437 ("PC8") for SIE. Browsers' TextEncoder only writes UTF-8, so
 * these map code points to bytes themselves.
 *
 * Characters outside the target set are replaced, one replacement per code point:
 * 1. typographic punctuation by its plain form (’ → ', “ → ", – → -, … → ..., € → EUR, odd
 *    spaces → space);
 * 2. otherwise a letter with a diacritic the set lacks by its base letter (ł, č → c, Ø → O);
 * 3. otherwise '?'.
 * Callers that can express a character losslessly (XML's `&#x…;`) do so before encoding.
 */

/** Replacement for characters with no byte in the target set. */
export const UNMAPPABLE = '?';

/** IBM code page 437, bytes 0x80–0xFF. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜ¢£¥₧ƒ' +
  'áíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧' +
  '╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩' +
  '≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const CP437_TO_BYTE: ReadonlyMap<number, number> = new Map(
  Array.from(CP437_HIGH, (char, index) => [char.codePointAt(0) ?? 0, 0x80 + index] as const),
);

const PLAIN_FORMS: Readonly<Record<string, string>> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u2032': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-',
  '\u2026': '...', '\u20ac': 'EUR', '\u2022': '*',
  '\u2007': ' ', '\u2009': ' ', '\u200a': ' ', '\u202f': ' ', '\u2002': ' ', '\u2003': ' ',
  Ø: 'O', ø: 'o', Đ: 'D', đ: 'd', Ł: 'L', ł: 'l', Œ: 'OE', œ: 'oe', Þ: 'Th', þ: 'th', Ð: 'D', ð: 'd',
};

type ByteOf = (codePoint: number) => number | undefined;

/** The bytes of a replacement text, or '?' when even that does not fit. */
function fallbackBytes(char: string, byteOf: ByteOf): number[] {
  const plain = PLAIN_FORMS[char];
  const candidates = [plain, char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')];
  for (const candidate of candidates) {
    if (!candidate || candidate === char) continue;
    const bytes = Array.from(candidate, (c) => byteOf(c.codePointAt(0) ?? 0));
    if (bytes.every((b): b is number => b !== undefined)) return bytes;
  }
  return [UNMAPPABLE.charCodeAt(0)];
}

function encodeWith(text: string, byteOf: ByteOf): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  // for…of walks code points, so an emoji (a surrogate pair) becomes one '?'.
  for (const char of text) {
    const byte = byteOf(char.codePointAt(0) ?? 0);
    if (byte !== undefined) out.push(byte);
    else out.push(...fallbackBytes(char, byteOf));
  }
  return Uint8Array.from(out);
}

const latin1Byte: ByteOf = (codePoint) => (codePoint <= 0xff ? codePoint : undefined);
const cp437Byte: ByteOf = (codePoint) => (codePoint < 0x80 ? codePoint : CP437_TO_BYTE.get(codePoint));

/** ISO-8859-1: U+0000–U+00FF as one byte each (å = E5, ä = E4, ö = F6); others replaced. */
export function encodeLatin1(text: string): Uint8Array<ArrayBuffer> {
  return encodeWith(text, latin1Byte);
}

/** IBM code page 437 / SIE's PC8 (å = 86, ä = 84, ö = 94, Å = 8F, Ä = 8E, Ö = 99); others replaced. */
export function encodeCp437(text: string): Uint8Array<ArrayBuffer> {
  return encodeWith(text, cp437Byte);
}

/** Whether ISO-8859-1 has the character (one code point). */
export function isLatin1(char: string): boolean {
  return (char.codePointAt(0) ?? Infinity) <= 0xff;
}

/** Reads PC8 bytes back (TextDecoder knows no code page 437): for parsing SIE files. */
export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : (CP437_HIGH[byte - 0x80] ?? UNMAPPABLE);
  return text;
}

/** UTF-8 with a byte-order mark (EF BB BF), which Excel needs to read å ä ö in a CSV file. */
export function encodeUtf8WithBom(text: string): Uint8Array<ArrayBuffer> {
  const body = new TextEncoder().encode(text);
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return out;
}
