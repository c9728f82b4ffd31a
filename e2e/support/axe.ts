import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Where axe looks: the elements one selector matches, or those several selectors match (`include`, the whole page
 * when it is left out) less those `exclude` matches.
 */
export type AxeScope = string | { include?: string[]; exclude?: string[] };

/**
 * axe-core's serious and critical violations inside `scope` (the whole page when omitted), as 'rule: target'.
 * The page needs a context made with `bypassCSP: true`: the app's CSP allows no inline script, so the test injects
 * axe past it and the app is unchanged. Finite transitions end first: a colour mid-way (a label turning to its
 * focus colour, a dialog fading in) is not what the reader ends up seeing.
 */
export async function seriousViolations(page: Page, scope?: AxeScope): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and skeletons run for ever: only what ends is waited for.
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  const { include = [], exclude = [] } = typeof scope === 'string' ? { include: [scope] } : (scope ?? {});
  const violations = await page.evaluate(
    async (context) => {
      const axe = (window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: unknown[] }> } })
        .axe;
      // An empty include is the whole document.
      const result = await axe.run(context);
      return result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[];
    },
    { include, exclude },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
