import { expect, type Locator, type Page } from '@playwright/test';

/** A dropdown that is open or opening (antd adds `-hidden` only once the closing animation has ended). */
const OPEN_DROPDOWN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** The `.ant-select` element around a select's combobox input: where the chosen value or tags are shown. */
const SELECT_ROOT = 'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]';

export interface ChooseOptionOptions {
  /**
   * Type the option's text into the select first. Needed for searchable selects with long lists: antd renders
   * option lists virtually, so an option far down the list only exists in the page once the search narrows it.
   */
  search?: boolean;
  /** How long to keep trying before failing, in milliseconds. */
  timeout?: number;
}

/**
 * Picks `option` (the option's exact title, which antd sets to its label) in the antd Select whose combobox input
 * is `select`, and makes sure the pick took.
 *
 * A single attempt opens the select unless it is already open, types the option when `search` is set, clicks the
 * option in this select's open dropdown and checks that the select now shows it (the value of a single select, a
 * tag of a multiple one). On a busy machine a click can land while antd's dropdown is still animating in, or just
 * after another pop-up (a DatePicker) closed, and be lost without any error; so the whole attempt is repeated until
 * the select shows the option, within `timeout`.
 *
 * An option the select already shows is never clicked again: in a multiple select that click would unselect it.
 * A multiple select keeps its dropdown open after a pick; it is closed here (Escape while open, which the select
 * keeps to itself, so a surrounding modal stays open) so that it does not cover the next fields.
 */
export async function chooseOption(
  select: Locator,
  option: string,
  { search = false, timeout = 15_000 }: ChooseOptionOptions = {},
): Promise<void> {
  const page = select.page();
  const root = select.locator(SELECT_ROOT);
  // A single select's content and a multiple select's tags carry the chosen option's title.
  const shown = root.getByTitle(option, { exact: true }).first();

  await expect(async () => {
    if (await shown.isVisible()) return;
    // The dropdown holds the listbox the input points to (`<id>_list`): not another select's dropdown still closing.
    const id = await select.getAttribute('id', { timeout: 5_000 });
    const dropdown = id
      ? page.locator(OPEN_DROPDOWN).filter({ has: page.locator(`[id="${id}_list"]`) })
      : page.locator(OPEN_DROPDOWN);
    // Clicking an open single select would close it.
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click({ timeout: 5_000 });
    if (search) await select.fill(option, { timeout: 3_000 });
    await dropdown.getByTitle(option, { exact: true }).click({ timeout: 3_000 });
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout });

  const multiple = await root.evaluate((element) => element.classList.contains('ant-select-multiple'));
  if (multiple && (await select.getAttribute('aria-expanded')) === 'true') {
    await select.press('Escape');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
  }
}

/**
 * Picks `option` in the antd Select labelled `label` inside `scope` (a page, or a part of it such as a dialog),
 * as {@link chooseOption} does. `label` is matched like any accessible name: a string matches as a substring,
 * case-insensitively; pass a RegExp to be strict (a required field's name may start with its `*` marker).
 */
export async function selectByLabel(
  scope: Page | Locator,
  label: string | RegExp,
  option: string,
  options?: ChooseOptionOptions,
): Promise<void> {
  await chooseOption(scope.getByRole('combobox', { name: label }), option, options);
}

/**
 * Presses a confirmation dialog's button until the dialog closes: a click that lands while antd is still opening
 * the dialog (its zoom animation, on a loaded machine) is lost. A press while the request runs is ignored by antd
 * (the button is loading), so this never confirms twice.
 */
export async function confirmInDialog(dialog: Locator, button: string): Promise<void> {
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
