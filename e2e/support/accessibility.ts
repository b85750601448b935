import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA, as axe tags its rules. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Violations that block or seriously hinder someone: the bar every page must clear. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** How many offending elements a failure names per rule: enough to find them, short enough to read. */
const TARGETS_SHOWN = 3;

function describe(violation: Result): string {
  const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => {
    // The check's own words, e.g. the contrast measured and the colours it was measured on.
    const finding = [...node.any, ...node.all, ...node.none][0]?.message;
    return `      ${node.target.join(' >> ')}${finding ? `\n        ${finding}` : ''}`;
  });
  const more = violation.nodes.length - TARGETS_SHOWN;
  if (more > 0) targets.push(`      … and ${more} more`);
  return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...targets].join('\n');
}

/**
 * Checks the page as it is now with axe against WCAG 2.2 A/AA and fails on any serious or critical violation, naming
 * each rule, its impact, what it asks for and the first offending elements. `label` tells in the failure which
 * visit this was (the URL is added). With `soft`, the failure is recorded and the test goes on, so one run of a list of
 * pages reports every page that fails.
 */
export async function expectNoAxeViolations(
  page: Page,
  label?: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  // Legacy mode runs axe in the page itself instead of gathering results in a fresh blank page: several times faster
  // per check, and the app has no cross-origin frames (the one thing only the other mode reaches).
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).setLegacyMode().analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  const where = [label, page.url()].filter(Boolean).join(' — ');
  const check = soft ? expect.soft : expect;
  check(blocking.map(describe), `Accessibility violations on ${where}`).toEqual([]);
}
