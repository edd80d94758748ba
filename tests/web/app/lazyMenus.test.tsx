import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';

// The salon menu, the burger's panel and the agenda's modals are chunks loaded when the browser is idle
// (src/hooks/useIdleWanted.ts): a tap that comes first must still open them, once, at the first try.
describe('menus and modals whose code loads after the page', () => {
  it('opens the salon menu on the first tap, as soon as the page shows', async () => {
    renderApp('/clients', { signedIn: true });
    // The first test of the file also pays for loading the page's and the menu's code (a busy machine: seconds).
    const toggle = await within(await screen.findByRole('banner', {}, { timeout: 5000 })).findByRole('button', { name: /Salão/ }, { timeout: 5000 });
    await userEvent.click(toggle);
    expect(await screen.findByRole('menuitem', { name: 'Perfil' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /Salão/, expanded: true })).toBeInTheDocument();
  });

  it("opens the burger's panel with the pages on the first tap", async () => {
    renderApp('/clients', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('link', { name: 'Clientes' })).toBeInTheDocument();
  });

  it("opens the agenda's new-appointment modal on the first tap", async () => {
    renderApp('/agenda', { signedIn: true });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Bloquear horário' }))[0]);
    expect(await screen.findByRole('dialog', { name: 'Bloquear horário' })).toBeInTheDocument();
  });
});
