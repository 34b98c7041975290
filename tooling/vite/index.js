// Vite settings of both apps: file routes (explicit lazy groups, no automatic splitting),
// React, Tailwind, and a dev/preview proxy of the platform's paths to API_TARGET.
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { catalogAssets } from './catalogs.js';
import { flagAssets } from './flags.js';
import { precompress } from './precompress.js';
import { serverIncludes } from './server-includes.js';

// The apps call the platform on their own origin; the proxy forwards these paths to
// API_TARGET (the reference API by default). Point it at another backend with API_TARGET,
// or have the app call one directly with VITE_API_BASE_URL.

/**
 * Content-Security-Policy of both apps, sent by `vite preview` and to be sent by the
 * production server (see README.md). Scripts only from the site itself; server-provided
 * HTML is sanitised too, so this is the second wall: no inline or injected script runs,
 * no plugin content, no <base> rewriting, and no other site may frame the app.
 * @param {string | undefined} apiBaseUrl origin the apps call directly (VITE_API_BASE_URL), if any
 */
export function contentSecurityPolicy(apiBaseUrl) {
  const api = apiBaseUrl ? ` ${new URL(apiBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "media-src 'self' https:",
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Security headers of the preview (and production) server. */
export function securityHeaders(apiBaseUrl) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
// /demo-games and /cdn: the reference API's demo vendor (game pages, their scripts and rounds)
// and its generated images, served on the site's own origin like the platform calls.
// /payment: payment providers' hosted pages and callbacks (the demo provider's pay page).
// /operator: the operator API, which the operator console calls (its own screens are elsewhere).
const PLATFORM_PATHS = [
  '/wps',
  '/lgw',
  '/lotto',
  '/dev/',
  '/health',
  '/oauth-test/',
  '/livechat',
  '/demo-games',
  '/cdn',
  '/payment',
  '/operator',
];

/**
 * @param {{ portVariable: string; defaultPort: number; bootNamespaces: readonly string[]; firstVisitChunks?: readonly string[] }} options
 *   bootNamespaces: the i18n namespaces a first visit needs (served as one file per language);
 *   firstVisitChunks: the chunks (by name) of the screens a first visit usually lands on, which
 *   are precompressed as hard as the entry;
 *   preloadChunks: chunks (by name) every first visit renders, preloaded from the HTML with what
 *   they import (else they are requested only once the entry has run and routed)
 */
/**
 * Adds a `<link rel="modulepreload">` for each named chunk and the chunks it imports, so the
 * browser fetches a lazily loaded screen that every first visit renders beside the entry,
 * not in a second wave after it.
 * @param {readonly string[]} names
 * @returns {import('vite').Plugin}
 */
function preloadFromHtml(names) {
  let base = '/';
  return {
    name: 'platform-preload-from-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || names.length === 0) return html;
        /** @type {Set<string>} */
        const files = new Set();
        /** @param {import('vite').Rollup.OutputChunk} chunk */
        const visit = (chunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk') visit(imported);
          }
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && names.includes(chunk.name)) visit(chunk);
        const tags = [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: /** @type {const} */ ('head'),
          }));
        return { html, tags };
      },
    },
  };
}

export function appViteConfig({
  portVariable,
  defaultPort,
  bootNamespaces,
  firstVisitChunks,
  preloadChunks = [],
}) {
  return defineConfig(({ mode }) => {
    const env = loadEnv(mode, process.cwd(), '');
    const target = env.API_TARGET || 'http://127.0.0.1:8080';
    const proxy = Object.fromEntries(
      PLATFORM_PATHS.map((path) => [path, { target, changeOrigin: true, xfwd: true }]),
    );
    const port = Number(env[portVariable] || defaultPort);
    return {
      plugins: [
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: false,
          routesDirectory: 'src/routes',
          generatedRouteTree: 'src/route-tree.gen.ts',
        }),
        react(),
        tailwindcss(),
        flagAssets(),
        catalogAssets(bootNamespaces),
        precompress(firstVisitChunks),
        preloadFromHtml(preloadChunks),
        serverIncludes({
          target,
          platformPaths: PLATFORM_PATHS,
          merchant: env.VITE_MERCHANT || 'demo',
        }),
      ],
      // react-i18next and TanStack Store import the useSyncExternalStore shim written for React
      // 17; React 19 has the hook, and the package's own non-shim entries use it.
      resolve: {
        alias: [
          {
            find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
            replacement: 'use-sync-external-store/with-selector',
          },
          {
            find: /^use-sync-external-store\/shim(\/index\.js)?$/,
            replacement: 'use-sync-external-store',
          },
        ],
      },
      server: { host: '127.0.0.1', port, strictPort: true, proxy },
      preview: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        proxy,
        headers: securityHeaders(env.VITE_API_BASE_URL),
      },
      // Every browser the es2022 target admits but Safari 16 supports <link rel=modulepreload>;
      // without the polyfill Safari 16 still runs everything, it only preloads less eagerly.
      build: { target: 'es2022', sourcemap: true, modulePreload: { polyfill: false } },
    };
  });
}
