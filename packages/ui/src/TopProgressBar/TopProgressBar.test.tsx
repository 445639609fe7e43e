import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { finishMs, TopProgressBar } from "./TopProgressBar";

const value = () => Number(screen.getByRole("progressbar").getAttribute("aria-valuenow"));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe("TopProgressBar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("renders nothing while idle", () => {
    renderWithI18n(<TopProgressBar active={false} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("trickles while active without ever claiming to be done", () => {
    renderWithI18n(<TopProgressBar active />);
    const first = value();
    act(() => vi.advanceTimersByTime(2000));
    expect(value()).toBeGreaterThan(first);
    act(() => vi.advanceTimersByTime(60_000));
    expect(value()).toBeLessThanOrEqual(90);
    expect(screen.getByRole("progressbar", { name: "页面加载中" })).toBeTruthy();
  });

  it("completes, fades and goes away when navigation ends", () => {
    const { rerender } = renderWithI18n(<TopProgressBar active />);
    rerender(<TopProgressBar active={false} />);
    expect(value()).toBe(100);
    expect(screen.getByRole("progressbar").getAttribute("data-state")).toBe("finishing");
    act(() => vi.advanceTimersByTime(finishMs));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("starts over when a new navigation begins while finishing", () => {
    const { rerender } = renderWithI18n(<TopProgressBar active />);
    rerender(<TopProgressBar active={false} />);
    rerender(<TopProgressBar active />);
    act(() => vi.advanceTimersByTime(finishMs));
    expect(screen.getByRole("progressbar").getAttribute("data-state")).toBe("running");
    expect(value()).toBeLessThan(100);
  });

  it("holds still with reduced motion", () => {
    mockReducedMotion(true);
    renderWithI18n(<TopProgressBar active />);
    const first = value();
    act(() => vi.advanceTimersByTime(5000));
    expect(value()).toBe(first);
  });
});
