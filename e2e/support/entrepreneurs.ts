import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, getJson, tokenOf } from './api';
import { choosePasswordByMail, createMenteeLackingInterests } from './people';

export interface Entrepreneur {
  userId: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A new member with entrepreneur info, as the platform makes one: an admin registers her, she sets her password
 * through the recovery mail, and saves her business from her own profile (PUT /api/users/emprendeInfo/{userId}/).
 */
export async function createEntrepreneur(
  request: APIRequestContext,
  person: { name: string; lastName: string; email: string; businessName: string },
): Promise<Entrepreneur> {
  const password = 'Emprende-2026!';
  const admin = await tokenOf(request, 'admin@enlaza.test');
  const userId = await createMenteeLackingInterests(request, admin, {
    name: person.name,
    lastName: person.lastName,
    email: person.email,
    company: person.businessName,
  });

  const token = await choosePasswordByMail(request, person.email, password);
  const industries = await getJson<{ industryId: string }[]>(request, token, '/api/users/metadata/industries');
  const saved = await request.put(`/api/users/emprendeInfo/${userId}/`, {
    headers: bearer(token),
    data: {
      businessName: person.businessName,
      rut: '15.234.567-4',
      commune: 'Valparaíso',
      businessRegion: 'Región de Valparaíso',
      businessCommune: 'Viña del Mar',
      description: 'Productos hechos a mano en la región.',
      industry: industries[0]!.industryId,
      age: 'FROM_1_TO_3',
      stage: 'SELLING',
      challenge: 'Vender fuera de la región.',
      expectations: 'Ordenar mis costos.',
      productExpectations: 'Conocer a otras emprendedoras.',
      contactMethod: 'EMAIL',
      ods: [8],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { userId, email: person.email, password, token };
}
