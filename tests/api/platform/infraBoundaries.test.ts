import { beforeAll, describe, expect, it } from 'vitest';
import { boundaryLinter } from '../../lintProbe';

/**
 * server/infra (issue 27 item 4) holds the infrastructure the services stand on; it keeps their rule (rows through
 * repositories, never drizzle-orm), and server/db stays below it. Proved with the eslint.config.js `npm run lint`
 * reads, as tests/api/platform/lintBoundaries.test.ts does for the other folders.
 */
let boundaryErrors: Awaited<ReturnType<typeof boundaryLinter>>;
beforeAll(async () => {
  boundaryErrors = await boundaryLinter('server/infra/lintProbe.ts');
}, 60_000);

describe('server/infra follows the services: no drizzle-orm', () => {
  it.each([
    ['server/infra/lintProbe.ts', "import { x } from 'drizzle-orm';"],
    ['server/infra/mail/lintProbe.ts', "import type { x } from 'drizzle-orm/pg-core';"],
  ])('%s: %s is refused', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([expect.stringContaining('Only server/repositories')]);
  });

  it('may read rows through a repository', async () => {
    expect(await boundaryErrors("import { x } from '../repositories/outbox';", 'server/infra/lintProbe.ts')).toEqual([]);
  });
});

describe('server/db imports nothing of server/infra', () => {
  it.each([
    ['server/db/lintProbe.ts', "import { x } from '../infra/salonCaches';"],
    ['server/db/schema/lintProbe.ts', "import { x } from '../../infra/mail/mailer';"],
  ])('%s: %s is refused', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([expect.stringContaining('server/db imports nothing above it')]);
  });
});
