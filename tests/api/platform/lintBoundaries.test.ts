import { beforeAll, describe, expect, it } from 'vitest';
import { boundaryLinter } from '../../lintProbe';

/**
 * The server's layers (DESIGN.md section 4: routes -> services -> repositories, only repositories touch
 * Drizzle, db/ imports nothing above it) are lint rules in eslint.config.js; these cases prove that
 * `npm run lint` fails on a violation and stays quiet on the imports the design allows.
 */
let boundaryErrors: Awaited<ReturnType<typeof boundaryLinter>>;

beforeAll(async () => {
  boundaryErrors = await boundaryLinter('server/routes/lintProbe.ts');
}, 60_000);

describe('only repositories (and db/) import drizzle-orm', () => {
  it.each([
    ['server/routes/lintProbe.ts', "import { x } from 'drizzle-orm';"],
    ['server/routes/lintProbe.ts', "import { x } from 'drizzle-orm/pg-core';"],
    ['server/services/lintProbe.ts', "import { x } from 'drizzle-orm';"],
    ['server/services/mail/lintProbe.ts', "import type { x } from 'drizzle-orm';"],
    ['server/plugins/lintProbe.ts', "import { x } from 'drizzle-orm';"],
    ['server/lintProbe.ts', "import { x } from 'drizzle-orm';"],
  ])('rejects in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([expect.stringMatching(/Only server\/repositories/)]);
  });

  it.each([
    ['server/repositories/lintProbe.ts', "import { x } from 'drizzle-orm';"],
    ['server/db/lintProbe.ts', "import { x } from 'drizzle-orm/pglite';"],
    ['server/db/schema/lintProbe.ts', "import { x } from 'drizzle-orm/pg-core';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([]);
  });
});

describe('routes and plugins call services, never repositories', () => {
  it.each([
    ['server/routes/lintProbe.ts', "import { x } from '../repositories/clients';"],
    ['server/routes/lintProbe.ts', "import type { x } from '../repositories/clients';"],
    ['server/plugins/lintProbe.ts', "import { x } from '../repositories/accessLog';"],
  ])('rejects in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([expect.stringMatching(/never repositories/)]);
  });

  it.each([
    ['server/routes/lintProbe.ts', "import { x } from '../services/clients';"],
    ['server/plugins/lintProbe.ts', "import type { x } from '../services/auth';"],
    ['server/services/lintProbe.ts', "import { x } from '../repositories/clients';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([]);
  });
});

describe('server/db imports nothing above it', () => {
  it.each([
    ['server/db/schema/lintProbe.ts', "import { x } from '../../services/clients';"],
    ['server/db/schema/lintProbe.ts', "import { x } from '../../repositories/clients';"],
    ['server/db/lintProbe.ts', "import { x } from '../routes/clients';"],
    ['server/db/lintProbe.ts', "import { x } from '../plugins/session';"],
    ['server/db/schema/lintProbe.ts', "import { x } from '../../contract/clients';"],
  ])('rejects in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toHaveLength(1);
  });

  it.each([
    ['server/db/schema/lintProbe.ts', "import { x } from '../../contract/constants';"],
    ['server/db/schema/lintProbe.ts', "import { x } from './salons';"],
    ['server/db/lintProbe.ts', "import { x } from './schema/index';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([]);
  });
});
