// @vitest-environment node
/**
 * The lint enforces the architecture zones of src/ and forbids import cycles (issue 10 item 8,
 * eslint/boundaries.js). Runs the repository's own ESLint config on virtual files; the cycle
 * needs real files, written under src/__lint_fixture__/ (git- and lint-ignored) and removed after.
 */
import { mkdirSync, mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtureRoot = path.join(root, 'src/__lint_fixture__');
// ignore: false so that the fixture directory (ignored for `npx eslint .`) is linted here.
const eslint = new ESLint({ cwd: root, ignore: false });

interface Finding {
  ruleId: string | null;
  message: string;
}

async function lint(file: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const zone = (message: string): Finding => ({ ruleId: 'import-x/no-restricted-paths', message });

describe('architecture zones', () => {
  it('a feature importing another feature fails', async () => {
    const findings = await lint(
      'src/features/time/lint-probe.ts',
      "import { listPosts } from '../workplaces/api';\nexport const load = listPosts;\n",
    );
    expect(findings).toEqual([
      zone(
        'Unexpected path "../workplaces/api" imported in restricted zone. A feature never imports another feature: move the shared part to src/lib or src/components, or compose them in src/routes.',
      ),
    ]);
  });

  it('a shared component importing a feature fails', async () => {
    const findings = await lint(
      'src/components/lint-probe.ts',
      "import { listUsers } from '../features/staff/api';\nexport const load = listUsers;\n",
    );
    expect(findings).toEqual([
      zone('Unexpected path "../features/staff/api" imported in restricted zone. Shared widgets import no person-time, feature, route or demo code.'),
    ]);
  });

  it("a person's time (src/person-time) is below the features: importing a feature fails, a feature importing it passes", async () => {
    const findings = await lint(
      'src/person-time/lint-probe.ts',
      "import { listUsers } from '../features/staff/api';\nexport const load = listUsers;\n",
    );
    expect(findings).toEqual([
      zone(
        'Unexpected path "../features/staff/api" imported in restricted zone. A person\'s time (src/person-time) is below the features: it imports no feature, shared widget, route or demo code.',
      ),
    ]);
    expect(
      await lint('src/features/month-close/lint-probe.ts', "import { totalsCorrected } from '../../person-time/correction-writes';\nexport const correct = totalsCorrected;\n"),
    ).toEqual([]);
  });

  it('a shared component may import types from src/app, but no values', async () => {
    expect(
      await lint('src/components/lint-probe.ts', "import type { RootState } from '../app/store';\nexport type S = RootState;\n"),
    ).toEqual([]);
    expect(
      await lint('src/components/lint-probe.ts', "import { useAppDispatch } from '../app/hooks';\nexport const use = useAppDispatch;\n"),
    ).toEqual([
      {
        ruleId: 'local/no-restricted-value-paths',
        message:
          'Unexpected path "../app/hooks" imported in restricted zone. Shared widgets import nothing from src/app but types: take what they need as props.',
      },
    ]);
  });

  it('lib importing the app fails', async () => {
    const findings = await lint('src/lib/lint-probe.ts', "import { makeStore } from '../app/store';\nexport const make = makeStore;\n");
    expect(findings).toContainEqual(
      zone(
        'Unexpected path "../app/store" imported in restricted zone. Shared code (lib, i18n, config, data, types, styles) imports no components, person-time, features, app, routes or demo.',
      ),
    );
  });

  it('a feature may import the app core (app/hooks)', async () => {
    const findings = await lint(
      'src/features/time/lint-probe.ts',
      "import { useAppDispatch } from '../../app/hooks';\nexport const useDispatchHere = () => useAppDispatch();\n",
    );
    expect(findings).toEqual([]);
  });
});

describe('import cycles', () => {
  let dir = '';
  const rel = (name: string) => path.relative(root, path.join(dir, name));

  beforeAll(() => {
    mkdirSync(fixtureRoot, { recursive: true });
    dir = mkdtempSync(path.join(fixtureRoot, 'cycle-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    try {
      // Only when no other run still uses it.
      rmdirSync(fixtureRoot);
    } catch {
      // not empty, or already gone
    }
  });

  function write(name: string, code: string): string {
    writeFileSync(path.join(dir, name), code);
    return code;
  }

  it('a two-file value import cycle fails', async () => {
    const a = write('a.ts', "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    write('b.ts', "import { a } from './a';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n");
    expect(await lint(rel('a.ts'), a)).toEqual([{ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }]);
  });

  it('a cycle made only by type imports passes', async () => {
    const c = write('c.ts', "import type { D } from './d';\nexport interface C {\n  d?: D;\n}\nexport const c = 1;\n");
    const d = write('d.ts', "import { c, type C } from './c';\nexport interface D {\n  c?: C;\n}\nexport const d = c + 1;\n");
    expect(await lint(rel('c.ts'), c)).toEqual([]);
    expect(await lint(rel('d.ts'), d)).toEqual([]);
  });
});
