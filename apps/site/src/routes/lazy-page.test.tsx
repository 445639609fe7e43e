import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { loadFirstPage } from ".";
import { lazyPage } from "./lazy-page";

const Greeting = ({ name }: { name: string }) => <p>你好，{name}</p>;
const fallback = <p>加载中</p>;

describe("lazyPage", () => {
  it("given its chunk is already in, renders at once without showing the fallback", async () => {
    const Page = lazyPage(async () => ({ default: Greeting }));
    await Page.load();
    render(
      <Suspense fallback={fallback}>
        <Page name="小启" />
      </Suspense>,
    );
    expect(screen.getByText("你好，小启")).toBeTruthy();
    expect(screen.queryByText("加载中")).toBeNull();
  });

  it("given its chunk is not in yet, shows the fallback and then the page", async () => {
    const Page = lazyPage(async () => ({ default: Greeting }));
    render(
      <Suspense fallback={fallback}>
        <Page name="小思" />
      </Suspense>,
    );
    expect(screen.getByText("加载中")).toBeTruthy();
    expect(await screen.findByText("你好，小思")).toBeTruthy();
  });

  it("fetches the chunk once, and again after a failed attempt", async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: Greeting });
    const Page = lazyPage(loader);
    await expect(Page.load()).rejects.toThrow("offline");
    await act(() => Page.load());
    await Page.load();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe("loadFirstPage", () => {
  // Loading a real page module goes through Vite's transform of its whole graph: seconds on a cold,
  // busy machine (5 s was not enough in a full run).
  it("resolves for a path no route matches, and for a route's path", { timeout: 60_000 }, async () => {
    await expect(loadFirstPage("/no-such-page")).resolves.toBeUndefined();
    await expect(loadFirstPage("/r/trial")).resolves.toBeUndefined();
  });
});
