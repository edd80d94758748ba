import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import { salons } from '../../../server/db/schema/index';
import { json, type TestApp } from '../support/harness';
import { staffMember } from '../support/roleHelpers';
import { actAs, expectStatus, type Actor } from '../support/salonHelpers';

/**
 * Issue 30 item 1: the salon's Pix key (the static QR code at checkout). The four fields travel together; each
 * key type is checked and stored as the DICT writes it (services/pixKey.ts).
 */
describe("the salon's Pix key (/salons/{id}/settings)", () => {
  let t: TestApp;
  let as: Actor;
  let desk: Actor;
  let pro: Actor;
  beforeAll(async ({ t: fileT, owner, as: fileAs }) => {
    t = fileT;
    as = fileAs;
    desk = actAs(t.app, await staffMember(t, owner, 'front_desk', 'Rita Recepção'));
    pro = actAs(t.app, await staffMember(t, owner, 'professional', 'Bruno Barbeiro'));
  });

  const patch = (salon: Record<string, unknown>, who = as, lang = 'pt-BR') =>
    t.app.inject({ method: 'PATCH', url: `/v1/salons/${as.salonId}/settings`, headers: { ...who.headers, 'accept-language': lang }, payload: { salon } });
  const read = async () => json<SalonSettingsWire>(expectStatus(await as.get('/salons/:salonId/settings'), 200));
  /** The four columns as the database holds them. */
  const stored = async () => {
    const [row] = await t.database.db
      .select({ key: salons.pixKey, type: salons.pixKeyType, name: salons.pixReceiverName, city: salons.pixReceiverCity })
      .from(salons)
      .where(eq(salons.id, as.salonId));
    return row;
  };
  const receiver = { pix_receiver_name: 'Salão da Ana', pix_receiver_city: 'São Paulo' };
  const withKey = (type: unknown, key: unknown) => ({ pix_key_type: type, pix_key: key, ...receiver });
  const errorsOf = async (salon: Record<string, unknown>, lang = 'pt-BR') => json<Record<string, string[]>>(expectStatus(await patch(salon, as, lang), 422));

  it('reads the four fields null until the owner sets them', async () => {
    expect(await read()).toMatchObject({ pix_key: null, pix_key_type: null, pix_receiver_name: null, pix_receiver_city: null });
  });

  it.each([
    ['cpf', ['529.982.247-25', '52998224725', ' 529 982 247 25 '], '52998224725'],
    ['cnpj', ['11.222.333/0001-81', '11222333000181', '11.222.333.0001-81'], '11222333000181'],
    ['phone', ['+55 11 98765-4321', '(11) 98765-4321', '11987654321', '5511987654321', '+5511987654321'], '+5511987654321'],
    ['email', ['Pix@Salao.com.br', '  pix@salao.com.br '], 'pix@salao.com.br'],
    ['evp', ['123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'], '123e4567-e89b-12d3-a456-426614174000'],
  ])('accepts a %s key in each spelling and stores it canonical', async (type, spellings, canonical) => {
    for (const spelling of spellings) {
      const saved = json<SalonSettingsWire>(expectStatus(await patch(withKey(type, spelling)), 200));
      expect(saved, spelling).toMatchObject({ pix_key: canonical, pix_key_type: type, ...receiver });
      expect(await stored(), spelling).toEqual({ key: canonical, type, name: 'Salão da Ana', city: 'São Paulo' });
    }
    expect(await read()).toMatchObject({ pix_key: canonical, pix_key_type: type });
  });

  it('takes an e-mail of 77 characters, a name of 25 and a city of 15 (accents count as one letter, kept as typed)', async () => {
    const email = `${'a'.repeat(64)}@salao.com.br`;
    expect(email).toHaveLength(77);
    const name = 'Estética Conceição Beleza';
    expect([...name]).toHaveLength(25);
    const salon = { pix_key_type: 'email', pix_key: email, pix_receiver_name: `  ${name}  `, pix_receiver_city: 'São José do Rio' };
    expect(json<SalonSettingsWire>(expectStatus(await patch(salon), 200))).toMatchObject({ pix_key: email, pix_receiver_name: name, pix_receiver_city: 'São José do Rio' });
  });

  it.each([
    ['a CPF with a wrong check digit', withKey('cpf', '529.982.247-24'), { pix_key: ['CPF inválido: confira os 11 dígitos.'] }],
    ['a CPF of one digit repeated', withKey('cpf', '111.111.111-11'), { pix_key: ['CPF inválido: confira os 11 dígitos.'] }],
    ['a CPF of 10 digits', withKey('cpf', '5299822472'), { pix_key: ['CPF inválido: confira os 11 dígitos.'] }],
    ['a CNPJ with a wrong check digit', withKey('cnpj', '11.222.333/0001-82'), { pix_key: ['CNPJ inválido: confira os 14 dígitos.'] }],
    ['a CNPJ of one digit repeated', withKey('cnpj', '00000000000000'), { pix_key: ['CNPJ inválido: confira os 14 dígitos.'] }],
    ['a landline', withKey('phone', '(11) 3456-7890'), { pix_key: ['Celular inválido: digite o DDD e os 9 dígitos do celular, como (11) 98765-4321.'] }],
    ['a short mobile', withKey('phone', '11 98765-432'), { pix_key: [expect.stringContaining('Celular inválido')] }],
    ['a DDD with a 0', withKey('phone', '(10) 98765-4321'), { pix_key: [expect.stringContaining('Celular inválido')] }],
    ['a foreign number', withKey('phone', '+1 415 555 2671'), { pix_key: [expect.stringContaining('Celular inválido')] }],
    ['an e-mail of 78 characters', withKey('email', `${'a'.repeat(65)}@salao.com.br`), { pix_key: ['E-mail inválido: confira o endereço (até 77 caracteres).'] }],
    ['an e-mail without @', withKey('email', 'pix.salao.com.br'), { pix_key: [expect.stringContaining('E-mail inválido')] }],
    ['a random key without its dashes', withKey('evp', '123e4567e89b12d3a456426614174000'), { pix_key: ['Chave aleatória inválida: cole a chave de 32 letras e números com os hífens.'] }],
    ['a random key cut short', withKey('evp', '123e4567-e89b-12d3-a456-42661417400'), { pix_key: [expect.stringContaining('Chave aleatória inválida')] }],
    ['a key with no type', withKey(null, '52998224725'), { pix_key_type: ['Escolha o tipo da chave Pix: CPF, CNPJ, celular, e-mail ou chave aleatória.'] }],
    ['a key of an unknown type', withKey('boleto', '52998224725'), { pix_key_type: [expect.stringContaining('Escolha o tipo da chave Pix')] }],
    ['a name of 26 characters', { ...withKey('cpf', '52998224725'), pix_receiver_name: 'x'.repeat(26) }, { pix_receiver_name: ['O nome de quem recebe pode ter até 25 caracteres.'] }],
    ['a city of 16 characters', { ...withKey('cpf', '52998224725'), pix_receiver_city: 'São José dos Cam' }, { pix_receiver_city: ['A cidade pode ter até 15 caracteres.'] }],
    [
      'a key alone, without name and city',
      { pix_key_type: 'cpf', pix_key: '52998224725' },
      { pix_receiver_name: ['Digite o nome de quem recebe o Pix, como aparece no app do banco.'], pix_receiver_city: ['Digite a cidade de quem recebe o Pix.'] },
    ],
    ['a name and city without the key', { ...receiver, pix_key_type: 'cpf' }, { pix_key: ['Digite a chave Pix junto com o tipo, o nome e a cidade.'] }],
    ['a blank name', { ...withKey('cpf', '52998224725'), pix_receiver_name: '   ' }, { pix_receiver_name: [expect.stringContaining('Digite o nome')] }],
  ])('refuses %s with 422 under the field and changes nothing', async (_what, salon, errors) => {
    expectStatus(await patch(withKey('evp', '0f8fad5b-d9cb-469f-a165-70867728950e')), 200);
    const before = await stored();
    expect(await errorsOf(salon)).toEqual(errors);
    expect(await stored()).toEqual(before);
  });

  it('words the refusals in English too, and names every problem at once', async () => {
    expect(await errorsOf(withKey('cpf', '529.982.247-24'), 'en')).toEqual({ pix_key: ['Invalid CPF: check the 11 digits.'] });
    expect(await errorsOf({ pix_key: '529.982.247-24', pix_key_type: 'cpf', pix_receiver_name: 'x'.repeat(26), pix_receiver_city: '', price_change_max_percent: 150 })).toEqual({
      pix_key: [expect.any(String)],
      pix_receiver_name: [expect.any(String)],
      pix_receiver_city: [expect.any(String)],
      price_change_max_percent: [expect.any(String)],
    });
  });

  it('clears all four with the key sent null or empty, whatever type and receiver come with it', async () => {
    const cleared = { key: null, type: null, name: null, city: null };
    expectStatus(await patch(withKey('cpf', '52998224725')), 200);
    expect(json(expectStatus(await patch({ pix_key: '', pix_key_type: 'cpf', ...receiver }), 200))).toMatchObject({ pix_key: null, pix_key_type: null, pix_receiver_name: null, pix_receiver_city: null });
    expect(await stored()).toEqual(cleared);
    expectStatus(await patch(withKey('cpf', '52998224725')), 200);
    expectStatus(await patch({ pix_key: null }), 200);
    expect(await stored()).toEqual(cleared);
  });

  it('keeps the key when a PATCH changes only another setting', async () => {
    expectStatus(await patch(withKey('phone', '(21) 99876-5432')), 200);
    const before = await stored();
    expect(json(expectStatus(await patch({ allow_negative_stock: true }), 200))).toMatchObject({ allow_negative_stock: true, pix_key: '+5521998765432' });
    expectStatus(await patch({ name: 'Salão da Ana' }), 200);
    expect(await stored()).toEqual(before);
  });

  it('lets neither the front desk nor a professional change it', async () => {
    expectStatus(await patch(withKey('cpf', '52998224725')), 200);
    const before = await stored();
    expect((await patch(withKey('email', 'recepcao@salao.com.br'), desk)).statusCode).toBe(403);
    expect((await patch({ pix_key: null }, desk)).statusCode).toBe(403);
    expect((await patch(withKey('email', 'bruno@salao.com.br'), pro)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
