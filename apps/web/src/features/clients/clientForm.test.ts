import type { Client } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import { toClientFormValues, toClientPayload } from './clientForm';

describe('client form payload (spec 001 §5)', () => {
  it('leaves out empty values, sends the RUT without dots and the email lowercased', () => {
    expect(
      toClientPayload({
        name: '  Minera Andes ',
        rut: '97.004.000-5',
        businessName: '',
        address: '   ',
        city: 'Santiago',
        contact: { name: 'Paula', email: 'Paula@Andes.CL', phone: '+56 912341234', businessArea: '' },
      }),
    ).toEqual({
      name: 'Minera Andes',
      rut: '97004000-5',
      city: 'Santiago',
      contact: { name: 'Paula', email: 'paula@andes.cl', phone: '+56 912341234' },
    });
  });

  it('omits an empty RUT', () => {
    expect(toClientPayload({ name: 'X', rut: '' })).toEqual({ name: 'X', contact: {} });
  });

  it('shows a stored client with its RUT formatted for reading', () => {
    const client: Client = {
      clientId: 'c1',
      name: 'Minera Andes',
      rut: '97004000-5',
      businessName: null,
      address: null,
      city: null,
      websiteUrl: 'https://andes.cl',
      linkedinUrl: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      contact: {
        name: 'Paula',
        email: 'paula@andes.cl',
        phone: '+56 912341234',
        businessPosition: null,
        businessArea: null,
      },
    };
    expect(toClientFormValues(client)).toMatchObject({
      rut: '97.004.000-5',
      businessName: undefined,
      websiteUrl: 'https://andes.cl',
      contact: { name: 'Paula', businessPosition: undefined },
    });
  });
});
