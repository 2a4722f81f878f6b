// @vitest-environment node
/**
 * The lint holds the size rule (issue 42 item 2, eslint.config.js): a file of src/ over 300 lines
 * fails, blank and comment lines counted; the language catalogues (src/i18n/) are exempt.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function sizeFindings(file: string, lines: number): Promise<string[]> {
  const code = Array.from({ length: lines }, (_, i) => (i % 3 === 0 ? '' : i % 3 === 1 ? `// line ${i}` : `export const a${i} = ${i};`)).join('\n') + '\n';
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
}

describe('size of the files of src/', () => {
  it('300 lines pass; 301 fail, blank lines and comments counted', async () => {
    expect(await sizeFindings('src/lib/size-probe.ts', 300)).toEqual([]);
    expect(await sizeFindings('src/lib/size-probe.ts', 301)).toEqual(['File has too many lines (301). Maximum allowed is 300.']);
    expect(await sizeFindings('src/features/time/components/size-probe.tsx', 301)).toHaveLength(1);
  });

  it('the language catalogues are exempt', async () => {
    expect(await sizeFindings('src/i18n/size-probe.ts', 400)).toEqual([]);
  });
});
