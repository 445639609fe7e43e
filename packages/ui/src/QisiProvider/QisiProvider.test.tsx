import { i18n as hostI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { messages as englishCatalog } from "../../../../locales/en/messages.po";
import localeList from "../../../../locales/locales.json";
import { CourseCard } from "../CourseCard";
import { LoginDialog } from "../LoginDialog";
import { LoginForm } from "../LoginForm";
import { sampleTermsHrefs } from "../test-utils/sample-links";
import { qisiLocales } from "./catalogs";
import { QisiProvider, type QisiProviderProps } from "./QisiProvider";

/** A partner's page: a sign-in form and a course card, nothing of ours around them. */
function PartnerPage({ children, ...props }: QisiProviderProps) {
  return (
    <QisiProvider {...props}>
      {children}
      <LoginForm
        terms={sampleTermsHrefs}
        captcha={() => null}
        onRequestCode={async () => ({ ok: true, challenge: "signed" })}
        onVerify={async () => ({ ok: true })}
        onLoggedIn={() => {}}
      />
      <CourseCard course={{ title: "Python 入门", done: 3, total: 12, href: "/class/py" }} />
    </QisiProvider>
  );
}

/** Stands in for a studio component: its message is in @qisi/studio's catalog only. */
function StudioText() {
  const { i18n } = useLingui();
  return <p>{i18n._("studio.sample")}</p>;
}

const root = () => document.querySelector<HTMLElement>(".qisi-root");

/** Text a message id or uncompiled ICU would show: the hashes the macro makes, or `{…}`. */
function expectNoIdsOrIcu(element: HTMLElement) {
  const text = element.textContent ?? "";
  expect(text).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/\b(FhozrD|v7ob5B)\b/);
}

describe("QisiProvider", () => {
  beforeEach(() => {
    // The partner's own Lingui, in its own language: the provider must not touch it.
    hostI18n.loadAndActivate({ locale: "de", messages: { FhozrD: "Host-Text" } });
  });

  describe('given locale="zh-CN" (the default)', () => {
    it("shows the Chinese text from the first render, placeholders and plurals filled in", () => {
      render(<PartnerPage locale="zh-CN" />);
      expect(screen.getByRole("button", { name: "同意并继续" })).toBeTruthy();
      expect(screen.getByLabelText("手机号码")).toBeTruthy();
      expect(root()?.textContent).toContain("已学 3 / 12 课");
      expectNoIdsOrIcu(root()!);
    });

    it("wraps the children in a light qisi-root in that language", () => {
      render(<PartnerPage />);
      expect(root()?.dataset.theme).toBe("light");
      expect(root()?.lang).toBe("zh-CN");
      expect(root()?.dir).toBe("ltr");
    });
  });

  describe('given locale="en"', () => {
    it("loads the English catalog and switches to it; what it lacks shows in Chinese, never as an id", async () => {
      render(<PartnerPage locale="en" theme="dark" />);
      // Until the catalog arrives the text is zh-CN's, not blank and not ids.
      expect(screen.getByRole("button", { name: "同意并继续" })).toBeTruthy();
      await waitFor(() => expect(root()?.lang).toBe("en"));
      // No product string of the package is translated into English yet: zh-CN fills in.
      expect(screen.getByRole("button", { name: "同意并继续" })).toBeTruthy();
      expect(root()?.textContent).toContain("已学 3 / 12 课");
      expectNoIdsOrIcu(root()!);
      expect(root()?.dataset.theme).toBe("dark");
    });

    it("renders in English from the first render when the app passes the catalog it imported", () => {
      render(<PartnerPage locale="en" messages={englishCatalog} />);
      expect(root()?.lang).toBe("en");
      expect(screen.getByRole("button", { name: "同意并继续" })).toBeTruthy();
    });
  });

  describe("given the catalogs of several packages (issue 23: @qisi/ui's and @qisi/studio's)", () => {
    it("shows the messages of each, from the first render", () => {
      render(
        <PartnerPage locale="en" messages={[englishCatalog, { "studio.sample": "运行程序" }]}>
          <StudioText />
        </PartnerPage>,
      );
      expect(screen.getByRole("button", { name: "同意并继续" })).toBeTruthy();
      expect(screen.getByText("运行程序")).toBeTruthy();
      expectNoIdsOrIcu(root()!);
    });

    it("keeps them to its own provider: another provider on the page does not get them", () => {
      render(
        <PartnerPage messages={[{ "studio.sample": "运行程序" }]}>
          <StudioText />
        </PartnerPage>,
      );
      render(
        <QisiProvider>
          <StudioText />
        </QisiProvider>,
      );
      expect(screen.getAllByText(/运行程序|studio\.sample/).map((p) => p.textContent)).toEqual([
        "运行程序",
        "studio.sample",
      ]);
    });

    it("follows a list whose catalogs change, written anew in each render", () => {
      const { rerender } = render(
        <PartnerPage locale="en" messages={[englishCatalog, { "studio.sample": "运行程序" }]}>
          <StudioText />
        </PartnerPage>,
      );
      rerender(
        <PartnerPage locale="en" messages={[englishCatalog, { "studio.sample": "停止运行" }]}>
          <StudioText />
        </PartnerPage>,
      );
      expect(screen.getByText("停止运行")).toBeTruthy();
    });
  });

  it("leaves the app's own global i18n alone", async () => {
    render(<PartnerPage locale="en" />);
    await waitFor(() => expect(root()?.lang).toBe("en"));
    expect(hostI18n.locale).toBe("de");
    expect(screen.queryByText("Host-Text")).toBeNull();
  });

  it("sets dir=rtl for Arabic once its catalog is shown", async () => {
    render(<PartnerPage locale="ar" />);
    await waitFor(() => expect(root()?.dir).toBe("rtl"));
    expect(root()?.lang).toBe("ar");
  });

  it("keeps the latest choice when an earlier catalog arrives late", async () => {
    const { rerender } = render(<PartnerPage locale="ja" />);
    rerender(<PartnerPage locale="zh-CN" />);
    // Give the Japanese import time to resolve; it must not take over.
    await import("../../../../locales/ja/messages.po");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root()?.lang).toBe("zh-CN");
  });

  it("puts a dialog, portaled to <body>, under a root of the provider's theme and language", async () => {
    render(
      <Wrapper>
        <LoginDialog
          open
          onOpenChange={() => {}}
          terms={sampleTermsHrefs}
          captcha={() => null}
          onRequestCode={async () => ({ ok: true, challenge: "signed" })}
          onVerify={async () => ({ ok: true })}
          onLoggedIn={() => {}}
        />
      </Wrapper>,
    );
    // The modal machinery loads on first open (Dialog), cold in this test file.
    const dialog = await screen.findByRole("dialog", {}, { timeout: 10_000 });
    const portalRoot = dialog.closest<HTMLElement>(".qisi-root");
    expect(portalRoot).not.toBeNull();
    expect(portalRoot?.parentElement).toBe(document.body);
    expect(portalRoot?.dataset.theme).toBe("dark");
    expect(screen.getByRole("button", { name: "关闭" })).toBeTruthy();
  });

  it("offers exactly the locales of locales/locales.json", () => {
    expect([...qisiLocales]).toEqual(localeList.map((locale) => locale.code));
  });
});

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <QisiProvider locale="zh-CN" theme="dark">
      {children}
    </QisiProvider>
  );
}
