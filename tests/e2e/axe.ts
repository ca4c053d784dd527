import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's own build, evaluated in the page: page.evaluate runs outside the page's CSP, which
// refuses any script tag we could add.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: what the app promises (docs/accessibility.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
 * each: rule, impact, the first elements it names and how many there are.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe
      .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .then((result) => result.violations),
    WCAG_TAGS,
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`);
      const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help}: ${targets.join('; ')}${more}`;
    });
}
