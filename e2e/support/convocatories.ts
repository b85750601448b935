import { expect, type APIRequestContext } from '@playwright/test';
import type { Convocatory, ConvocatoryType } from '@enlaza/contract';
import { bearer, tokenOf } from './api';

/** Creates a convocatory of the demo client through the admin API, opened unless `status` says otherwise. */
export async function createConvocatory(
  request: APIRequestContext,
  { name, convocatoryType, status = 'OPEN' }: { name: string; convocatoryType: ConvocatoryType; status?: string },
): Promise<Convocatory> {
  const admin = await tokenOf(request, 'admin@enlaza.test');
  // The responsible is a company admin of the client: the demo company admin and her client.
  const companyAdmin = await tokenOf(request, 'empresa@enlaza.test');
  const me = (await (await request.get('/api/users/me', { headers: bearer(companyAdmin) })).json()) as {
    id: string;
    clientId: string;
  };
  const created = await request.post('/api/convocatory', {
    headers: bearer(admin),
    data: {
      name,
      estimatedOpenDate: '2030-03-15',
      estimatedCloseDate: '2030-04-30',
      convocatoryType,
      pairsNumber: convocatoryType === 'EMPRENDE' ? null : 10,
      mentorType: 'INTERNAL',
      clientId: me.clientId,
      responsibleId: me.id,
    },
  });
  expect(created.status()).toBe(201);
  let convocatory = (await created.json()) as Convocatory;
  const actions = status === 'DRAFT' ? [] : status === 'SELECTING' ? ['open', 'close'] : ['open'];
  for (const action of actions) {
    const moved = await request.put(`/api/convocatory/${convocatory.convocatoryId}/${action}`, {
      headers: bearer(admin),
    });
    expect(moved.status()).toBe(200);
    convocatory = (await moved.json()) as Convocatory;
  }
  return convocatory;
}
