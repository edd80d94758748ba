/**
 * The agenda's grid (issue 27): everything that touches react-big-calendar and its drag-and-drop add-on lives in
 * this folder, and the rest of the agenda takes only what is exported here (lint holds it to that, eslint.config.js).
 * The library is pinned to an exact version in package.json; tests/web/agenda/agendaGridContract.test.ts lists what of
 * its internals this folder relies on, and fails when an upgrade changes it.
 *
 * src/app/router.tsx imports dragAndDrop.ts itself: importing it through here would put the grid (and its CSS)
 * in the app's first chunk.
 */
export { AgendaGrid, type AgendaGridProps } from './AgendaGrid';
export { STEP_MINUTES } from './useEmptySlotClick';
export { firstHour } from './calendarGrid';
export { ProfessionalAvatar } from './ResourceHeader';
