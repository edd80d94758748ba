import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from '../support/browser';
import { layoutProblems, smallTargets } from '../support/layoutChecks';

/** The "looks finished" checks catch each fault they name, on small pages built for it (no app server needed). */
describe('the looks-finished checks', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: DESKTOP });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const TOP_BAR = '<header style="position:fixed;top:0;left:0;right:0;height:56px;background:#fff">Salão</header>';
  const show = (body: string) => page.setContent(`<!doctype html><html><body style="margin:0">${body}</body></html>`);

  it('pass a tidy page', async () => {
    await show(`${TOP_BAR}<main style="padding-top:72px"><h1>Clientes</h1>
      <table><tr><th>Nome</th><td>Maria Eduarda dos Santos</td></tr></table></main>`);
    expect(await layoutProblems(page)).toEqual([]);
  });

  it('catch a sideways scroll, content under the top bar, a cut cell, a hidden table column and no heading', async () => {
    await show(`${TOP_BAR}<main style="padding-top:20px"><p>Escondido</p>
      <div style="width:1500px">Largo</div>
      <table style="table-layout:fixed;width:100px"><tr><td style="width:100px;white-space:nowrap;overflow:hidden">Maria Eduarda dos Santos Figueiredo</td>
</tr></table>
      <div style="overflow-x:auto;width:200px"><table style="width:600px"><tr><td>Coluna</td></tr></table></div></main>`);
    const problems = await layoutProblems(page);
    expect(problems).toEqual([
      expect.stringMatching(/^the page scrolls sideways/),
      expect.stringMatching(/^under the top bar: <p> "Escondido"/),
      expect.stringMatching(/^text cut off in a table cell: <td> "Maria Eduarda/),
      expect.stringMatching(/^a table scrolls sideways inside <div> "Coluna"/),
      'no visible main heading (h1)',
    ]);
  });

  it('leave out what a scroll area has scrolled out of sight, but not what it shows under the bar', async () => {
    // The agenda's grid scrolls inside its own box: an event scrolled above that box is out of sight, not hidden by the bar.
    const grid = () => `${TOP_BAR}<main style="padding-top:72px"><h1>Agenda</h1>
      <div id="grid" style="position:relative;height:200px;overflow-y:auto"><div style="height:600px;padding-top:20px"><span>10:00 Ana</span></div></div></main>`;
    await show(grid());
    // Scrolled so that the event's box sits at 20 px from the top of the window, where the bar is.
    await page.evaluate(() => {
      const grid = document.getElementById('grid')!;
      grid.scrollTop = grid.querySelector('span')!.getBoundingClientRect().top - 20;
    });
    expect(await page.evaluate(() => document.querySelector('#grid span')!.getBoundingClientRect().top)).toBeCloseTo(20, 0);
    expect(await layoutProblems(page)).toEqual([]);
    // The same box pulled up under the bar, not scrolled: its text is behind the bar, and that is still caught.
    await show(grid());
    await page.evaluate(() => {
      const grid = document.getElementById('grid')!;
      grid.style.top = `${20 - grid.querySelector('span')!.getBoundingClientRect().top}px`;
    });
    expect(await page.evaluate(() => document.querySelector('#grid span')!.getBoundingClientRect().top)).toBeCloseTo(20, 0);
    expect(await layoutProblems(page)).toContainEqual(expect.stringMatching(/^under the top bar: <span> "10:00 Ana"/));
  });

  it('measure what a finger taps: a checkbox with its label, but not a link inside a sentence nor what is hidden', async () => {
    await show(`<main><h1>Agenda</h1>
      <button style="width:30px;height:30px;padding:0">x</button>
      <button style="width:60px;height:48px">Ok</button>
      <div><input type="checkbox" id="big" style="width:16px;height:16px;margin:0"><label for="big" style="display:inline-block;height:44px;width:100px">Mostrar</label></div>
      <div><input type="checkbox" id="small" style="width:16px;height:16px;margin:0"><label for="small" style="display:inline-block;height:20px;width:100px">Curto</label></div>
      <p>Leia os <a href="/termos">termos</a> antes.</p>
      <div style="display:none"><button>Escondido</button></div></main>`);
    expect(await smallTargets(page)).toEqual(['button "x" 30x30', expect.stringMatching(/^input\[checkbox\] "small" 1\d\dx2\d$/)]);
  });

  it('catch a main heading pushed below the screen', async () => {
    await show(`${TOP_BAR}<main style="padding-top:72px"><div style="height:2000px"></div><h1>Clientes</h1></main>`);
    expect(await layoutProblems(page)).toEqual([expect.stringMatching(/^the main heading is off screen/)]);
  });
});
