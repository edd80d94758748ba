// After `vite build`: renders the landing page to dist/landing.<lang>.html with the server build of
// src/prerender.tsx. The page carries the SPA's CSS but none of its JavaScript (DESIGN.md: landing JS < 60 KB).
// The other public pages (HYDRATED_PAGES) go to dist/<name>.<lang>.html with the SPA's scripts, which hydrate them.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

execFileSync('node_modules/.bin/vite', ['build', '--ssr', 'src/prerender.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], { stdio: 'inherit' });
const { render, renderPage, HYDRATED_PAGES } = await import(pathToFileURL('dist-ssr/prerender.js').href);

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
// CSS of the entry, the landing chunk and every chunk they import (shared CSS lands in shared chunks).
function closure(keys) {
  const css = new Set();
  const js = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    if (manifest[key].file.endsWith('.js')) js.add(manifest[key].file);
    if (manifest[key].file.endsWith('.css')) css.add(manifest[key].file);
    (manifest[key].css ?? []).forEach((file) => css.add(file));
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return { css, js };
}
const { css } = closure(['index.html', 'src/features/marketing/LandingPage.tsx']);
const spaTemplate = readFileSync('dist/index.html', 'utf8');
const template = spaTemplate
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
// Hydrated pages load index.html's scripts plus the page's chunks and CSS, so nothing waits for the router to ask.
const entry = closure(['index.html']);
const entryScript = spaTemplate.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)[1];
// A form sent before React took the page over would go out as a GET with its fields (a password) in the URL;
// main.tsx marks the root once React handles it.
const formGuard = "document.addEventListener('submit',function(e){if(!document.getElementById('root').hasAttribute('data-live'))e.preventDefault()},true);";
/**
 * The HTML is the first paint, so the scripts that hydrate it are asked for only once it is on screen (the first
 * frame, which waits for the CSS): on a slow link they never compete with the CSS. The fallback timer covers a
 * tab opened in the background, where frames wait.
 */
const loader = (modules) =>
  `(function(){var done;function go(){if(done)return;done=1;${JSON.stringify(modules)}.forEach(function(h){` +
  `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entryScript)};document.head.appendChild(s)}` +
  `requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})();`;
const noScripts = spaTemplate.replace(/<script type="module"[^>]*><\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
for (const [path, page] of Object.entries(HYDRATED_PAGES)) {
  const own = closure([page.source, ...(page.appStyles ? ['src/styles/bootstrap-app.scss'] : [])]);
  const modules = [...new Set([...entry.js, ...own.js])].map((file) => `/${file}`).filter((file) => file !== entryScript);
  const styles = [...own.css].filter((file) => !entry.css.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  for (const lang of ['pt-BR', 'en']) {
    // React hoists the logo's image preload into the markup; the page's <link rel="icon"> already fetches it.
    const rendered = await renderPage(lang, path);
    const html = rendered.html.replace(/<link rel="preload" as="image"[^>]*>/g, '');
    const file = `dist/${path.slice(1)}.${lang}.html`;
    // The root says which path and language it holds: main.tsx hydrates only a matching visit.
    const out = noScripts
      .replace('<html lang="pt-BR">', `<html lang="${lang}">`)
      .replace(/<title>.*<\/title>/, `<title>${rendered.title}</title>`)
      .replace('</head>', `  ${styles.join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${path}" data-lang="${lang}">${html}</div>\n    <script>${formGuard}${loader(modules)}</script>`,
      );
    writeFileSync(file, out);
    console.log(`${file}: ${(Buffer.byteLength(out) / 1024).toFixed(1)} KB`);
  }
}
rmSync('dist-ssr', { recursive: true, force: true });

/**
 * dist/index.html, served for the signed-in pages. Every sign-in lands on /agenda, which with a stored session
 * first paints a frame of the page (src/agenda-frame.js, drawn into the root as the page is parsed). The head
 * decides it once and marks the document (data-agenda-frame) for the frame and the loader at the end of the body.
 * - Framed: the scripts are asked for once the frame is on screen, as the hydrated pages' are (on a slow link they
 *   would otherwise share it with the stylesheet the frame waits for): the entry's modules, and with them the
 *   agenda's chunks (the signed-in layout, the app's Bootstrap and the agenda page, router.tsx), which would
 *   otherwise wait until the entry has run and the router matched the path. Stylesheets are preloaded, not
 *   applied: Vite's loader applies them with the chunk, from the cache. With a mouse (the agenda's
 *   FINE_POINTER_QUERY), also what router.tsx loads with the page there: the calendar's drag-and-drop add-on
 *   (src/features/agenda/grid/dragAndDrop.ts).
 * - Any other address (or /agenda without a session, which leads to /login): the head asks for the entry's modules
 *   at once (before the stylesheet: an inline script after it would wait for it to load).
 * Either way the end of the body runs the entry, where the document it writes into is parsed.
 */
const AGENDA_CHUNKS = ['src/app/layouts/AppLayout.tsx', 'src/styles/bootstrap-app.scss', 'src/features/agenda/page/AgendaPage.tsx'];
const AGENDA_MOUSE_CHUNKS = ['src/features/agenda/grid/dragAndDropCalendar.ts'];
const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';
const own = closure(AGENDA_CHUNKS);
const withMouse = closure(AGENDA_MOUSE_CHUNKS);
const mouseFiles = [...withMouse.js, ...withMouse.css].filter((file) => !entry.js.has(file) && !own.js.has(file) && !own.css.has(file));
const urls = (files) => files.map((file) => `/${file}`);
const entryModules = urls([...entry.js]).filter((file) => file !== entryScript);
const agendaModules = urls([...own.js].filter((file) => !entry.js.has(file)));
const agendaStyles = urls([...own.css].filter((file) => !entry.css.has(file)));
const addLink = "function add(rel,as,href){var l=document.createElement('link');l.rel=rel;if(as)l.as=as;l.crossOrigin='';l.href=href;document.head.appendChild(l)}";
const preloadAll = (files, rel, as) => `${JSON.stringify(files)}.forEach(function(h){add('${rel}','${as}',h)});`;
const headScript =
  `(function(){var d=document.documentElement;try{if(location.pathname==='/agenda'&&localStorage.getItem('agendei.session')){d.setAttribute('data-agenda-frame','');return}}catch(e){}` +
  `${addLink}${preloadAll([...entryModules, entryScript], 'modulepreload', '')}})();`;
const bodyLoader =
  `(function(){var framed=document.documentElement.hasAttribute('data-agenda-frame'),done;${addLink}` +
  `function go(){if(done)return;done=1;if(framed){${preloadAll([...entryModules, ...agendaModules], 'modulepreload', '')}${preloadAll(agendaStyles, 'preload', 'style')}` +
  `if(window.matchMedia&&matchMedia(${JSON.stringify(FINE_POINTER_QUERY)}).matches){` +
  `${preloadAll(urls(mouseFiles.filter((file) => file.endsWith('.js'))), 'modulepreload', '')}${preloadAll(urls(mouseFiles.filter((file) => file.endsWith('.css'))), 'preload', 'style')}}}` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entryScript)};document.head.appendChild(s)}` +
  `if(framed){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)}else go()})();`;
// Its comments stay in the source.
const agendaFrame = readFileSync('src/agenda-frame.js', 'utf8').replace(/^\s*\/\/.*\n/gm, '');
writeFileSync(
  'dist/index.html',
  noScripts
    .replace(/(\s*)(<link rel="stylesheet")/, `$1<script>${headScript}</script>$1$2`)
    .replace('<div id="root"></div>', `<div id="root"></div>\n    <script>${agendaFrame}</script>\n    <script>${bodyLoader}</script>`),
);
