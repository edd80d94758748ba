import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What "looks finished" means in a test, so a screenshot is not the only witness: the page does not scroll
 * sideways, nothing of the page's content sits under the top bar, no table cell cuts its text, and the page's
 * main heading is on screen. Returns one line per problem (empty when the screen is fine).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  // Runs in the browser: arrow functions only, nothing from this module's scope.
  return page.evaluate(() => {
    const problems: string[] = [];
    const label = (el: Element) => {
      const classes = [...el.classList].slice(0, 3).join('.');
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    // Text, pictures and controls: a section's background may run under a transparent bar, its content may not.
    const MEDIA = new Set(['IMG', 'SVG', 'INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'VIDEO', 'CANVAS']);
    const isContent = (el: Element) =>
      MEDIA.has(el.tagName.toUpperCase()) || [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
    // What of an element a person can see: its box cut by every scrolling or clipping box around it. An agenda
    // event scrolled out of the calendar's own scroll area has a box above that area (maybe behind the bar),
    // but nobody sees it there.
    const visibleBox = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const outer = box.getBoundingClientRect();
        left = Math.max(left, outer.left);
        top = Math.max(top, outer.top);
        right = Math.min(right, outer.right);
        bottom = Math.min(bottom, outer.bottom);
      }
      return { left, top, right, bottom };
    };

    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways: ${scrollWidth} px wide in ${window.innerWidth} px`);

    const bar = document.querySelector('header');
    const main = document.querySelector('main');
    const barBox = bar?.getBoundingClientRect();
    if (barBox && main) {
      for (const el of main.querySelectorAll('*')) {
        if (!isContent(el) || !shown(el)) continue;
        const box = visibleBox(el);
        const across = Math.min(box.right, barBox.right) - Math.max(box.left, barBox.left);
        const down = Math.min(box.bottom, barBox.bottom) - Math.max(box.top, barBox.top);
        if (across > 1 && down > 1) problems.push(`under the top bar: ${label(el)}`);
      }
    }

    // The cell's own box must hold its text; an ellipsis set on an element inside a cell (a long name) is left to the design.
    for (const cell of document.querySelectorAll('td, th')) {
      if (shown(cell) && cell.scrollWidth > cell.clientWidth + 1) problems.push(`text cut off in a table cell: ${label(cell)}`);
    }
    // A table wider than its box hides columns behind a sideways scroll.
    for (const table of document.querySelectorAll('table')) {
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        if (clips(box)) problems.push(`a table scrolls sideways inside ${label(box)}`);
      }
    }

    const heading = main?.querySelector('h1') ?? document.querySelector('h1');
    if (!heading || !shown(heading)) problems.push('no visible main heading (h1)');
    else {
      const box = heading.getBoundingClientRect();
      if (box.top < (barBox?.bottom ?? 0) - 1 || box.bottom > window.innerHeight) problems.push(`the main heading is off screen: ${label(heading)}`);
    }
    return problems;
  });
}

export async function expectLooksFinished(page: Page) {
  expect(await layoutProblems(page)).toEqual([]);
}
