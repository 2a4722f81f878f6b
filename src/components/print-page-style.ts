/**
 * The A4 page of every printout. react-to-print puts it in a <style> of its print frame, which
 * the Content-Security-Policy allows by this exact text's hash (scripts/build.mjs): change it
 * here only, and the build follows.
 */
export const A4_PAGE_STYLE = `
  @page { size: A4; margin: 14mm 12mm; }
  body { margin: 0; }
  @media print { html, body { background: #fff !important; color: #000; } }
`;
