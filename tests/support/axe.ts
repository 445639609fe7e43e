import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Zero axe violations (WCAG 2.x A and AA plus best practice), with the failing rules in the message.
 *
 * Only violations are collected (axe's `resultTypes`): the passes and inapplicable rules are not
 * shipped back node by node. A page without frames is checked by `axe.run` in the page itself
 * (AxeBuilder's legacy mode): the default path injects axe a second time into a blank page of its
 * own, only to merge the frames' partial results — the same rules, three to four times the time.
 * Pages with frames keep that path, which reaches into every frame.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}
