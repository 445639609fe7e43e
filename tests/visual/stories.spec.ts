import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { type IndexEntry, showStory, test } from "./storybook-page.ts";

const indexPath = fileURLToPath(new URL("../../storybook-static/index.json", import.meta.url));

function readStories(): IndexEntry[] {
  try {
    const index = JSON.parse(readFileSync(indexPath, "utf8")) as { entries: Record<string, IndexEntry> };
    return Object.values(index.entries).filter((entry) => entry.type === "story");
  } catch {
    throw new Error("Storybook is not built: run `pnpm build-storybook` before the visual tests.");
  }
}

/** Stories about small screens are shot at 375 px; the rest at the desktop viewport. */
const isMobileStory = (story: IndexEntry) => /mobile/i.test(story.name);

// Theme outermost, so consecutive tests in a worker show different stories.
for (const theme of ["light", "dark"] as const) {
  for (const story of readStories()) {
    test(`${story.title} › ${story.name} (${theme})`, async ({ storybookPage: page }) => {
      const size = isMobileStory(story) ? { width: 375, height: 812 } : { width: 1280, height: 800 };
      await page.setViewportSize(size);
      await showStory(page, story.id, theme);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`);
    });
  }
}
