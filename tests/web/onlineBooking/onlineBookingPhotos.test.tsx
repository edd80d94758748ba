import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { EMPLOYEES, onlineBookingSettings, SERVICES } from './onlineBookingFixtures';

const PAGE = '/meu-salao/agendamento-online';
const photo = (name = 'fachada.jpg', type = 'image/jpeg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

async function openPage() {
  seed({ onlineBooking: onlineBookingSettings({ enabled: true, services: SERVICES, employees: EMPLOYEES }) });
  renderApp(PAGE, { signedIn: true });
  await screen.findByLabelText('Endereço da página');
}

describe("the booking page's photos in the settings", { timeout: 20_000 }, () => {
  it("sends the salon's photo as soon as it is picked, shows it, and keeps what was being typed", async () => {
    await openPage();
    // applyAccept off: the check under test is the page's own, not the file dialog's.
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText('Mensagem no topo da página'), 'Bem-vindos');
    expect(screen.getByText('Sem foto')).toBeVisible();
    await user.upload(screen.getByLabelText('Escolher foto'), photo());
    const shown = await screen.findByRole('img', { name: 'Foto do salão' });
    expect(shown).toHaveAttribute('src', expect.stringMatching(/^\/v1\/public\/salons\/salao-da-ana\/photo\?v=k\d+$/));
    expect(sentTo('PUT', '/salons/42/online_booking/photo')).toEqual([{ photo: 'file of 2048 bytes' }]);
    // The form is as it was: the text is still there to save.
    expect(screen.getByLabelText('Mensagem no topo da página')).toHaveValue('Bem-vindos');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Foto do salão' })).not.toBeInTheDocument());
    expect(sentTo('DELETE', '/salons/42/online_booking/photo')).toHaveLength(1);
  });

  it('refuses a file that is not a photo or is too big before sending it, and says why', async () => {
    await openPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Escolher foto'), photo('cardapio.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A foto deve ser uma imagem JPEG, PNG ou WebP.');
    await user.upload(screen.getByLabelText('Escolher foto'), photo('enorme.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('A foto deve ter no máximo 5 MB.');
    expect(sentTo('PUT', '/salons/42/online_booking/photo')).toEqual([]);
  });

  it("shows the server's word under the photo when it refuses the content", async () => {
    server.use(
      http.put(`${API}/salons/:salonId/online_booking/photo`, () => HttpResponse.json({ photo: ['Não conseguimos ler esta foto.'] }, { status: 422 })),
    );
    await openPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Escolher foto'), photo('falsa.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não conseguimos ler esta foto.');
    expect(screen.queryByRole('img', { name: 'Foto do salão' })).not.toBeInTheDocument();
  });

  it("puts each professional's photo beside their name", async () => {
    await openPage();
    const user = userEvent.setup({ applyAccept: false });
    const section = screen.getByRole('region', { name: 'Profissionais que atendem online' });
    await user.upload(within(section).getByLabelText('Escolher foto: Ana Cabeleireira'), photo('ana.png', 'image/png'));
    expect(await within(section).findByRole('img', { name: 'Ana Cabeleireira' })).toHaveAttribute('src', expect.stringMatching(/^\/v1\/public\/salons\/salao-da-ana\/professionals\/3\/photo\?v=k\d+$/));
    expect(sentTo('PUT', '/salons/42/online_booking/employees/3/photo')).toEqual([{ photo: 'file of 2048 bytes' }]);
    expect(within(section).queryByRole('img', { name: 'Bruno Barbeiro' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remover: Ana Cabeleireira' }));
    await waitFor(() => expect(within(section).queryByRole('img', { name: 'Ana Cabeleireira' })).not.toBeInTheDocument());
  });
});
