// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { describe, expect, it } from 'vitest';
import type { Brand } from '../brands';
import { brandLooks } from '../brands';
import { composeMail } from './composeMail';

const enlaza: Brand = {
  id: 'default',
  ...brandLooks.default,
  url: 'https://enlaza.example',
  mailFrom: 'Enlaza <no-responder@enlaza.example>',
  supportEmail: 'coordinacion@enlaza.example',
};
const mentorup: Brand = {
  id: 'second',
  ...brandLooks.second,
  url: 'https://mentorup.example',
  mailFrom: 'MentorUp <no-responder@mentorup.example>',
  supportEmail: 'coordinacion@mentorup.example',
};

const invitation = (brand: Brand) =>
  composeMail({
    brand,
    to: 'ana@example.com',
    subject: 'Te invitamos a participar en Mentoría <2026>',
    name: 'Ana',
    intro: ['Te invitamos a participar en Mentoría <2026> como mentee.'],
    action: {
      lead: 'Para confirmar tu participación abre este enlace:',
      label: 'Confirmar mi participación',
      url: `${brand.url}/confirmar?token=a&b=1`,
    },
    after: ['El enlace vence en 7 días.'],
  });

const bodyOf = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('composeMail', () => {
  it('writes the text greeting first, the address on a line of its own and the brand’s team last', () => {
    expect(invitation(enlaza).text).toBe(
      [
        'Hola Ana:',
        '',
        'Te invitamos a participar en Mentoría <2026> como mentee.',
        'Para confirmar tu participación abre este enlace:',
        'https://enlaza.example/confirmar?token=a&b=1',
        '',
        'El enlace vence en 7 días.',
        '',
        'El equipo de Enlaza',
      ].join('\n'),
    );
    expect(invitation(enlaza)).toMatchObject({ from: enlaza.mailFrom, to: 'ana@example.com' });
  });

  it('says the same in the brand’s HTML layout: its name and colour on top, a button, the contact at the foot', () => {
    const html = invitation(enlaza).html!;
    const page = bodyOf(html);
    expect(page.title).toBe('Te invitamos a participar en Mentoría <2026>');
    expect(page.body.textContent).toContain('Hola Ana:');
    expect(page.body.textContent).toContain('Te invitamos a participar en Mentoría <2026> como mentee.');
    expect(html).not.toContain('<2026>');
    const button = [...page.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Confirmar mi participación');
    expect(button?.getAttribute('href')).toBe('https://enlaza.example/confirmar?token=a&b=1');
    expect(html).toContain('background:#5b2a86');
    expect(page.body.textContent).toContain('El enlace vence en 7 días.');
    expect(page.body.textContent).toContain('El equipo de Enlaza');
    expect(page.querySelector('a[href="mailto:coordinacion@enlaza.example"]')).not.toBeNull();
    expect(html).not.toMatch(/__ENLAZA_MAIL_/);
  });

  it('dresses the second brand in its own name, colour and contact', () => {
    const html = invitation(mentorup).html!;
    const page = bodyOf(html);
    expect(html).toContain('background:#0f6b63');
    expect(html).not.toContain('#5b2a86');
    expect(page.body.textContent).toContain('El equipo de MentorUp');
    expect(page.body.textContent).not.toContain('Enlaza');
    expect(page.querySelector('a[href="mailto:coordinacion@mentorup.example"]')).not.toBeNull();
  });

  it('has no button when the mail asks nothing, and keeps every paragraph in order', () => {
    const mail = composeMail({
      brand: enlaza,
      to: 'ana@example.com',
      subject: 'El email de tu cuenta de Enlaza cambió',
      name: '',
      intro: ['El email de tu cuenta cambió.'],
      after: ['Si no hiciste este cambio, escríbenos.'],
    });
    expect(mail.text).toBe(
      [
        'Hola:',
        '',
        'El email de tu cuenta cambió.',
        '',
        'Si no hiciste este cambio, escríbenos.',
        '',
        'El equipo de Enlaza',
      ].join('\n'),
    );
    const page = bodyOf(mail.html!);
    expect(page.body.textContent).not.toContain('Si el botón no funciona');
    expect([...page.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Hola:',
      'El email de tu cuenta cambió.',
      'Si no hiciste este cambio, escríbenos.',
      'El equipo de Enlaza',
    ]);
  });
});
