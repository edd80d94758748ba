import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace is found on disk (src/i18n/locales is the shared 'common'; src/features/<area>/locales is
 * '<area>'; a folder inside it, such as marketing's locales/legal, is its own namespace), so a new feature's
 * texts are checked without editing this file.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = join(ROOT, 'src');
type Texts = Record<string, unknown>;

const srcFiles = (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[]).map((file) => join(SRC, file));
const namespaces = srcFiles
  .filter((file) => basename(file) === 'pt-BR.json')
  .map((file) => {
    const dir = dirname(file);
    const name = relative(SRC, dir) === join('i18n', 'locales') ? 'common' : basename(dir) === 'locales' ? basename(dirname(dir)) : basename(dir);
    const read = (lang: string) => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Texts;
    return { name, dir, at: relative(ROOT, dir), pt: read('pt-BR'), en: read('en') };
  });
const byName = new Map(namespaces.map((ns) => [ns.name, ns]));

/** Every key path (array items included), so a missing or extra key in either language shows up. */
const shape = (value: unknown, path = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => shape(child, `${path}.${key}`)) : [path];
const values = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value).flatMap(values) : [String(value)]);
const lookup = (texts: Texts, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Texts)[part] : undefined), texts);
/** As i18next reads it: the key itself, or its plural forms. */
const resolves = (texts: Texts, key: string) => [key, `${key}_one`, `${key}_other`].some((k) => lookup(texts, k) !== undefined);

describe('the locale folders', () => {
  it('hold the shared namespace and one per feature, each with exactly pt-BR.json and en.json', () => {
    expect(namespaces.map((ns) => ns.name)).toEqual(expect.arrayContaining(['common', 'auth', 'marketing', 'legal']));
    expect(new Set(byName.keys()).size).toBe(namespaces.length);
    namespaces.forEach(({ dir, at }) => expect(readdirSync(dir).filter((f) => f.endsWith('.json')).sort(), at).toEqual(['en.json', 'pt-BR.json']));
  });

  it('register every feature namespace under its own name', () => {
    namespaces
      .filter((ns) => ns.name !== 'common')
      .forEach(({ name, dir, at }) => expect(readFileSync(join(dir, 'index.ts'), 'utf8'), at).toContain(`registerNamespace('${name}', { 'pt-BR': ptBR, en })`));
  });

  it('keep no feature file wrapped in its own name (the namespace is the prefix)', () => {
    namespaces
      .filter((ns) => ns.name !== 'common')
      .forEach(({ name, dir, at, pt, en }) => {
        const area = basename(dir) === 'locales' ? name : basename(dirname(dirname(dir)));
        [pt, en].forEach((texts) => expect([[name], [area]], at).not.toContainEqual(Object.keys(texts)));
      });
  });
});

/**
 * The server's messages (server/locales, read by server/i18n.ts) are held to the same rules; its t() fills
 * single-brace {placeholders}, i18next double ones.
 */
const SERVER_LOCALES = join(ROOT, 'server', 'locales');
const readServer = (lang: string) => JSON.parse(readFileSync(join(SERVER_LOCALES, `${lang}.json`), 'utf8')) as Texts;
const server = { at: relative(ROOT, SERVER_LOCALES), pt: readServer('pt-BR'), en: readServer('en'), placeholder: /\{\w+\}/g };
const spa = namespaces.map((ns) => ({ ...ns, placeholder: /\{\{\w+\}\}/g }));

describe("the server's locale folder", () => {
  it('holds exactly pt-BR.json and en.json, flat: one text a key', () => {
    expect(readdirSync(SERVER_LOCALES).sort()).toEqual(['en.json', 'pt-BR.json']);
    [server.pt, server.en].forEach((texts) => Object.values(texts).forEach((text) => expect(typeof text).toBe('string')));
  });
});

describe.each([...spa, server].map((ns) => [ns.at, ns] as const))('translations in %s', (_at, ns) => {
  it('pt-BR and en hold exactly the same keys', () => {
    expect(shape(ns.en)).toEqual(shape(ns.pt));
  });

  it('has no empty text in either language and the same placeholders in both', () => {
    const placeholders = (text: string) => (text.match(ns.placeholder) ?? []).sort().join();
    const english = values(ns.en);
    const keys = shape(ns.pt);
    values(ns.pt).forEach((text, i) => {
      expect(text.trim(), keys[i]).not.toBe('');
      expect(english[i].trim(), `${keys[i]} (en)`).not.toBe('');
      expect(placeholders(english[i]), keys[i]).toBe(placeholders(text));
    });
  });
});

/**
 * The literal keys the code asks for: `t('a.b')`, `t(cond ? 'a' : 'b')`, `i18n.t('ns:a.b')`. Template keys
 * (`t(\`a.${x}\`)`) and keys passed around in variables are not followed.
 */
const LITERAL = `\\(\\s*(?:[^'"\`(),;]+?\\?\\s*)?['"]([^'"\\n]+)['"](?:\\s*:\\s*['"]([^'"\\n]+)['"])?`;
const keysCalled = (code: string, call: string) => [...code.matchAll(new RegExp(call + LITERAL, 'g'))].flatMap((m) => [m[1], m[2]].filter(Boolean));

/** The locale folders a source file imports (`import '../locales'`), as namespace names. */
const importedNamespaces = (file: string, code: string) =>
  [...code.matchAll(/^import '(\.[^']*locales[^']*)';$/gm)]
    .map((m) => resolve(dirname(file), m[1]).replace(/[\\/]index$/, ''))
    .flatMap((dir) => namespaces.filter((ns) => ns.dir === dir).map((ns) => ns.name));

// The booking page (src/features/booking) has no i18next: its t() reads its own dictionary, whose keys the compiler
// checks (booking/i18n.ts, decision 42).
const sources = srcFiles
  .filter((file) => /\.tsx?$/.test(file) && !file.includes(`${sep}locales${sep}`) && !file.includes(`${sep}features${sep}booking${sep}`))
  .map((file) => ({ file, at: relative(ROOT, file), code: readFileSync(file, 'utf8') }));
const hooked = (code: string) => [...code.matchAll(/useTranslation\(\s*'([\w-]+)'\s*\)/g)].map((m) => m[1]);

describe('the keys the code uses', () => {
  it('exist in pt-BR, in the namespace the call reads (or the shared one)', () => {
    const missing = sources.flatMap(({ file, at, code }) => {
      // A component's t() reads its useTranslation namespace; a helper handed that t reads what its file registers.
      const own = [...hooked(code), ...importedNamespaces(file, code)];
      const calls = [
        ...keysCalled(code, '(?<![\\w.$])t').map((key) => ({ key, read: own })),
        ...keysCalled(code, '\\bi18n\\.t').map((key) => ({ key, read: [] as string[] })),
      ];
      return calls
        .filter(({ key, read }) => {
          const [ns, path] = key.includes(':') ? key.split(':') : [null, key];
          return !(ns ? [ns] : [...read, 'common']).some((name) => byName.has(name) && resolves(byName.get(name)!.pt, path));
        })
        .map(({ key }) => `${at}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('are registered by the file that reads them: it imports its feature namespace', () => {
    const unregistered = sources.flatMap(({ file, at, code }) => {
      const used = new Set([...hooked(code), ...[...code.matchAll(/\bt\(\s*['"]([\w-]+):/g)].map((m) => m[1])]);
      used.delete('common');
      const imported = importedNamespaces(file, code);
      return [...used].filter((ns) => !imported.includes(ns)).map((ns) => `${at}: ${ns}`);
    });
    // prerender.tsx reads the page titles of the pages it imports, and those register their namespaces.
    expect(unregistered.filter((entry) => !entry.startsWith(join('src', 'prerender.tsx')))).toEqual([]);
  });
});
