import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { API, server } from '../msw';
import { renderApp } from '../render';

interface SentEvent {
  name: string;
  properties: Record<string, unknown>;
  anonymous_id?: string;
}

/** Records every analytics event the SPA posts, as the API would receive it. */
function captureEvents() {
  const events: SentEvent[] = [];
  server.use(
    http.post(`${API}/events`, async ({ request }) => {
      events.push((await request.json()) as SentEvent);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return events;
}

const planCard = (name: string) => screen.getByRole('article', { name });
const price = (reais: number) => new RegExp(`^R\\$\\s?${reais}[,.]00$`);

describe('pricing page', () => {
  it('shows monthly prices first and switches to the annual ones', async () => {
    const events = captureEvents();
    renderApp('/precos');
    const monthly = await screen.findByRole('button', { name: 'Mensal' });
    const annual = screen.getByRole('button', { name: 'Anual' });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('economize até 20%')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Preços — Agendei'));

    for (const [name, reais] of [['Solo', 39], ['Team', 79], ['Big', 159]] as const) {
      const card = planCard(name);
      expect(within(card).getByText(price(reais))).toBeInTheDocument();
      expect(within(card).getByText('/mês')).toBeInTheDocument();
      expect(within(card).getByText('cobrado mensalmente')).toBeInTheDocument();
      expect(within(card).getByText('30 dias grátis')).toBeInTheDocument();
    }
    expect(within(planCard('Team')).getByText('Mais popular')).toBeInTheDocument();

    await userEvent.click(annual);
    expect(annual).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    for (const [name, reais] of [['Solo', 31], ['Team', 63], ['Big', 143]] as const) {
      const card = planCard(name);
      expect(within(card).getByText(price(reais))).toBeInTheDocument();
      expect(within(card).getByText('cobrado anualmente')).toBeInTheDocument();
      expect(within(card).queryByText('cobrado mensalmente')).not.toBeInTheDocument();
    }
    expect(within(planCard('Solo')).getByText(/R\$\s?372,00 por ano · economize R\$\s?96,00/)).toBeInTheDocument();
    // The cycle goes on to sign-up, which gives it to the new salon.
    expect(within(planCard('Team')).getByRole('link', { name: /Team/ })).toHaveAttribute('href', '/cadastrar?plan=2&billing=annual');
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ name: 'pricing.billing_toggle', properties: { billing: 'annual' } });
  });

  it('lists each plan with its features', async () => {
    renderApp('/precos');
    const solo = await screen.findByRole('article', { name: 'Solo' });
    expect(within(solo).getByText('Ideal para quem trabalha sozinho')).toBeInTheDocument();
    expect(within(solo).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 profissional', 'Agenda', 'Clientes ilimitados', 'Relatórios']);
    expect(within(planCard('Team')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '5 profissionais',
      'Agenda',
      'Clientes ilimitados',
      'Relatórios de venda',
      'Relatórios de comissão',
    ]);
    expect(within(planCard('Big')).getByText('Ideal para grandes estabelecimentos')).toBeInTheDocument();
    expect(within(planCard('Big')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Profissionais ilimitados',
      'Agenda',
      'Clientes ilimitados',
      'Todos os relatórios',
    ]);
  });

  it.each([
    [1, 'Solo'],
    [2, 'Team'],
    [3, 'Big'],
  ])('the %s plan button links to sign-up with plan=%s and reports the click', async (id, name) => {
    const events = captureEvents();
    const { router } = renderApp('/precos');
    const link = await screen.findByRole('link', { name: `Começar grátis com o plano ${name}` });
    expect(link).toHaveAttribute('href', `/cadastrar?plan=${id}`);
    expect(link).toHaveTextContent('Começar grátis');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe(`?plan=${id}`));
    expect(router.state.location.pathname).toBe('/cadastrar');
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ name: 'pricing.plan_click', properties: { plan: id, billing: 'monthly' } });
  });

  it('reports the billing chosen when a plan is picked after switching to annual', async () => {
    const events = captureEvents();
    renderApp('/precos');
    await userEvent.click(await screen.findByRole('button', { name: 'Anual' }));
    await userEvent.click(screen.getByRole('link', { name: 'Começar grátis com o plano Team' }));
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events[1]).toMatchObject({ name: 'pricing.plan_click', properties: { plan: 2, billing: 'annual' } });
  });
});

describe('landing page', () => {
  it('sends the hero call to action to sign-up and reports the click', async () => {
    const events = captureEvents();
    const { router } = renderApp('/');
    const hero = await screen.findByRole('region', { name: 'A agenda do seu salão, organizada de verdade' });
    expect(hero).toHaveClass('landing-hero');
    await waitFor(() => expect(document.title).toBe('Agendei — agenda online para salões e barbearias'));
    const cta = within(hero).getByRole('link', { name: 'Experimente grátis' });
    expect(cta).toHaveAttribute('href', '/cadastrar');
    // The prerendered landing (no React) reports clicks from these attributes.
    expect(cta).toHaveAttribute('data-track', 'landing.cta_click');
    expect(JSON.parse(cta.getAttribute('data-track-props') ?? '{}')).toEqual({ cta: 'hero_signup' });
    expect(within(hero).getByRole('link', { name: /Ver planos e preços/ })).toHaveAttribute('href', '/precos');
    await userEvent.click(cta);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastrar'));
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ name: 'landing.cta_click', properties: { cta: 'hero_signup' } });
    expect(typeof events[0].anonymous_id).toBe('string');
  });

  it('shows the four selling points and the devices section, and reports the final pricing link', async () => {
    const events = captureEvents();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Agende em segundos' })).toBeInTheDocument();
    for (const title of ['Histórico de cada cliente', 'Relatórios de vendas', 'Lembretes contra faltas', 'Funciona em qualquer aparelho']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const final = screen.getByRole('region', { name: 'Pronto para organizar a agenda do seu salão?' });
    expect(within(final).getByRole('link', { name: 'Criar minha conta grátis' })).toHaveAttribute('href', '/cadastrar');
    await userEvent.click(within(final).getByRole('link', { name: 'Comparar planos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/precos'));
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ name: 'landing.cta_click', properties: { cta: 'final_pricing' } });
  });
});

describe('English', () => {
  it('renders the pricing page in English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/precos');
    expect(await screen.findByRole('heading', { name: 'A plan for every size of salon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monthly' })).toBeInTheDocument();
    expect(screen.getByText('save up to 20%')).toBeInTheDocument();
    const team = planCard('Team');
    expect(within(team).getByText('Ideal for small salons')).toBeInTheDocument();
    expect(within(team).getByText('billed monthly')).toBeInTheDocument();
    expect(within(team).getByText(price(79))).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Start free with the Team plan' })).toHaveAttribute('href', '/cadastrar?plan=2');
    await waitFor(() => expect(document.title).toBe('Pricing — Agendei'));
  });

  it('renders the landing hero in English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/');
    const hero = await screen.findByRole('region', { name: "Your salon's schedule, truly organized" });
    expect(within(hero).getByRole('link', { name: 'Try it free' })).toHaveAttribute('href', '/cadastrar');
  });
});

describe('legal pages', () => {
  it('shows the terms of use with the last update and the contact address', async () => {
    renderApp('/termos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de uso' })).toBeInTheDocument();
    expect(screen.getByText('21/11/2026')).toBeInTheDocument();
    expect(screen.getByText(/Cada par de CPF e e-mail pode ter apenas uma conta/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Período de teste gratuito/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contato@agendei.app' })[0]).toHaveAttribute('href', 'mailto:contato@agendei.app');
    await waitFor(() => expect(document.title).toBe('Termos de uso — Agendei'));
  });

  it('shows the privacy policy in English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/privacidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('November 21, 2026')).toBeInTheDocument();
    expect(screen.getByText(/access logs \(IP address, date and time\) for 6 months/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Payment card data/ })).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('shows the lost message with a link home for an unknown path', async () => {
    const { router } = renderApp('/nada/por/aqui');
    expect(await screen.findByRole('heading', { name: 'Ops! Você parece estar perdido' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Voltar para o início' });
    expect(home).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página não encontrada — Agendei'));
    await userEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
