import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

// Tests read the Chinese source text; an empty catalog makes Lingui fall back to it.
i18n.loadAndActivate({ locale: "zh-CN", messages: {} });

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's render inside the Lingui provider the components expect. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: Providers, ...options });
}

type ObserverCallback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;

/** A stand-in IntersectionObserver for jsdom: tests decide when elements enter or leave. */
export function installFakeIntersectionObserver() {
  const observers: Array<{ callback: ObserverCallback; targets: Set<Element> }> = [];
  class FakeIntersectionObserver {
    private entry: { callback: ObserverCallback; targets: Set<Element> };
    constructor(callback: ObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    /** Reports `isIntersecting` for every observed element. */
    setIntersecting(isIntersecting: boolean) {
      for (const { callback, targets } of observers) {
        if (targets.size > 0) callback([...targets].map((target) => ({ isIntersecting, target })));
      }
    },
    observedCount: () => observers.reduce((n, o) => n + o.targets.size, 0),
    restore() {
      globalThis.IntersectionObserver = original;
    },
  };
}
