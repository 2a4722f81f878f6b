/**
 * Scanned receipts for the seed, drawn in code so that the demo ships no binary assets:
 * small SVG "photos" of receipts and a tiny, valid one-page PDF.
 */
import type { StoredFile } from './model';

export interface ReceiptText {
  title: string;
  company: string;
  number: string;
  date: string;
  /** Lines of the receipt body, label and amount. */
  rows: [string, string][];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function receiptSvg(receipt: ReceiptText): StoredFile {
  const rows = receipt.rows
    .map(
      ([label, amount], i) =>
        `<text x="16" y="${150 + i * 22}">${escapeXml(label)}</text>` +
        `<text x="224" y="${150 + i * 22}" text-anchor="end">${escapeXml(amount)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320" ` +
    `font-family="monospace" font-size="12" fill="#222">` +
    `<rect width="240" height="320" fill="#fffdf6" stroke="#bbb"/>` +
    `<text x="120" y="36" text-anchor="middle" font-size="16" font-weight="bold">${escapeXml(receipt.company)}</text>` +
    `<text x="120" y="60" text-anchor="middle">${escapeXml(receipt.title)}</text>` +
    `<text x="16" y="96">Nr ${escapeXml(receipt.number)}</text>` +
    `<text x="16" y="116">Datum ${escapeXml(receipt.date)}</text>` +
    `<line x1="16" y1="130" x2="224" y2="130" stroke="#999" stroke-dasharray="4 3"/>` +
    rows +
    `<text x="120" y="296" text-anchor="middle" font-size="10">Tack för ditt köp!</text>` +
    `</svg>`;
  return { type: 'image/svg+xml', bytes: new TextEncoder().encode(svg) };
}

/** PDF string literal: Latin-1 text (WinAnsi covers å, ä, ö), with ( ) \ escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\xff]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`);
}

/** A one-page PDF with the receipt as plain text; offsets computed so readers accept it. */
export function receiptPdf(receipt: ReceiptText): StoredFile {
  const lines = [
    receipt.company,
    receipt.title,
    `Nr ${receipt.number}`,
    `Datum ${receipt.date}`,
    ...receipt.rows.map(([label, amount]) => `${label}: ${amount}`),
  ];
  const content =
    'BT /F1 12 Tf 16 TL 30 270 Td ' + lines.map((line) => `(${pdfText(line)}) Tj T*`).join(' ') + ' ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is Latin-1, so one byte each: offsets above are byte offsets.
  const bytes = new Uint8Array(pdf.length);
  for (let i = 0; i < pdf.length; i += 1) bytes[i] = pdf.charCodeAt(i);
  return { type: 'application/pdf', bytes };
}
