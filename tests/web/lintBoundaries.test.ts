import { beforeAll, describe, expect, it } from 'vitest';
import { boundaryLinter } from '../lintProbe';

/**
 * The SPA's import boundaries (DESIGN.md section 4) are lint rules in eslint.config.js; these cases prove that
 * `npm run lint` fails on a violation and stays quiet on the imports the design allows.
 */
let boundaryErrors: Awaited<ReturnType<typeof boundaryLinter>>;

beforeAll(async () => {
  boundaryErrors = await boundaryLinter('src/lib/LintProbe.ts');
}, 60_000);

describe('a feature imports another feature only through its public files', () => {
  const file = 'src/features/clients/LintProbe.tsx';

  it.each([
    "import x from '../staff/StaffTable';",
    "import { x } from '../staff/employeeForm';",
    "import { x } from '../catalogue/catalogueApi.internal';",
    "import { x } from '../../features/staff/StaffPage';",
  ])('rejects %s', async (code) => {
    expect(await boundaryErrors(code, file)).toEqual([expect.stringMatching(/another feature/)]);
  });

  it.each([
    "import { x } from '../staff/staffApi';",
    "import { x } from '../auth/authApi';",
    "import { x } from '../salon/sessionSlice';",
    "import { useCan } from '../salon/useCan';",
    "import { useGetSalonSettingsQuery } from '../salon/salonApi';",
    "import { x } from './ClientsTable';",
    "import { x } from '../../lib/money';",
    "import { x } from '../../components/EmptyState';",
  ])('allows %s', async (code) => {
    expect(await boundaryErrors(code, file)).toEqual([]);
  });
});

describe("a feature's sub-folder imports its own feature's folders, and other features only through their public files", () => {
  const file = 'src/features/agenda/page/LintProbe.tsx';

  it.each([
    "import x from '../../staff/StaffTable';",
    "import { x } from '../../../features/staff/StaffPage';",
  ])('rejects %s', async (code) => {
    expect(await boundaryErrors(code, file)).toEqual([expect.stringMatching(/another feature/)]);
  });

  it.each([
    "import { x } from '../../staff/staffApi';",
    "import { useAgendaScope } from '../../salon/agendaScope';",
    "import { x } from '../appointment/AppointmentModal';",
    "import { x } from '../agendaDates';",
    "import { x } from '../../../lib/money';",
  ])('allows %s', async (code) => {
    expect(await boundaryErrors(code, file)).toEqual([]);
  });
});

describe("react-big-calendar is the agenda grid's alone", () => {
  it.each([
    ['src/features/agenda/page/LintProbe.tsx', "import { Calendar } from 'react-big-calendar';"],
    ['src/features/agenda/LintProbe.ts', "import type { View } from 'react-big-calendar';"],
    ['src/features/sales/LintProbe.tsx', "import 'react-big-calendar/lib/css/react-big-calendar.css';"],
    ['src/lib/LintProbe.ts', "import { x } from 'react-big-calendar/lib/utils/TimeSlots';"],
  ])('rejects in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([expect.stringMatching(/agenda\/grid/)]);
  });

  it.each([
    ['src/features/agenda/page/LintProbe.tsx', "import { x } from '../grid/AgendaGrid';"],
    ['src/features/agenda/appointment/LintProbe.tsx', "import { x } from '../grid/localizer';"],
    ['src/features/agenda/LintProbe.ts', "import { x } from './grid/dayLayout';"],
  ])('rejects a grid file taken around its index, in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([expect.stringMatching(/grid\/index/)]);
  });

  it.each([
    ['src/features/agenda/grid/LintProbe.tsx', "import { Calendar } from 'react-big-calendar';"],
    ['src/features/agenda/grid/LintProbe.tsx', "import { x } from './localizer';"],
    ['src/features/agenda/page/LintProbe.tsx', "import { x } from '../grid';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([]);
  });
});

describe('the SPA imports from the server only contract types and the constants module', () => {
  it.each([
    ['src/features/clients/LintProbe.tsx', "import { x } from '../../../server/services/clients';"],
    ['src/features/clients/LintProbe.tsx', "import type { x } from '../../../server/services/clients';"],
    ['src/features/clients/LintProbe.tsx', "import { x } from '../../../server/contract/clients';"],
    ['src/lib/LintProbe.ts', "import { x } from '../../server/db/schema/index';"],
    ['src/app/LintProbe.ts', "import { x } from '../../server/contract/employees';"],
  ])('rejects in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toHaveLength(1);
  });

  it.each([
    ['src/features/clients/LintProbe.tsx', "import type { x } from '../../../server/contract/clients';"],
    ['src/features/clients/LintProbe.tsx', "import { type x } from '../../../server/contract/clients';"],
    ['src/features/clients/LintProbe.tsx', "import { x } from '../../../server/contract/constants';"],
    ['src/lib/LintProbe.ts', "import { x } from '../../server/contract/constants';"],
    ['src/app/LintProbe.ts', "import { can } from '../../server/contract/roles';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([]);
  });
});

describe('features stand on the shared floor, never on app/', () => {
  it.each([
    ['src/features/clients/LintProbe.tsx', "import { x } from '../../app/router';"],
    ['src/features/clients/LintProbe.tsx', "import { createStore } from '../../app/store';"],
    ['src/features/agenda/page/LintProbe.tsx', "import { x } from '../../../app/layouts/AppLayout';"],
    ['src/features/agenda/grid/LintProbe.tsx', "import { x } from '../../../app/SalonClock';"],
  ])('rejects in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([expect.stringMatching(/app\//)]);
  });

  it.each([
    ['src/features/clients/LintProbe.tsx', "import { useAppSelector } from '../../app/hooks';"],
    ['src/features/clients/LintProbe.tsx', "import type { RootState } from '../../app/store';"],
    ['src/features/agenda/page/LintProbe.tsx', "import { useAppDispatch } from '../../../app/hooks';"],
    ['src/features/agenda/page/LintProbe.tsx', "import { useStableCallback } from '../../../hooks/useStableCallback';"],
  ])('allows in %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(code, filePath)).toEqual([]);
  });
});

describe('no import cycle', () => {
  let cycleErrors: Awaited<ReturnType<typeof boundaryLinter>>;
  beforeAll(async () => {
    cycleErrors = await boundaryLinter('src/lib/days.ts', 'import-x/no-cycle');
  }, 60_000);

  // The probe stands in for a real file, so the module it imports really imports it back.
  it('rejects a module importing one that imports it back', async () => {
    expect(await cycleErrors("import { x } from '../features/agenda/agendaDates';", 'src/lib/days.ts')).toEqual([expect.stringMatching(/cycle/i)]);
  });

  it('rejects a longer loop, through a feature and app/', async () => {
    expect(await cycleErrors("import { x } from '../../app/store';", 'src/features/agenda/agendaDates.ts')).toEqual([expect.stringMatching(/cycle/i)]);
  });

  it('allows a module that nothing it imports leads back to', async () => {
    expect(await cycleErrors("import { x } from './salonTime';", 'src/lib/days.ts')).toEqual([]);
  });
});
