// What react-big-calendar's drag-and-drop add-on takes from dom-helpers' index (vite.config.ts, trimCalendarImports).
// The add-on is CommonJS and requires the whole index, which cannot be tree-shaken: about 4 kB gzipped of helpers
// it never calls. Only these two are read from it (lib/addons/dragAndDrop/EventContainerWrapper.js).
export { default as scrollParent } from 'dom-helpers/scrollParent';
export { default as scrollTop } from 'dom-helpers/scrollTop';
