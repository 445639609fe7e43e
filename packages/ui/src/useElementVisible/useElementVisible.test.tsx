import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeIntersectionObserver } from "../test-utils/render";
import { useElementVisible } from "./useElementVisible";

function Probe({ onChange, initialVisible }: { onChange?: (v: boolean) => void; initialVisible?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useElementVisible(ref, { onChange, initialVisible });
  return <div ref={ref}>{visible ? "看得见" : "看不见"}</div>;
}

describe("useElementVisible", () => {
  let io: ReturnType<typeof installFakeIntersectionObserver>;
  beforeEach(() => {
    io = installFakeIntersectionObserver();
  });
  afterEach(() => io.restore());

  it("starts visible so nothing hiding behind the header flashes on load", () => {
    render(<Probe />);
    expect(screen.getByText("看得见")).toBeTruthy();
  });

  it("follows the element in and out of the viewport and reports each change once", () => {
    const onChange = vi.fn();
    render(<Probe onChange={onChange} />);
    expect(onChange).toHaveBeenLastCalledWith(true);
    act(() => io.setIntersecting(false));
    expect(screen.getByText("看不见")).toBeTruthy();
    act(() => io.setIntersecting(false));
    act(() => io.setIntersecting(true));
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("stops observing when the element unmounts", () => {
    const { unmount } = render(<Probe />);
    expect(io.observedCount()).toBe(1);
    unmount();
    expect(io.observedCount()).toBe(0);
  });

  it("renders on the server without touching IntersectionObserver", () => {
    io.restore();
    const original = globalThis.IntersectionObserver;
    // @ts-expect-error: simulate a server or an old browser
    delete globalThis.IntersectionObserver;
    try {
      expect(renderToString(<Probe initialVisible={false} />)).toContain("看不见");
      render(<Probe />);
      expect(screen.getByText("看得见")).toBeTruthy();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
