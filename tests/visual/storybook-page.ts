import { test as base, type Page } from "@playwright/test";

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
}

interface Channel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * One Storybook preview page per worker. Loading iframe.html for every story costs ~1.5 s; switching
 * stories over Storybook's own channel costs a few milliseconds, so the suite stays fast enough to
 * shoot every story in both themes.
 */
export const test = base.extend<object, { storybookPage: Page }>({
  storybookPage: [
    async ({ browser }, use) => {
      const url = process.env.QISI_STORYBOOK_URL;
      if (!url)
        throw new Error("Storybook is not built: run `pnpm build-storybook` before the visual tests.");
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
        locale: "zh-CN",
        timezoneId: "Asia/Shanghai",
      });
      const page = await context.newPage();
      await page.goto(`${url}/iframe.html?viewMode=story`);
      await page.waitForFunction(() => "__STORYBOOK_ADDONS_CHANNEL__" in window);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

type PreviewWindow = Window & {
  __STORYBOOK_ADDONS_CHANNEL__: Channel;
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { storyGlobals?: { theme?: "light" | "dark" } } };
  };
  __qisiShown?: string;
};

/** Render phases after which the story, and its play function, are done (Storybook's RenderPhase). */
const settledPhases = ["completed", "afterEach", "finished"];

async function waitForRender(page: Page, storyId: string): Promise<void> {
  const handle = await page.waitForFunction(
    ({ storyId, settledPhases }) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== storyId) return false;
      if (render.phase === "errored" || render.phase === "aborted") return `phase ${render.phase}`;
      return settledPhases.includes(render.phase ?? "") ? "ok" : false;
    },
    { storyId, settledPhases },
    { timeout: 15_000, polling: 20 },
  );
  const outcome = await handle.jsonValue();
  if (outcome !== "ok") throw new Error(`${storyId} did not render: ${outcome}`);
}

/**
 * Renders a story in a theme and resolves once it (and its play function) has finished. A story
 * whose play function makes the preview reload (a few keyboard stories do) is loaded afresh instead.
 */
export async function showStory(page: Page, storyId: string, theme: "light" | "dark"): Promise<void> {
  const key = `${storyId}/${theme}`;
  try {
    const alreadyShown = await page.evaluate(
      ({ storyId, theme, key }) => {
        const w = window as unknown as PreviewWindow;
        if (w.__qisiShown === key) return true;
        w.__STORYBOOK_ADDONS_CHANNEL__.emit("updateGlobals", { globals: { theme } });
        w.__STORYBOOK_ADDONS_CHANNEL__.emit("setCurrentStory", { storyId, viewMode: "story" });
        return false;
      },
      { storyId, theme, key },
    );
    if (alreadyShown) return;
    await waitForRender(page, storyId);
  } catch (error) {
    if (!String(error).includes("Execution context was destroyed")) throw error;
    await page.goto(
      `${process.env.QISI_STORYBOOK_URL}/iframe.html?viewMode=story&id=${storyId}&globals=theme:${theme}`,
    );
    await waitForRender(page, storyId);
  }
  await ensureTheme(page, storyId, theme);
  await page.evaluate(async (key) => {
    (window as unknown as PreviewWindow).__qisiShown = key;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, key);
}

/**
 * The theme globals and the story switch travel as two channel messages; now and then the new story
 * rendered with the old theme (a dark story shot on a white page, and baselines recorded that way).
 * When `<html data-theme>` is not the one asked for, the theme is sent again and the story re-rendered.
 * A story that pins its own theme (`globals: { theme }`) keeps it, in both passes.
 */
async function ensureTheme(page: Page, storyId: string, asked: "light" | "dark"): Promise<void> {
  const { applied, theme } = await page.evaluate((asked) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    const theme = render?.story?.storyGlobals?.theme ?? asked;
    return { applied: document.documentElement.dataset.theme === theme, theme };
  }, asked);
  if (applied) return;
  await page.evaluate((theme) => {
    (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__.emit("updateGlobals", {
      globals: { theme },
    });
  }, theme);
  await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, theme, {
    timeout: 10_000,
  });
  await waitForRender(page, storyId);
}
