import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's own build, evaluated in the page: page.evaluate runs outside the page's CSP, which
// refuses any script tag we could add.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: what the app promises (docs/accessibility.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Rules outside WCAG A/AA (axe's best practices, moderate where they fail) that the app keeps too:
 * headings a screen reader can navigate by, one level-one heading a page, landmarks told apart.
 */
export const HEADING_RULES = ['heading-order', 'page-has-heading-one', 'landmark-no-duplicate-banner', 'landmark-unique'];
/** The rules of those whose outcome depends on colours: all a second colour scheme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * The serious and critical WCAG A/AA violations axe-core finds on the page as it is now, one line
 * each: rule, impact, the first elements it names and how many there are. `rules` narrows the
 * check to those rules (e.g. COLOUR_RULES), `scope` to the elements a selector matches; `moderate`
 * counts moderate findings too (HEADING_RULES).
 */
export async function seriousViolations(page: Page, { rules, scope, moderate = false }: { rules?: string[]; scope?: string; moderate?: boolean } = {}): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    ({ runOnly, scope }) =>
      (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> } }).axe
        .run(scope ? { include: [[scope]] } : document, { runOnly, resultTypes: ['violations'] })
        .then((result) => result.violations),
    { runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS }, scope },
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || (moderate && violation.impact === 'moderate'))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`);
      const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}: ${targets.join('; ')}${more}`;
    });
}
