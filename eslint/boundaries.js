/**
 * Architecture zones of src/ (issue 10 item 8), as options of import-x/no-restricted-paths.
 *
 *   shared      src/lib, src/i18n, src/config, src/data, src/types, src/styles
 *               import nothing from components, features, app, routes, demo.
 *   components  src/components (shared widgets): no feature, no routes, no demo; nothing from
 *               src/app either, except type-only imports (checked by local/no-restricted-value-paths).
 *   person-time src/person-time (a person's time: slice, heal path, month writes, the month's
 *               minutes), below the features: every feature may import it; it imports no feature,
 *               no components, no routes, no demo; from src/app only the core modules.
 *   features    src/features/<a>: no other feature, no routes, no demo; from src/app only the core
 *               modules (store, hooks, create-app-thunk, use-mutation, session, first-paint,
 *               kept-picture). One exception:
 *               src/features/provider-check reads every other feature's api.ts (its readers; the
 *               check is of every call the app makes), and nothing else of them.
 *   routes, app src/routes, src/app and the entry files: anything but src/demo. src/main.tsx (which
 *               loads src/demo/browser dynamically) and src/app/router.tsx may import src/demo.
 *   demo        src/demo: shared and types only; no features, components, app or routes.
 *
 * Type-only imports (`import type`, or only inline `type` specifiers) count for every zone except
 * components → app. Import cycles (value imports only) are checked by import-x/no-cycle.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';

export const root = path.dirname(import.meta.dirname);
const src = (p) => `./src/${p}`;

const SHARED = ['lib', 'i18n', 'config', 'data', 'types', 'styles'].map(src);
/**
 * What the features may take from src/app (relative to src/app). first-paint.ts is all but a leaf
 * (it imports only kept-picture.ts, a leaf): when the page has painted, which person-time's
 * reading of everyone's time waits for. kept-picture.ts: the format of Min sida's kept picture,
 * which Min sida takes (features/time) and the entry's page draws (and kept-picture-format.ts, its
 * format).
 */
const APP_CORE = ['./store.ts', './hooks.ts', './create-app-thunk.ts', './use-mutation.ts', './session.ts', './first-paint.ts', './kept-picture.ts', './kept-picture-format.ts'];

const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The entry files and the composing layers: everything but the fake provider. */
export const appDemoZone = {
  target: [src('app'), src('routes'), src('main.tsx'), src('entry-prerender.tsx')],
  from: src('demo'),
  message: 'Only src/main.tsx and src/app/router.tsx load the demo provider.',
};

/** Zones for import-x/no-restricted-paths (type-only imports count too). */
export const zones = [
  {
    target: SHARED,
    from: ['components', 'person-time', 'features', 'app', 'routes', 'demo'].map(src),
    message: 'Shared code (lib, i18n, config, data, types, styles) imports no components, person-time, features, app, routes or demo.',
  },
  {
    target: src('person-time'),
    from: ['features', 'components', 'routes', 'demo'].map(src),
    message: "A person's time (src/person-time) is below the features: it imports no feature, shared widget, route or demo code.",
  },
  {
    target: src('person-time'),
    from: src('app'),
    except: APP_CORE,
    message: `From src/app, src/person-time imports only ${APP_CORE.map((p) => p.slice(2)).join(', ')}.`,
  },
  {
    target: src('components'),
    from: ['person-time', 'features', 'routes', 'demo'].map(src),
    message: 'Shared widgets import no person-time, feature, route or demo code.',
  },
  ...features.flatMap((feature) => [
    {
      target: src(`features/${feature}`),
      from: src('features'),
      except: [`./${feature}`, ...(feature === 'provider-check' ? features.map((other) => `./${other}/api.ts`) : [])],
      message: 'A feature never imports another feature: move the shared part to src/lib or src/components, or compose them in src/routes.',
    },
    {
      target: src(`features/${feature}`),
      from: ['routes', 'demo'].map(src),
      message: 'A feature imports no routes and no demo code.',
    },
    {
      target: src(`features/${feature}`),
      from: src('app'),
      except: APP_CORE,
      message: `From src/app a feature imports only ${APP_CORE.map((p) => p.slice(2)).join(', ')}.`,
    },
  ]),
  appDemoZone,
  {
    target: src('demo'),
    from: ['features', 'components', 'app', 'routes'].map(src),
    message: 'The demo provider imports only shared code and types.',
  },
];

/** Zones where type-only imports are allowed (local/no-restricted-value-paths). */
export const valueZones = [
  {
    target: src('components'),
    from: src('app'),
    message: 'Shared widgets import nothing from src/app but types: take what they need as props.',
  },
];

const restrictedPaths = importX.rules['no-restricted-paths'];

function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

/**
 * import-x/no-restricted-paths with the same options, but type-only import and export
 * declarations are let through (they vanish from the build).
 */
const noRestrictedValuePaths = {
  meta: { ...restrictedPaths.meta, docs: { description: 'no-restricted-paths for value imports only' } },
  defaultOptions: restrictedPaths.defaultOptions,
  create(context) {
    const visitors = restrictedPaths.create(context);
    const skipTypes = (visit) => (visit ? (node) => (typeOnly(node) ? undefined : visit(node)) : undefined);
    return {
      ...visitors,
      ImportDeclaration: skipTypes(visitors.ImportDeclaration),
      ExportNamedDeclaration: skipTypes(visitors.ExportNamedDeclaration),
    };
  },
};

export const localPlugin = { rules: { 'no-restricted-value-paths': noRestrictedValuePaths } };

export const importXSettings = {
  'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
};
