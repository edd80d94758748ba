import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmailText } from '../../../src/components/EmailText';
import { Money } from '../../../src/components/Money';
import i18n from '../../../src/i18n';
import { formatMoney } from '../../../src/lib/money';
import { renderApp } from '../render';

describe('page titles', () => {
  it('names each page in the browser tab, with the brand after it', async () => {
    const { router } = renderApp('/staff', { signedIn: true });
    await waitFor(() => expect(document.title).toBe('Profissionais · Agendei'));
    await router.navigate('/services');
    await waitFor(() => expect(document.title).toBe('Serviços · Agendei'));
    await router.navigate('/clients');
    await waitFor(() => expect(document.title).toBe('Clientes · Agendei'));
  });

  it("leads the spec's misspelt /meu-salao/pefil to /meu-salao/perfil", async () => {
    const { router } = renderApp('/meu-salao/pefil', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-salao/perfil'));
    expect(await screen.findByRole('heading', { name: 'Perfil do salão' })).toBeInTheDocument();
  });

  it('shows the staff, services and clients pages in English after the switch', async () => {
    // Each of these pages reads its own namespace (src/features/<area>/locales), loaded with the page's code.
    const { router } = renderApp('/staff', { signedIn: true });
    expect((await screen.findAllByRole('button', { name: '+ Novo Profissional' }))[0]).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'EN' })[0]);
    expect((await screen.findAllByRole('button', { name: '+ New Professional' }))[0]).toBeInTheDocument();
    expect(screen.getByText('No professionals yet')).toBeInTheDocument();
    await router.navigate('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search for a service')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Category' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Services · Agendei'));
    await router.navigate('/clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search for a client')).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'New Client' }))[0]).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Clients · Agendei'));
  });

  it('names the sign-in page too', async () => {
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Entrar · Agendei'));
  });
});

describe('money in tables and in prose', () => {
  it('shows cents always, in prose and in a table column', () => {
    expect(formatMoney(4500)).toBe('R$\u00a045,00');
    expect(formatMoney(3550)).toBe('R$\u00a035,50');
    expect(formatMoney(0, 'en-US')).toBe('R$\u00a00.00');
  });

  it('renders a table amount right-aligned with tabular digits', () => {
    void i18n.changeLanguage('pt-BR');
    render(
      <p>
        <Money cents={4500} table /> / <Money cents={4500} />
      </p>,
    );
    const cell = screen.getByText(/^R\$\s45,00$/);
    expect(cell).toHaveClass('money-cell');
    expect(screen.getByText(/\/ R\$\s45,00$/)).toBeInTheDocument();
  });
});

describe('e-mail addresses', () => {
  it('offer line breaks only before the @ and the dots, and keep the whole address as the title', () => {
    const { container } = render(<EmailText email="joana.silva@salao.com.br" />);
    const text = container.querySelector('.email-text');
    expect(text).toHaveAttribute('title', 'joana.silva@salao.com.br');
    expect(text?.textContent).toBe('joana.silva@salao.com.br');
    expect(text?.querySelectorAll('wbr')).toHaveLength(4);
  });
});
