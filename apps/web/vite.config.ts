/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdStaticStyles } from './vite/antdStaticStyles.ts';
import { brandDocumentsPlugin } from './vite/brandDocuments.ts';
import { routePreloads } from './vite/routePreloads.ts';

// React Router's package points every bundler at its development build (warnings, extra checks): a production
// build takes its production files instead (remix-run/react-router#12532).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ mode, isSsrBuild }) => ({
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // The public pages' renderer (src/prerender) runs in the server as one self-contained bundle.
  ssr: { noExternal: true },
  // The renderer's bundle is code only: the images and pages of public/ are the browser build's.
  publicDir: isSsrBuild ? false : 'public',
  // …and runs React and antd in their production builds, like the browser's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [
    react(),
    antdStaticStyles(),
    routePreloads({ pagesFile: fileURLToPath(new URL('src/app/pages.ts', import.meta.url)) }),
    // The brands' FAQ, terms and privacy, from one template each with the brand's words.
    isSsrBuild ? null : brandDocumentsPlugin(),
    // Brotli and gzip copies of every asset, made once at build time: the server sends them as they are
    // (apps/api/src/plugins/web.ts). index.html is left out: the server fills in its settings on start.
    isSsrBuild
      ? null
      : compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/index\.html$/], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    modulePreload: {
      // Each screen's chunk is fetched when it is first opened; with it the browser fetches the chunks it imports.
      // Listing them ahead for every screen put a table of every screen's files into the entry every page loads
      // (about 8 KB compressed, growing with each screen). The stylesheets stay listed: a screen's CSS is only
      // loaded through that list. The first screen's files still come with its HTML (vite/routePreloads.ts).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    emptyOutDir: true,
    // Which chunks each page loads: read by the first-route budget test (src/app/bundleBudget.test.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Heavy parts only some screens show, in chunks of their own names: the first-route budget test checks that
        // the public and sign-in pages never load them. (Charts are only imported by the process pages, whose chunks
        // hold them; as a named group their modules ran before the helpers they need were defined.)
        codeSplitting: {
          // A group takes only the modules it names, not what they import (React, antd's core stay shared).
          includeDependenciesRecursively: false,
          groups: [
            // The date picker, but not its Spanish texts: antd's locale, which every page loads, holds them.
            {
              name: 'date-picker',
              test: /^(?!.*[\\/]locale[\\/]).*node_modules[\\/](@rc-component[\\/]picker|antd[\\/]es[\\/]date-picker)[\\/]/,
            },
            { name: 'reference-lists', test: /packages[\\/]contract[\\/]src[\\/]reference[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's loaded libraries (antd, React and jsdom load once per worker, not once per file);
    // src/test/setup.ts loads the app's own modules afresh for each file.
    isolate: false,
    css: false,
    // Component tests drive antd in jsdom: seconds each on a busy two-core machine, so 5 s would be flaky there.
    testTimeout: 20_000,
  },
}));
