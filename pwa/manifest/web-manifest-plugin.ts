import type { Plugin } from 'vite';
import { MANIFEST_LANGUAGES, manifestPath, webManifest } from './web-manifest.js';

const body = (language: (typeof MANIFEST_LANGUAGES)[number]) => `${JSON.stringify(webManifest(language), null, 2)}\n`;

/**
 * Emits /manifest.es.webmanifest and /manifest.en.webmanifest (served in dev too) and links the
 * Spanish one from index.html; the app swaps the link to the user's language (pwa/app/manifest-link.ts).
 */
export function webManifestPlugin(): Plugin {
  return {
    name: 'miami-drop-web-manifest',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: manifestPath('es') }, injectTo: 'head' }],
    generateBundle() {
      for (const language of MANIFEST_LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: manifestPath(language).slice(1), source: body(language) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = MANIFEST_LANGUAGES.find((candidate) => request.url === manifestPath(candidate));
        if (!language) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(body(language));
      });
    },
  };
}
