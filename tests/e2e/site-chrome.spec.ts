import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, openHydrated as open, test } from "../support/site.ts";

async function openMobileMenuIfAny(page: Page) {
  const menu = page.getByRole("button", { name: /菜单/ });
  if (await menu.isVisible()) await menu.click();
}

/**
 * The product under an origin of its own: a proxy that passes every request on to the product
 * and answers `/sw.js` itself with the product's worker and headers, its VERSION set to the one
 * deployed. Deploying a new version is a new worker script at the same address, as in production;
 * without a second product server (its in-memory database and content import take 30-90 s on a
 * busy machine) or a second copy of the build.
 */
async function siteWithOwnWorker(product: string, version: string) {
  let deployed = version;
  const server = createServer((request, response) => {
    const target = new URL(request.url ?? "/", product);
    if (target.pathname === "/sw.js") {
      void (async () => {
        const real = await fetch(target, { headers: { "accept-encoding": "identity" } });
        const worker = (await real.text()).replace(
          /const VERSION = "\w+";/,
          `const VERSION = "${deployed}";`,
        );
        if (!worker.includes(`const VERSION = "${deployed}";`))
          throw new Error("sw.js has no VERSION to set");
        const headers = [...real.headers].filter(
          ([name]) => !/^(content-length|content-encoding|transfer-encoding|etag|last-modified)$/.test(name),
        );
        response.writeHead(real.status, Object.fromEntries(headers)).end(worker);
      })().catch((error: Error) => response.writeHead(500).end(error.message));
      return;
    }
    const upstream = forward(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: (next: string) => {
      deployed = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The not-found page's heading: a link that shows it is broken even when it answers 200. */
const lostHeading = "哎呀，这一页走丢了";

// One request per link, not one page visit per link: twenty visits in one test outran its time
// limit on a busy machine. Each public page is visited in a browser by public-site.spec.ts.
test("every header and footer link leads to a real page (or outside, where SPEC says so)", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // Save-picture links (the customer-service code) are files, not pages: they must simply load.
  for (const href of await page
    .locator("footer a[href][download]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))) {
    const file = await request.get(href);
    expect(file.status(), href).toBe(200);
    expect(file.headers()["content-type"], href).toMatch(/^image\//);
  }
  const hrefs = await page
    .locator("header a[href]:not([download]), footer a[href]:not([download])")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const internal = [...new Set(hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//")))];
  expect(internal.length).toBeGreaterThan(10);
  for (const href of internal) {
    const response = await request.get(href.split("#")[0] ?? href);
    // The server answers a path outside routes.json with 404, so 200 means a route of ours.
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toMatch(/^text\/html/);
    expect(await response.text(), href).not.toContain(lostHeading);
  }
});

test("the sign-in button carries the current path as from", async ({ page }) => {
  await open(page, "/articles/road-to-success?x=1");
  await openMobileMenuIfAny(page);
  await expect(page.locator('a[href^="/login"]').first()).toHaveAttribute(
    "href",
    `/login?from=${encodeURIComponent("/articles/road-to-success?x=1")}`,
  );
});

test("same-origin links navigate on the client, with the progress bar, and scroll to the top", {
  tag: "@phone",
}, async ({ page }) => {
  await open(page, "/downloads");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.mouse.wheel(0, 600);
  const progress = page.getByRole("progressbar");
  await page.locator('a[href="/downloads/mac"]').first().click();
  await expect(progress).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mac 版下载" })).toBeVisible();
  await expect(progress).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a route change with a hash scrolls to the target after 500 ms", async ({ page }) => {
  // Load the article chunk first, so the 500 ms are measured against a page that renders at once.
  await open(page, "/articles/first-thinking-book");
  await page.locator('header a[href="/"]').first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "让孩子在动手创作中，学会独立思考" }),
  ).toBeVisible();
  // Time the first scroll in the page itself, so a busy test machine cannot blur the 500 ms.
  await page.evaluate(() => {
    const w = window as unknown as { navigatedAt: number; firstScrollAt?: number };
    addEventListener("scroll", () => (w.firstScrollAt ??= performance.now()), { once: true });
    w.navigatedAt = performance.now();
    history.pushState(null, "", "/articles/first-thinking-book#purchase");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  const target = page.locator("#purchase");
  const top = () => target.evaluate((element) => element.getBoundingClientRect().top);
  await expect.poll(top, { timeout: 4000 }).toBeLessThan(200);
  expect(await top()).toBeGreaterThanOrEqual(0);
  const delay = await page.evaluate(() => {
    const w = window as unknown as { navigatedAt: number; firstScrollAt: number };
    return w.firstScrollAt - w.navigatedAt;
  });
  expect(delay).toBeGreaterThanOrEqual(490);
});

test("the sticky contact bar shows only when neither header nor footer is on screen", {
  tag: "@phone",
}, async ({ page }) => {
  await open(page, "/");
  // Closed, the bar is hidden from assistive technology, so find it by its label.
  const bar = page.locator('aside[aria-label="联系我们"]');
  await expect(bar).toHaveAttribute("data-state", "closed");
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(bar).toHaveAttribute("data-state", "open");
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute("data-state", "closed");
});

test("the hero's customer-service button opens the dialog with the code, and Escape closes it", {
  tag: "@phone",
}, async ({ page }) => {
  await open(page, "/");
  await page.getByRole("button", { name: "咨询课程顾问" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: "客服二维码" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test.describe("the service worker", () => {
  // The end-to-end projects block it elsewhere (playwright.config.ts); these tests are about it.
  test.use({ serviceWorkers: "allow" });

  test("a visited page reloads offline through the service worker", async ({ page, context }) => {
    await page.goto("/articles/curriculum-features");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "课程特色" })).toBeVisible();
    // Every chunk the page needs must come from the cache too, or the page breaks as it hydrates.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "课程特色" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await context.setOffline(false);
  });

  test("a new version of the site is offered in a toast, and taking it reloads into the new worker", async ({
    page,
    baseURL,
  }) => {
    // Two worker installs: seconds on an idle machine, ten times that with both cores busy.
    test.setTimeout(240_000);
    // The product under an origin of its own, so the test can deploy a new worker there
    // (Playwright's routing does not see the browser's update check of a worker script).
    const server = await siteWithOwnWorker(baseURL!, "firstversion");
    try {
      await open(page, `${server.url}/terms/tos`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
      expect(await page.evaluate(() => caches.keys())).toContain("qisi-firstversion");

      server.deploy("nextversion");
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const toast = page.getByText("网站有新版本啦，刷新一下就能用上。");
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "刷新" }).click()]);
      await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
      // The new worker fills its cache while installing and drops the old one while activating.
      const siteCaches = () =>
        page.evaluate(async () => (await caches.keys()).filter((key) => /^qisi-\w+version$/.test(key)));
      await expect.poll(siteCaches, { timeout: 20_000 }).toEqual(["qisi-nextversion"]);
    } finally {
      await server.close();
    }
  });
});

test("the keyboard reaches the skip link first, and it moves focus to the page", async ({ page }) => {
  await open(page, "/terms/privacy");
  await page.keyboard.press("Tab");
  const skip = page.locator('a[href="#main"]');
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("with reduced motion, a hash target is reached without smooth scrolling", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, "/articles/first-thinking-book");
  await page.evaluate(() => {
    history.pushState(null, "", "/articles/first-thinking-book/videos");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "配套视频" })).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, "", "/articles/first-thinking-book#purchase");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  const top = () => page.locator("#purchase").evaluate((element) => element.getBoundingClientRect().top);
  await expect.poll(top, { timeout: 3000 }).toBeLessThan(200);
  // One jump, not an animation: two reads 50 ms apart agree.
  const first = await top();
  await page.waitForTimeout(50);
  expect(await top()).toBe(first);
});
