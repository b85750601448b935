import { expect, test, type Page } from '@playwright/test';
import { chooseOption, confirmInDialog } from '../support/antd';
import { tokenOf } from '../support/api';
import { ADMIN, MENTEE, MENTOR, pairedProcess, signedInPage } from '../support/chat';
import { mailCount, waitForMail } from '../support/mail';
import { releaseDemoPeople } from '../support/preKickoff';

test.describe.configure({ timeout: 120_000 });

/** The day `days` from today in America/Santiago, as the date picker takes it and as an iCalendar date. */
function santiagoDay(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(Date.now() + days * 86_400_000))
    .split('-');
  return { picker: `${day}/${month}/${year}`, ical: `${year}${month}${day}` };
}

/** An .ics text's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);

async function confirmPopover(page: Page, button: string) {
  await page.locator('.ant-popconfirm').getByRole('button', { name: button }).click();
}

test('scheduling a session mails both members an .ics invitation, and the profile’s private feed lists it', async ({
  browser,
  request,
}) => {
  const token = await tokenOf(request, ADMIN);
  const run = Date.now().toString(36);
  const processName = `Calendario e2e ${run}`;
  const { processId, pairId } = await pairedProcess(request, token, processName);
  try {
    const mentee = await signedInPage(browser, MENTEE);
    await mentee.goto(`/home/process/${pairId}/student`);
    const first = mentee.getByRole('region', { name: 'Primera sesión' });
    await first.getByRole('button', { name: 'Agendar primera sesión' }).click();
    const modal = mentee.getByRole('dialog', { name: 'Agendar primera sesión' });
    const when = santiagoDay(3);
    const day = modal.getByRole('textbox', { name: /Día$/ });
    await day.fill(when.picker);
    await day.press('Enter');
    await chooseOption(modal.getByRole('combobox', { name: 'Hora' }), '10:15', { search: true });
    const since = mailCount();
    await modal.getByRole('button', { name: 'Agendar' }).click();
    const sure = mentee.getByRole('dialog').filter({ hasText: '¿Seguro/a que ambos/as han acordado esta fecha?' });
    await confirmInDialog(sure, 'Confirmar');
    await expect(first.getByText('Agendada')).toBeVisible();

    // Both members get the invitation over SMTP: the partner with the news, the mentee for her own calendar.
    for (const address of [MENTOR, MENTEE]) {
      const mail = await waitForMail(address, since, /^Tu sesión fue agendada$/);
      expect(mail.text).toContain('Adjuntamos la invitación para tu calendario.');
      const ics = mail.attachments.find((a) => a.filename === 'invitacion.ics');
      expect(ics, JSON.stringify(mail.attachments.map((a) => [a.filename, a.contentType]))).toBeDefined();
      const lines = icsLines(ics!.text);
      expect(lines).toContain('METHOD:REQUEST');
      expect(lines).toContain(`DTSTART;TZID=America/Santiago:${when.ical}T101500`);
      expect(lines).toContain('BEGIN:VTIMEZONE');
      expect(lines).toContain('SEQUENCE:0');
      expect(lines.find((l) => l.startsWith('UID:'))).toBe(`UID:session-${pairId}-1@localhost`);
      expect(lines.find((l) => l.startsWith('SUMMARY:'))).toMatch(
        new RegExp(`^SUMMARY:Primera sesión con .+ · ${processName}$`),
      );
      // Mail clients offer to add it from the text/calendar part that goes with the attachment.
      expect(mail.attachments.some((a) => a.contentType === 'text/calendar')).toBe(true);
    }

    // The profile's 'Calendario' card: a private link, shown once, that a calendar app subscribes to.
    await mentee.goto('/user_profile');
    const card = mentee.locator('.ant-card').filter({ has: mentee.getByText('Calendario', { exact: true }) });
    await expect(card.getByText('Suscríbete desde Google Calendar')).toBeVisible();
    if (await card.getByRole('button', { name: 'Crear nuevo enlace' }).isVisible()) {
      await card.getByRole('button', { name: 'Crear nuevo enlace' }).click();
      await confirmPopover(mentee, 'Crear nuevo enlace');
    } else {
      await card.getByRole('button', { name: 'Crear enlace' }).click();
    }
    const link = card.getByRole('textbox', { name: 'Enlace de calendario' });
    await expect(link).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
    const url = await link.inputValue();
    await mentee.screenshot({ path: test.info().outputPath('profile-calendar.png'), fullPage: true });
    // On a phone (390 px) the card and its link fit the screen's width.
    await mentee.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const field = (await link.boundingBox())!;
    expect(field.x + field.width).toBeLessThanOrEqual(box.x + box.width);
    await card.screenshot({ path: test.info().outputPath('profile-calendar-phone.png') });
    await mentee.setViewportSize({ width: 1366, height: 900 });

    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const feedLines = icsLines(await feed.text());
    expect(feedLines).not.toContain('METHOD:REQUEST');
    expect(feedLines).toContain(`UID:session-${pairId}-1@localhost`);
    expect(feedLines).toContain(`DTSTART;TZID=America/Santiago:${when.ical}T101500`);

    // Revoked behind a confirmation: the link stops working.
    await card.getByRole('button', { name: 'Revocar enlace' }).click();
    await confirmPopover(mentee, 'Revocar enlace');
    await expect(card.getByRole('button', { name: 'Crear enlace' })).toBeVisible();
    expect((await request.get(url)).status()).toBe(404);
  } finally {
    await releaseDemoPeople(request, token, processId);
  }
});
