import { chromium } from '@playwright/test';
const base = 'http://localhost:3340';
async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const [email, as] of [['mentee@enlaza.test', 'student'], ['mentora@enlaza.test', 'mentor']] as const) {
    for (const width of [1366, 390]) {
      const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Contraseña').fill('Enlaza2026!');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.waitForURL(/home/);
      await page.waitForTimeout(1500);
      const link = page.getByRole('link', { name: 'Chat con tu dupla' }).first();
      await link.click();
      await page.waitForURL(/chat/);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/chat-${as}-${width}.png`, fullPage: true });
      if (width === 390) {
        const back = page.getByRole('button', { name: 'Volver a los chats' });
        if (await back.count()) { await back.click(); await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/chat-${as}-${width}-list.png`, fullPage: true }); }
      }
      await page.close();
    }
  }
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
