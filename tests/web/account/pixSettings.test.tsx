import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import { callsTo, seed, sentTo } from '../mocks';
import { API, server } from '../msw';
import { renderApp } from '../render';
import { salonSettings } from '../salonFixtures';

/** The `salon` of every PATCH the server received, oldest first. */
const patches = () => sentTo('PATCH', '/salons/42/settings').map((body) => body?.salon as Record<string, unknown>);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const pixOnly = (salon: Record<string, unknown> | undefined) =>
  salon && { pix_key: salon.pix_key, pix_key_type: salon.pix_key_type, pix_receiver_name: salon.pix_receiver_name, pix_receiver_city: salon.pix_receiver_city };

async function openPix(settings: Partial<SalonSettingsWire> = {}) {
  seed({ settings: salonSettings(settings) });
  renderApp('/meu-salao/perfil', { signedIn: true });
  return within(await screen.findByRole('region', { name: 'Pix' }));
}

/** Chooses the type and types the key, the receiver's name and city. */
async function fillPix(pix: ReturnType<typeof within>, type: string, key: string, name = 'Salão da Ana', city = 'São Paulo') {
  await userEvent.selectOptions(pix.getByLabelText('Tipo de chave'), type);
  await userEvent.type(pix.getByLabelText('Chave Pix'), key);
  await userEvent.type(pix.getByLabelText('Nome de quem recebe'), name);
  await userEvent.type(pix.getByLabelText('Cidade de quem recebe'), city);
}

// The profile page types through several fields, character by character: slow on a 2-core machine.
describe("the salon's Pix key (/meu-salao/perfil)", { timeout: 45_000 }, () => {
  it('saves a CPF key with its receiver: the PATCH carries the four fields', async () => {
    const pix = await openPix();
    expect(pix.getByText('O QR Code Pix aparece no caixa com o valor exato da venda.')).toBeInTheDocument();
    expect(pix.getByLabelText('Chave Pix')).toHaveAttribute('placeholder', 'Escolha o tipo de chave primeiro');
    await userEvent.selectOptions(pix.getByLabelText('Tipo de chave'), 'CPF');
    expect(pix.getByLabelText('Chave Pix')).toHaveAttribute('placeholder', '000.000.000-00');
    await fillPix(pix, 'CPF', '529.982.247-25');
    expect(pix.getByText('Como aparece no app do banco do cliente (12 de 25 caracteres).')).toBeInTheDocument();
    await save();

    expect(await screen.findByText('Perfil do salão salvo!')).toBeInTheDocument();
    expect(patches().map(pixOnly)).toEqual([{ pix_key: '529.982.247-25', pix_key_type: 'cpf', pix_receiver_name: 'Salão da Ana', pix_receiver_city: 'São Paulo' }]);
  });

  it('catches a wrong CPF and a missing city before sending, under each field', async () => {
    const pix = await openPix();
    await fillPix(pix, 'CPF', '529.982.247-24', 'Salão da Ana', ' ');
    await save();
    expect(await pix.findByText('CPF inválido: confira os 11 dígitos.')).toBeInTheDocument();
    expect(pix.getByText('Digite a cidade de quem recebe o Pix.')).toBeInTheDocument();
    expect(pix.getByLabelText('Chave Pix')).toHaveAccessibleDescription('CPF inválido: confira os 11 dígitos.');
    expect(patches()).toEqual([]);
  });

  it('asks for the type of a key typed without one, and the key when only the receiver is filled', async () => {
    const pix = await openPix();
    await userEvent.type(pix.getByLabelText('Chave Pix'), 'pix@salao.com.br');
    await save();
    expect(await pix.findByText('Escolha o tipo da chave Pix: CPF, CNPJ, celular, e-mail ou chave aleatória.')).toBeInTheDocument();
    await userEvent.clear(pix.getByLabelText('Chave Pix'));
    await userEvent.type(pix.getByLabelText('Nome de quem recebe'), 'Ana');
    await save();
    expect(await pix.findByText('Digite a chave Pix, ou toque em Remover chave Pix.')).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it("shows the server's refusal under the key and keeps what was typed", async () => {
    const refusal = 'Celular inválido: digite o DDD e os 9 dígitos do celular, como (11) 98765-4321.';
    server.use(http.patch(`${API}/salons/42/settings`, () => HttpResponse.json({ pix_key: [refusal] }, { status: 422 })));
    const pix = await openPix();
    await fillPix(pix, 'Celular', '(11) 98765-4321');
    await save();
    expect(await pix.findByText(refusal)).toBeInTheDocument();
    expect(pix.getByLabelText('Chave Pix')).toHaveValue('(11) 98765-4321');
    expect(callsTo('PATCH /salons/42/settings')).toHaveLength(1);
  });

  it('shows a saved key as people read it, and removes the four at once', async () => {
    const pix = await openPix({ pix_key: '+5511987654321', pix_key_type: 'phone', pix_receiver_name: 'Ana Souza', pix_receiver_city: 'Campinas' });
    expect(pix.getByLabelText('Tipo de chave')).toHaveDisplayValue('Celular');
    expect(pix.getByLabelText('Chave Pix')).toHaveValue('+55 11 98765-4321');
    expect(pix.getByLabelText('Nome de quem recebe')).toHaveValue('Ana Souza');
    await userEvent.click(pix.getByRole('button', { name: 'Remover chave Pix' }));
    expect(pix.getByLabelText('Chave Pix')).toHaveValue('');
    expect(pix.queryByRole('button', { name: 'Remover chave Pix' })).not.toBeInTheDocument();
    await save();
    expect(await screen.findByText('Perfil do salão salvo!')).toBeInTheDocument();
    expect(patches().map(pixOnly)).toEqual([{ pix_key: '', pix_key_type: null, pix_receiver_name: '', pix_receiver_city: '' }]);
  });
});
