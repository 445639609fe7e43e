import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RedirectForm } from "./RedirectForm";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

function fill(id: string, url: string) {
  fireEvent.change(screen.getByLabelText("短链接编号（可不填）"), { target: { value: id } });
  fireEvent.change(screen.getByLabelText("跳转到"), { target: { value: url } });
  fireEvent.submit(screen.getByRole("form", { name: "新建短链接" }));
}

describe("RedirectForm", () => {
  it("sends trimmed values and clears after a success", async () => {
    const onCreate = vi.fn(async () => true);
    render(
      <I18nProvider i18n={i18n}>
        <RedirectForm onCreate={onCreate} />
      </I18nProvider>,
    );
    fill(" camp ", " https://example.com/a ");
    expect(onCreate).toHaveBeenCalledWith({ id: "camp", url: "https://example.com/a" });
    await waitFor(() => expect((screen.getByLabelText("跳转到") as HTMLInputElement).value).toBe(""));
  });

  it("keeps what was typed when creating failed", async () => {
    const onCreate = vi.fn(async () => false);
    render(
      <I18nProvider i18n={i18n}>
        <RedirectForm onCreate={onCreate} error="已经存在" />
      </I18nProvider>,
    );
    fill("camp", "/x");
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect((screen.getByLabelText("跳转到") as HTMLInputElement).value).toBe("/x");
    expect(screen.getByRole("alert").textContent).toBe("已经存在");
  });

  it("does not send twice while busy", () => {
    const onCreate = vi.fn(() => true);
    render(
      <I18nProvider i18n={i18n}>
        <RedirectForm onCreate={onCreate} busy />
      </I18nProvider>,
    );
    fill("a", "/b");
    expect(onCreate).not.toHaveBeenCalled();
  });
});
