import { describe, expect, it } from 'vitest';
import { cleanRut, clientPayloadSchema, formatRut, isValidRut, rutExample } from './clients';

describe('Chilean RUT', () => {
  it.each([
    '61.704.000-K', // Codelco
    '61704000-k',
    '97.004.000-5', // Banco de Chile
    '970040005',
    '12.345.678-5',
    '5.126.663-3',
    '11.111.111-1',
    '76123456-0',
  ])('accepts %s by its check digit', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it.each([
    '97.004.000-4',
    '61.704.000-1',
    '12.345.678-K',
    '76.123.456-7',
    '',
    'abc',
    '0-0',
    '1234567890-1',
    '12.345.678',
  ])('rejects %s', (rut) => {
    expect(isValidRut(rut)).toBe(false);
  });

  it('formats for reading, also while typing', () => {
    expect(formatRut('761234567')).toBe('76.123.456-7');
    expect(formatRut('61704000k')).toBe('61.704.000-K');
    expect(formatRut('5126663-3')).toBe('5.126.663-3');
    expect(formatRut('7612')).toBe('761-2');
    expect(formatRut('7')).toBe('7');
    expect(formatRut('')).toBe('');
  });

  it('cleans to the stored form: no dots, hyphen before the check digit', () => {
    expect(cleanRut('76.123.456-7')).toBe('76123456-7');
    expect(cleanRut('61.704.000-k')).toBe('61704000-K');
    expect(cleanRut('970040005')).toBe('97004000-5');
  });
});

describe('client form payload (spec 001 §5)', () => {
  const valid = {
    name: 'Minera Andes',
    rut: '97.004.000-5',
    contact: { name: 'Paula Vera', email: 'Paula.Vera@Andes.CL', phone: '+56 912341234' },
  };
  const firstMessage = (value: unknown) => {
    const result = clientPayloadSchema.safeParse(value);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('cleans the RUT, lowercases the email and drops blank optional fields', () => {
    expect(clientPayloadSchema.parse({ ...valid, businessName: '  ', city: 'Santiago' })).toEqual({
      name: 'Minera Andes',
      rut: '97004000-5',
      city: 'Santiago',
      contact: { name: 'Paula Vera', email: 'paula.vera@andes.cl', phone: '+56 912341234' },
    });
  });

  it.each([
    [{ ...valid, name: '   ' }, 'Ingrese nombre de empresa'],
    [{ ...valid, name: undefined }, 'Ingrese nombre de empresa'],
    [{ ...valid, rut: '97.004.000-4' }, 'Ingrese un rut valido'],
    [{ ...valid, contact: { ...valid.contact, name: '' } }, 'Ingrese nombre de contacto'],
    [{ ...valid, contact: { ...valid.contact, email: '' } }, 'Ingrese un mail de contacto'],
    [{ ...valid, contact: { ...valid.contact, email: 'paula@' } }, 'Ingrese un mail valido'],
    [{ ...valid, contact: { ...valid.contact, phone: '' } }, 'Ingrese telefono de contacto'],
    [{ ...valid, contact: { ...valid.contact, phone: '912341234' } }, 'Ingrese un telefono valido (+56 912341234)'],
    [{ ...valid, contact: { ...valid.contact, phone: '+12345' } }, 'Ingrese un telefono valido (+56 912341234)'],
    [
      { ...valid, contact: { ...valid.contact, phone: '+56  912341234' } },
      'Ingrese un telefono valido (+56 912341234)',
    ],
    [{ ...valid, websiteUrl: 'javascript:alert(1)' }, 'Ingrese una dirección web válida'],
  ])('%o → %s', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('accepts the RUT example shown beside the field', () => {
    expect(clientPayloadSchema.shape.rut.safeParse(rutExample)).toEqual({ success: true, data: cleanRut(rutExample) });
  });

  it('accepts an empty RUT and a web address without scheme', () => {
    const parsed = clientPayloadSchema.parse({ ...valid, rut: '', websiteUrl: 'www.andes.cl' });
    expect(parsed.rut).toBeUndefined();
    expect(parsed.websiteUrl).toBe('https://www.andes.cl');
  });
});
