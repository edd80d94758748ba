import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { salonSettings } from '../salonFixtures';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const onTrial = (fields: Parameters<typeof salonSettings>[0]) => http.get(`${API}/salons/42/settings`, () => HttpResponse.json(salonSettings(fields)));

async function bannerOn(fields: Parameters<typeof salonSettings>[0]) {
  server.use(onTrial(fields));
  renderApp('/clients', { signedIn: true });
  await screen.findByRole('heading', { name: 'Clientes' });
}

describe("the trial's banner", { timeout: 20_000 }, () => {
  it('counts the days left in the trial’s last week, with the way to the plans', async () => {
    await bannerOn({ trial_ends_at: now() + 3 * DAY - 60 });
    const text = await screen.findByText(/Seu teste gratuito termina em 3 dias\./);
    expect(text.closest('[role="status"]')).toHaveTextContent('Seu teste gratuito termina em 3 dias. Assine um plano para continuar usando o Agendei sem interrupção.Ver planos');
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/meu-salao/plano');
  });

  it('says one day in the singular', async () => {
    await bannerOn({ trial_ends_at: now() + 3600 });
    expect(await screen.findByText(/Seu teste gratuito termina em 1 dia\./)).toBeInTheDocument();
  });

  it('says the trial ended, and that the data can still be read', async () => {
    await bannerOn({ trial_ends_at: now() - 2 * DAY });
    expect(await screen.findByText(/Seu teste gratuito terminou: você ainda vê seus dados/)).toBeInTheDocument();
  });

  it('says nothing earlier in the trial', async () => {
    await bannerOn({ trial_ends_at: now() + 20 * DAY });
    await waitFor(() => expect(screen.queryByText(/teste gratuito/)).not.toBeInTheDocument());
  });

  it('says nothing to a subscribed salon whose trial is long over', async () => {
    await bannerOn({ trial_ends_at: now() - 40 * DAY, subscribed_until: now() + 300 * DAY });
    await screen.findByRole('heading', { name: 'Clientes' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/teste gratuito/)).not.toBeInTheDocument();
  });

  it('after a refused renewal, says until when everything keeps working, with the way to update the card', async () => {
    const grace = new Date(2026, 11, 3, 12).getTime() / 1000;
    await bannerOn({ trial_ends_at: now() - 60 * DAY, subscribed_until: now() - DAY, grace_until: Math.max(grace, now() + DAY) });
    const expected = new Date(Math.max(grace, now() + DAY) * 1000).toLocaleDateString('pt-BR');
    expect(await screen.findByText(`Não conseguimos cobrar a renovação do seu plano. Tudo continua funcionando até ${expected}: atualize o cartão para nada parar.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atualizar cartão' })).toHaveAttribute('href', '/meu-salao/plano');
  });

  it('says a subscription that ran out has ended', async () => {
    await bannerOn({ trial_ends_at: now() - 60 * DAY, subscribed_until: now() - DAY, grace_until: now() - 1000 });
    expect(await screen.findByText(/Sua assinatura terminou: você ainda vê seus dados/)).toBeInTheDocument();
  });
});
