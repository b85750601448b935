import type { Page } from '@playwright/test';

/**
 * Follows a link of a group of the admin side menu. The group is opened only when its link is hidden: a group that
 * is already open (the current page belongs to it) would close on a click, and the link click would land on a
 * collapsing item.
 */
export async function openAdminMenuLink(page: Page, group: string, link: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menú de administración' });
  const target = menu.getByRole('link', { name: link });
  if (!(await target.isVisible())) await menu.getByText(group).click();
  await target.click();
}
