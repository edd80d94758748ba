// What a page costs to download, from the build (dist/ and its .vite/manifest.json), gzipped as a server sends it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface Weight {
  jsKb: number;
  cssKb: number;
  /** The files counted, for the JSON report. */
  files: string[];
}

const gz = (file: string) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;

const readManifest = () => JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;

/** Files a page needs before it can render: the given chunks and their static imports. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The gzipped JS and CSS of a route: the listed manifest keys (source paths, e.g. the entry 'index.html' and
 * 'src/features/agenda/page/AgendaPage.tsx'), their static imports and the CSS they carry. A key the build does not
 * have (a page renamed) fails, rather than leave it out of the sum.
 */
export function routeWeight(keys: string[]): Weight {
  const manifest = readManifest();
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`dist/.vite/manifest.json has no ${missing.join(', ')}`);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of closure(manifest, keys)) {
    const chunk = manifest[key];
    (chunk.file.endsWith('.css') ? css : js).add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  }
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gz(file), 0) / 1024;
  return { jsKb: sum(js), cssKb: sum(css), files: [...js, ...css] };
}

/** The entry, a page's chunk and their static imports (as before routeWeight: kept for callers of one page). */
export function pageWeight(pageSource: string) {
  const { jsKb, cssKb } = routeWeight(['index.html', pageSource]);
  return { jsKb, cssKb };
}

/** The prerendered landing page (scripts/prerender.mjs): its script files plus its inline script, gzipped. */
export function staticPageWeight(htmlFile: string) {
  const html = readFileSync(`dist/${htmlFile}`, 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  // Module preloads are fetched at once too: they count as the page's script.
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const js = [...new Set([...files, ...preloads])].reduce((sum, file) => sum + gz(file), inline ? gzipSync(inline, { level: 9 }).length : 0);
  return {
    jsKb: js / 1024,
    cssKb: css.reduce((sum, file) => sum + gz(file), 0) / 1024,
    htmlKb: gzipSync(html, { level: 9 }).length / 1024,
    files: [...files, ...preloads, ...css],
  };
}
