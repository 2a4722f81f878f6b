import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The entry evaluates React and then the app in steps, each a dynamic import (src/main.tsx,
 * issue 19). Both are fetched with the entry all the same: index.html gets a module preload for
 * each of their chunks, and the app's stylesheets as links, so the steps cost no round trip and
 * the prerendered login screen is styled at its first paint. Vite's own import helper finds the
 * links already there and adds none.
 */
function preloadBoot(): Plugin {
  const steps = [/node_modules[\\/]react-dom[\\/]client\.js$/, /src[\\/]boot\.tsx$/];
  return {
    name: 'stadtid:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || chunk === entry || scripts.has(fileName)) return;
          scripts.add(fileName);
          chunk.imports.forEach(visit);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        };
        for (const step of steps) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => step.test(id)));
          if (!chunk) throw new Error(`preloadBoot: no chunk for ${step}`);
          visit(chunk.fileName);
        }
        const link = (rel: string, file: string): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${file}` }, injectTo: 'head' });
        // Stylesheets first: they block the first paint, and a service worker answers in the order asked.
        return [...[...styles].map((file) => link('stylesheet', file)), ...[...scripts].map((file) => link('modulepreload', file))];
      },
    },
  };
}

/**
 * .vite/modules.json beside Vite's manifest: each module's chunk file. The manifest names a chunk
 * by its entry or its name; a module the chunk groups below put in a chunk of another name is
 * found here (scripts/build.mjs lists a screen's files by its modules).
 */
function moduleMap(): Plugin {
  return {
    name: 'stadtid:module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      const root = fileURLToPath(new URL('.', import.meta.url));
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) if (id.startsWith(root)) map[id.slice(root.length)] = output.fileName;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map) });
    },
  };
}

/**
 * V8's explicit compile hint (issue 28 item 3): a file that starts with `//# allFunctionsCalledOnLoad`
 * is compiled whole while it streams in, on a background thread, instead of function by function
 * on the main thread as each is first called. On Min sida at CPU 4× the main thread spent about a
 * fifth of its time until the month was shown compiling functions on their first call.
 * Hinted: the chunks that run whenever the app starts (the entry, React, the boot with the
 * router, the store and the login) and the staff's two screens with their placeholders and the
 * admin's frame, each with the chunks it imports statically. Not a chunk loaded for one action (a
 * HEIC photo's converter, an export): most of such code is never called, and compiling all of
 * it would only cost. Browsers without the hint read it as a comment.
 */
function compileHints(): Plugin {
  const roots = [
    'src/boot.tsx',
    'src/routes/profile-page.tsx',
    'src/routes/time-registration-page.tsx',
    'src/features/time/components/profile-skeleton.tsx',
    'src/features/time/components/home-skeleton.tsx',
    'src/app/admin-frame.tsx',
  ].map((file) => fileURLToPath(new URL(file, import.meta.url)));
  return {
    name: 'stadtid:compile-hints',
    // The browser's build (not the login's prerender, which runs in Node).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    // After every other plugin's: Vite's own puts its preload map first in a chunk in this hook.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const hinted = new Set<(typeof chunks)[number]>();
        const hint = (chunk: (typeof chunks)[number] | undefined) => {
          if (!chunk || hinted.has(chunk)) return;
          hinted.add(chunk);
          for (const file of chunk.imports) hint(chunks.find((c) => c.fileName === file));
        };
        for (const chunk of chunks) if (chunk.isEntry) hint(chunk);
        for (const root of roots) {
          const chunk = chunks.find((c) => c.moduleIds.includes(root));
          if (!chunk) throw new Error(`compileHints: no chunk for ${root}`);
          hint(chunk);
        }
        // First in the file, as V8 reads it; after minification, which would drop a comment.
        // File names are hashed before this step: a file that gains or loses the hint keeps its
        // name, and either copy runs the same code.
        for (const chunk of hinted) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/**
 * The staff's two screens share a dozen small modules (the catalogue, the person's months, the
 * calendar, the confirm dialog...), which the bundler left as a dozen small files: each one more
 * request before Min sida's first render. In one chunk: the same bytes, one file. Only modules
 * both screens import statically and the boot does not (so the login and the precache load no
 * more than before), nor a staff language's file (the plural rules, i18n/plural.ts: a language
 * chosen on the login would fetch this whole chunk for them).
 */
function staffShared(): (id: string, ctx: { getModuleInfo(id: string): { importedIds: string[]; importers: readonly string[] } | null }) => string | null {
  const roots = ['src/routes/profile-page.tsx', 'src/routes/time-registration-page.tsx', 'src/boot.tsx'].map((file) => fileURLToPath(new URL(file, import.meta.url)));
  let closures: Set<string>[] | null = null;
  const closure = (root: string, ctx: Parameters<ReturnType<typeof staffShared>>[1]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(root);
    return seen;
  };
  return (id, ctx) => {
    closures ??= roots.map((root) => closure(root, ctx));
    const [profile, registration, boot] = closures;
    const ofALanguage = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => /src[\\/]i18n[\\/](?!sv|language|catalogue)[\w-]+\.ts$/.test(importer));
    return profile.has(id) && registration.has(id) && !boot.has(id) && !roots.includes(id) && !ofALanguage ? 'staff-shared' : null;
  };
}

/**
 * React Router's production build for builds. Its package exports only its development build
 * (remix-run/react-router#12532, #14102: 'temporary' since 7.0.2, still so in 7.18), whose
 * ENABLE_DEV_WARNINGS is true: warnings' code and checks in every screen's download, and run on
 * the phone. The production build is the same code with them off (dist/production, shipped beside
 * it). Exactly the bare import: the app imports nothing else from the package. The dev server and
 * the tests keep the warnings.
 */
const reactRouterProduction = { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) };

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadBoot(), moduleMap(), compileHints()],
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  build: {
    target: 'es2022',
    // PROFILE_BUILD=1: names kept (scripts/admin-profile.mjs reads a profile by component).
    ...(process.env.PROFILE_BUILD ? { minify: false } : {}),
    // The size script reads the manifest to know which files each route loads.
    manifest: true,
    modulePreload: { polyfill: false },
    // React in one chunk (react, react-dom, scheduler, the JSX runtime): the entry asks for it as
    // its first step (src/main.tsx); as several small chunks it cost the login screen more bytes.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: staffShared(), debugName: 'staff-shared', includeDependenciesRecursively: false },
            // A person's month as Min sida and the admin's person screens draw it: the view, the
            // wage rules and their settings, the move dialog. Each was a file of its own, each one
            // more request before Min sida's first render; read together wherever one is.
            {
              name: 'person-month',
              test: /src[\\/](person-time[\\/](person-wages|lazy-writes|wages[\\/](day-kinds|holidays|month-wages|overtime|unsocial))\.ts|features[\\/]time[\\/]components[\\/](move-entry\.(tsx|module\.css)|entry-edit-parts\.tsx))$/,
              includeDependenciesRecursively: false,
            },
            // The admin's frame with the screens' tops it draws while a screen loads (and their
            // styles) in one chunk (issue 28): one file before an admin screen's first paint, and
            // one name in the login's download instead of a dozen. With it the sortable
            // headings' button, which the staff list, the month overview and the bills share: two
            // small files more before each of them otherwise.
            {
              name: 'admin-frame',
              test: /src[\\/](app[\\/]admin-(frame|screen-top)\.tsx|components[\\/]sort-button\.(tsx|module\.css)|features[\\/][\w-]+[\\/]components[\\/]((month-overview|workplace-month|staff-list|bills)-top\.tsx|(month-overview|workplace-month|staff|bills)\.module\.css))$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    // heic-to (libheif) is one ~3 MB chunk, loaded only when a HEIC photo is picked.
    chunkSizeWarningLimit: 3000,
  },
  preview: { port: 4173, strictPort: true },
}));
