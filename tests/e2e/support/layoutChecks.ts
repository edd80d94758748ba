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

/**
 * Every control a finger may tap that is smaller than `min` px either way (44 px: Apple's and Material's touch
 * size), as 'what WxH'. Measured: buttons, links, inputs, selects, text areas, switches and other ARIA controls
 * (tabs, menu items, options), suggestion rows included. What a finger taps is measured: a checkbox, a radio or a
 * switch is tapped on its label too, so it is the box around both. Left out: what nobody sees (hidden, inside a
 * closed menu), a link inside a sentence (WCAG 2.5.8's inline exception), and the agenda's booked cells, whose
 * height is the time they take (their detail opens from any of them).
 */
export function smallTargets(page: Page, min = 44): Promise<string[]> {
  // Runs in the browser: arrow functions only, nothing from this module's scope.
  return page.evaluate((least) => {
    const CONTROLS = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=tab], [role=menuitem], [role=option], [role=checkbox], [role=radio]';
    const seen = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      }
      return true;
    };
    const inSentence = (el: Element) =>
      el.tagName === 'A' && getComputedStyle(el).display === 'inline' && [...(el.parentElement?.childNodes ?? [])].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const problems: string[] = [];
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (el.closest('.rbc-event') || inSentence(el)) continue;
      const tapped = [el, ...(el instanceof HTMLInputElement && /^(checkbox|radio|file)$/.test(el.type) ? [...(el.labels ?? [])] : [])];
      const boxes = tapped.filter((part) => seen(part)).map((part) => part.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1);
      if (boxes.length === 0) continue;
      const width = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
      const height = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
      if (width + 0.5 >= least && height + 0.5 >= least) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30) || (el as HTMLInputElement).name || el.id;
      const kind = el.tagName.toLowerCase() + (el.getAttribute('type') ? `[${el.getAttribute('type')}]` : '') + (el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '');
      problems.push(`${kind} "${name}" ${Math.round(width)}x${Math.round(height)}`);
    }
    return problems;
  }, min);
}

/**
 * The controls a toast now on screen covers, as 'what (x,y WxH)': any visible button, link, field or switch
 * under a toast, once the toasts have finished sliding in. The agenda's booked cells are left out: the grid
 * fills the screen, and a cell is open to a tap again when the toast goes.
 */
export async function controlsUnderToasts(page: Page): Promise<string[]> {
  const toasts = page.locator('.Toastify__toast');
  await toasts.first().waitFor();
  await expect
    // The toasts' own entrance, not their countdown bar's (which runs until they go).
    .poll(() => page.evaluate(() => [...document.querySelectorAll('.Toastify__toast')].flatMap((t) => t.getAnimations()).filter((a) => a.playState === 'running').length))
    .toBe(0);
  return page.evaluate(() => {
    const CONTROLS = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=switch], [role=tab], [role=menuitem]';
    const seen = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      }
      return true;
    };
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
    const toastBoxes = [...document.querySelectorAll('.Toastify__toast')].map((t) => t.getBoundingClientRect());
    const covered: string[] = [];
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (el.closest('.Toastify') || el.closest('.rbc-event') || !seen(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || !toastBoxes.some((toast) => overlap(toast, box))) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      covered.push(`${el.tagName.toLowerCase()} "${name}" (${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)})`);
    }
    return covered;
  });
}
