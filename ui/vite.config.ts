/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * sonner injects its stylesheet at import time with a <style> tag that carries no CSP nonce, which the
 * server's Content-Security-Policy (style-src 'self' 'nonce-…') refuses. We drop that injection; the same
 * CSS comes from the static `@import 'sonner/dist/styles.css'` in styles.css. sonner is kept out of
 * dependency pre-bundling so the dev server runs the same patched code. The build fails loudly if a
 * sonner upgrade changes the code this relies on.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'amparo:sonner-without-inline-style',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null
      const patched = code.replace(/\n__insertCSS\("(?:[^"\\]|\\.)*"\);?/, '\n')
      if (patched === code) {
        this.error('sonner no longer matches the expected __insertCSS call: review the CSP handling')
      }
      return { code: patched, map: null }
    },
  }
}

export default defineConfig({
  plugins: [
    // Route generation is only needed for the app build and dev server, not for unit tests.
    ...(process.env.VITEST ? [] : [tanstackRouter({ target: 'react', autoCodeSplitting: true })]),
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyle(),
  ],
  optimizeDeps: { exclude: ['sonner'] },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  html: {
    // The Go server replaces every __CSP_NONCE__ in index.html with a fresh per-request nonce.
    cspNonce: '__CSP_NONCE__',
  },
  build: {
    outDir: 'dist',
    // ui/dist/placeholder.html is committed and must survive builds; the Makefile removes old assets.
    emptyOutDir: false,
    // dist/.vite/manifest.json: the chunk graph that scripts/bundle-report.mjs measures (make test-bundle, make bench).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // cn (src/lib/utils.ts and tailwind-merge) in a chunk of its own: left to itself the bundler put it
          // beside react-query's useQuery, which the public landing page needs and cn it does not (issue 25,
          // make test-bundle).
          // clsx goes apart first: buttonVariants (in the entry, for the error screen) needs it, not cn.
          groups: [
            { name: 'clsx', test: /[\\/]node_modules[\\/](clsx|class-variance-authority)[\\/]/, priority: 2 },
            { name: 'cn', test: /[\\/]node_modules[\\/]tailwind-merge[\\/]|[\\/]src[\\/]lib[\\/]utils\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    env: { TZ: 'Europe/Madrid' },
    // The dialog-driving tests type and click through whole forms; on two busy cores one can pass 5 s.
    testTimeout: 15_000,
  },
})
