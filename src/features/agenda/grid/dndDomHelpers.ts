// What react-big-calendar's drag-and-drop add-on takes from dom-helpers' index (vite.config.ts, trimCalendarImports).
// The add-on is CommonJS and requires the whole index, which cannot be tree-shaken: helpers it never calls
// (docs/decisions/41-what-the-agenda-s-download-leaves-out.md). Only these two are read from it
// (lib/addons/dragAndDrop/EventContainerWrapper.js).
export { default as scrollParent } from 'dom-helpers/scrollParent';
export { default as scrollTop } from 'dom-helpers/scrollTop';
