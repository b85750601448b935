import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { bearer, getJson, tokenOf } from '../support/api';
import { preKickoffProcess } from '../support/preKickoff';
import { expectSignedInAt, signIn } from '../support/session';

// A networking process of its own (unique name) with the demo mentee, Sofía and Tomás; deleted at the end.
test.describe.configure({ timeout: 180_000 });

interface MatchesPage {
  docs: {
    matchId: string;
    studentA: { email: string; name: string };
    studentB: { email: string; name: string };
    affinity: number;
    affinityBreakdown: Record<string, number>;
  }[];
}

interface MemberProcess {
  processId: string;
  matches: { matchId: string; affinity: number; chatRoomId: string | null; partner: { name: string } }[];
}

test('a mentee sees her matches with their affinity and breakdown, and chats once the admin enables the chats', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'admin@enlaza.test');
  const headers = bearer(token);
  const name = `Networking e2e ${Date.now().toString(36)}`;
  const processId = await preKickoffProcess(request, token, {
    name,
    networking: {
      businessAreaConfiguration: 'DISTINCT',
      businessPositionConfiguration: 'SIMILAR',
      interestTypeConfiguration: 'SIMILAR',
      regionConfiguration: 'INDIFFERENT',
      numberOfMatch: 2,
    },
  });
  try {
    const generated = await request.post(`/api/process/${processId}/create_matches`, {
      headers,
      data: { numberOfMatch: 2 },
    });
    expect(generated.status(), await generated.text()).toBe(201);
    const { docs } = await getJson<MatchesPage>(request, token, `/api/process/${processId}/matches?limit=50`);
    // Three mentees, two matches each: every couple, the demo mentee in two of them.
    const hers = docs.filter((d) => [d.studentA.email, d.studentB.email].includes('mentee@enlaza.test'));
    expect(hers).toHaveLength(2);

    await signIn(page, 'mentee@enlaza.test');
    await expectSignedInAt(page, '/home', 'Camila');
    await page.getByRole('link', { name: 'Ver mis matchs' }).click();
    await expect(page).toHaveURL(/\/networking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Networking' })).toBeVisible();

    const section = page.getByRole('region', { name });
    await expect(section.getByText('Pre-kickoff')).toBeVisible();
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(2);
    for (const match of hers) {
      const other = match.studentA.email === 'mentee@enlaza.test' ? match.studentB : match.studentA;
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${other.name} `) }) });
      await expect(card.getByRole('progressbar', { name: `Afinidad: ${Math.round(match.affinity)}%` })).toBeVisible();
      const breakdown = card.getByRole('list', { name: 'Afinidad por criterio' });
      await expect(breakdown.getByText('Distintos')).toBeVisible();
      await expect(breakdown.getByText('Similares')).toHaveCount(2);
      await expect(breakdown.getByText('No se consideró')).toBeVisible();
      await expect(
        breakdown.getByRole('progressbar', {
          name: `Área con ${await card.getByRole('heading', { level: 3 }).innerText()}: ${Math.round(match.affinityBreakdown.businessArea!)}% (Distintos)`,
        }),
      ).toBeVisible();
      // No chat before the admin enables it.
      await expect(card.getByRole('link', { name: /^Chatear/ })).toHaveCount(0);
      await expect(card.getByText('Chat aún no habilitado')).toBeVisible();
    }
    // Highest affinity first.
    const shown = await cards
      .getByRole('progressbar', { name: /^Afinidad: / })
      .evaluateAll((bars) => bars.map((bar) => Number(/(\d+)%/.exec(bar.getAttribute('aria-label') ?? '')![1])));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));

    // The other mentee's public profile, without leaving the page.
    await cards
      .first()
      .getByRole('button', { name: /^Ver perfil de / })
      .click();
    const drawer = page.getByRole('dialog', { name: /^Perfil de / });
    await expect(drawer.getByText('Información personal')).toBeVisible();
    await expect(drawer.getByText('Áreas de interés')).toBeVisible();
    await expectNoAxeViolations(page, 'networking profile drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The admin enables the chats: each match gets its room, and the mentee's cards their chat button.
    const enabled = await request.post(`/api/process/${processId}/create_matches_chat_rooms`, {
      headers,
      data: { numberOfChatsToEnable: 2 },
    });
    expect(enabled.status(), await enabled.text()).toBe(200);
    const mine = await getJson<MemberProcess[]>(
      request,
      await tokenOf(request, 'mentee@enlaza.test'),
      '/api/users/me/networking/matches',
    );
    const rooms = mine.find((p) => p.processId === processId)!.matches;
    expect(rooms.every((m) => m.chatRoomId)).toBe(true);
    await page.reload();
    for (const match of rooms) {
      const card = cards.filter({
        has: page.getByRole('heading', { level: 3, name: new RegExp(`^${match.partner.name} `) }),
      });
      await expect(card.getByRole('link', { name: /^Chatear con / })).toHaveAttribute(
        'href',
        `/chat/${match.chatRoomId}/student`,
      );
      await expect(card.getByText('Chat aún no habilitado')).toHaveCount(0);
    }
    await expectNoAxeViolations(page, 'networking page with chats');

    // On a phone the cards stack and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards.first().getByRole('link', { name: /^Chatear con / })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('networking-page-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 'Chatear' opens that match's conversation in the chat.
    const first = rooms[0]!;
    await cards
      .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${first.partner.name} `) }) })
      .getByRole('link', { name: /^Chatear con / })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === `/chat/${first.chatRoomId}/student`);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  } finally {
    // Never started: back to draft (its pairs go) and deleted with its matches and rooms.
    await request.put(`/api/process/${processId}/draft`, { headers });
    await request.delete(`/api/process/${processId}`, { headers });
  }
});
