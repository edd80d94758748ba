// After `vite build`: renders the landing page to dist/landing.<lang>.html with the server build of
// src/prerender.tsx. The page carries the SPA's CSS but none of its JavaScript (DESIGN.md: landing JS < 60 KB).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

execFileSync('node_modules/.bin/vite', ['build', '--ssr', 'src/prerender.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], { stdio: 'inherit' });
const { render } = await import(pathToFileURL('dist-ssr/prerender.js').href);

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
// CSS of the entry, the landing chunk and every chunk they import (shared CSS lands in shared chunks).
const css = new Set();
const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  (manifest[key].css ?? []).forEach((file) => css.add(file));
  (manifest[key].imports ?? []).forEach(visit);
};
['index.html', 'src/features/marketing/LandingPage.tsx'].forEach(visit);
const template = readFileSync('dist/index.html', 'utf8')
  // No SPA code on this page: drop the entry script and its preloads.
  .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  .replace(/<link rel="stylesheet"[^>]*>\s*/g, '');
const styles = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
const script = readFileSync('src/landing-static.js', 'utf8');

for (const lang of ['pt-BR', 'en']) {
  const { html, title } = await render(lang);
  const page = template
    .replace('<html lang="pt-BR">', `<html lang="${lang}">`)
    .replace(/<title>.*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `  ${styles}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>\n    <script>${script}</script>`);
  writeFileSync(`dist/landing.${lang}.html`, page);
  console.log(`dist/landing.${lang}.html: ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB`);
}
rmSync('dist-ssr', { recursive: true, force: true });
