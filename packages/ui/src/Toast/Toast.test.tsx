import { act, fireEvent, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import type { ToastData } from "./Toast";
import { ToastRegion } from "./ToastRegion";
import { useToastQueue } from "./useToastQueue";

const saved: ToastData = { id: "a", tone: "success", message: "作品已保存", duration: 3000 };

describe("ToastRegion", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("announces politely, and errors assertively", () => {
    renderWithI18n(
      <ToastRegion toasts={[saved, { id: "b", tone: "error", message: "保存失败" }]} onDismiss={() => {}} />,
    );
    expect(
      screen.getByRole("region", { name: "通知（F8）" }).querySelector("[aria-live='polite']"),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("保存失败");
  });

  it("dismisses itself after its duration", () => {
    const onDismiss = vi.fn();
    renderWithI18n(<ToastRegion toasts={[saved]} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith("a");
  });

  it("pauses while hovered and resumes with the time that was left", () => {
    const onDismiss = vi.fn();
    renderWithI18n(<ToastRegion toasts={[saved]} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(2000));
    const item = screen.getByText("作品已保存").closest("li") as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("pauses while focus is inside and dismisses on Escape", () => {
    const onDismiss = vi.fn();
    renderWithI18n(<ToastRegion toasts={[saved]} onDismiss={onDismiss} />);
    const close = screen.getByRole("button", { name: "关闭通知" });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.keyDown(close, { key: "Escape" });
    expect(onDismiss).toHaveBeenCalledWith("a");
  });

  it("runs the action, such as 撤销, then goes away", () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    renderWithI18n(
      <ToastRegion
        toasts={[{ id: "d", message: "已删除作品", actionLabel: "撤销", onAction }]}
        onDismiss={onDismiss}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "撤销" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith("d");
  });

  it("moves focus to the newest toast on F8", () => {
    renderWithI18n(
      <ToastRegion
        toasts={[saved, { id: "d", message: "已删除作品", actionLabel: "撤销", onAction: () => {} }]}
        onDismiss={() => {}}
      />,
    );
    fireEvent.keyDown(document, { key: "F8" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "撤销" }));
  });

  it("keeps toasts with duration 0 until dismissed", () => {
    const onDismiss = vi.fn();
    renderWithI18n(<ToastRegion toasts={[{ ...saved, duration: 0 }]} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe("useToastQueue", () => {
  it("keeps the newest few and replaces toasts with the same id", () => {
    const { result } = renderHook(() => useToastQueue(2));
    act(() => {
      result.current.show({ message: "一" });
      result.current.show({ id: "save", message: "正在保存" });
      result.current.show({ message: "三" });
      result.current.show({ id: "save", message: "已保存" });
    });
    expect(result.current.toasts.map((t) => t.message)).toEqual(["三", "已保存"]);
    act(() => result.current.dismiss("save"));
    expect(result.current.toasts.map((t) => t.message)).toEqual(["三"]);
  });
});
