import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const gz = (file: string) => gzipSync(readFileSync(`dist/${file}`)).length;

/** Files a page needs before it can render: the entry, the page's chunk, and their static imports. */
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

export function pageWeight(pageSource: string) {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
  const keys = closure(manifest, ['index.html', pageSource]);
  let js = 0;
  let css = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gz(chunk.file);
    for (const file of chunk.css ?? []) css += gz(file);
  }
  return { jsKb: js / 1024, cssKb: css / 1024 };
}

/** The prerendered landing page (scripts/prerender.mjs): its script files plus its inline script, gzipped. */
export function staticPageWeight(htmlFile: string) {
  const html = readFileSync(`dist/${htmlFile}`, 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const js = files.reduce((sum, file) => sum + gz(file), gzipSync(inline).length);
  return { jsKb: js / 1024, cssKb: css.reduce((sum, file) => sum + gz(file), 0) / 1024, htmlKb: gzipSync(html).length / 1024 };
}
