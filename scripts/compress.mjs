// After the build and the prerender: writes file.br and file.gz beside every compressible file of dist/ over
// 1 KB, at the highest levels (done once here, not per request). The server sends the one the browser accepts
// (@fastify/static preCompressed). node:zlib only; a twin that saves nothing is not kept.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export function compressDir(root) {
  let raw = 0;
  let br = 0;
  let count = 0;
  for (const file of files(root)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const twins = {
      br: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [ext, data] of Object.entries(twins)) {
      // A stale twin from an earlier build must not outlive the file it was made from.
      if (data.length < content.length) writeFileSync(`${file}.${ext}`, data);
      else rmSync(`${file}.${ext}`, { force: true });
    }
    raw += content.length;
    br += Math.min(twins.br.length, content.length);
    count += 1;
  }
  return { count, raw, br };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? 'dist';
  const { count, raw, br } = compressDir(root);
  console.log(`${root}: ${count} files compressed, ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB (brotli)`);
}
