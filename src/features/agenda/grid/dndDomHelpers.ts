// What react-big-calendar's drag-and-drop add-on takes from dom-helpers' index (vite.config.ts, trimCalendarImports).
// The add-on is CommonJS and requires the whole index, which cannot be tree-shaken: helpers it never calls
// (docs/decisions/41-what-the-agenda-s-download-leaves-out.md). Only these two are read from it
// (lib/addons/dragAndDrop/EventContainerWrapper.js).
import findScrollParent from 'dom-helpers/scrollParent';
import domScrollTop from 'dom-helpers/scrollTop';

/**
 * The add-on asks every column for its scroll parent as the column mounts, and uses it only while an appointment
 * is dragged past the edge of the view. Finding it reads computed styles and sizes up the tree, which made the
 * browser lay out the whole new day in the middle of React's commit, once per column (decision 39). So the
 * column gets this handle, which looks the parent up the first time a drag reads it: the properties the add-on
 * reads (agendaGridContract.test.tsx holds it to them) and scrollTop() below.
 */
export class LazyScrollParent {
  #node: Element;
  #found: Element | Document | undefined;
  constructor(node: Element) {
    this.#node = node;
  }
  get element(): Element | Document {
    return (this.#found ??= findScrollParent(this.#node as HTMLElement));
  }
  get scrollTop() {
    return (this.element as Element).scrollTop;
  }
  get clientHeight() {
    return (this.element as Element).clientHeight;
  }
  get offsetHeight() {
    return (this.element as HTMLElement).offsetHeight;
  }
  get scrollHeight() {
    return (this.element as Element).scrollHeight;
  }
}

export const scrollParent = (node: Element) => new LazyScrollParent(node);

export function scrollTop(node: Element | Document | Window | LazyScrollParent, value?: number) {
  const target = node instanceof LazyScrollParent ? node.element : node;
  return value === undefined ? domScrollTop(target as Element) : domScrollTop(target as Element, value);
}
