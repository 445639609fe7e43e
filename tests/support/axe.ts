import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Zero axe violations (WCAG 2.x A and AA plus best practice), with the failing rules in the message. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}
