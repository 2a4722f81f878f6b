// @vitest-environment node
/**
 * The provider check (src/features/provider-check) is the one feature that reads the other
 * features' api.ts, the readers of the calls it checks (eslint/boundaries.js); anything else of
 * another feature stays out of reach for it, as for every feature.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function zoneFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the provider check’s zone', () => {
  it('reads another feature’s api.ts', async () => {
    expect(await zoneFindings('src/features/provider-check/lint-probe.ts', "import { listPosts } from '../workplaces/api';\nexport const load = listPosts;\n")).toEqual([]);
  });

  it('imports nothing else of another feature', async () => {
    expect(
      await zoneFindings('src/features/provider-check/lint-probe.ts', "import { postsLoaded } from '../workplaces/workplaces-slice';\nexport const load = postsLoaded;\n"),
    ).toEqual([
      'Unexpected path "../workplaces/workplaces-slice" imported in restricted zone. A feature never imports another feature: move the shared part to src/lib or src/components, or compose them in src/routes.',
    ]);
  });

  it('no other feature reads another’s api.ts', async () => {
    expect(await zoneFindings('src/features/time/lint-probe.ts', "import { listPosts } from '../workplaces/api';\nexport const load = listPosts;\n")).toHaveLength(1);
  });
});
