import { createSandboxPix } from '../server/infra/pix/sandboxPix';
import { parsePix } from 'pix-utils';
const p = createSandboxPix('x'.repeat(32));
const r = await p.createCharge({ reference: '1:2', amountCents: 2050, description: 'Sinal Salão Bela', merchantName: 'Salão Bela Vista da Praia Grande', merchantCity: 'São Paulo', expiresAt: new Date() });
console.log(r);
if (r.status === 'created') console.log(parsePix(r.brCode));
const n = p.paidNotice({ chargeId: 'a', reference: '1:2', amountCents: 5 });
console.log(p.readNotice(n.body, n.headers), p.readNotice(n.body + ' ', n.headers));
