import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PackagePicker } from "./PackagePicker";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

const packages = [
  { uid: "a", title: "甲", lessons: 4, priceFen: 990 },
  { uid: "b", title: "乙", lessons: 24, priceFen: 129900, listPriceFen: 129900 },
];

describe("PackagePicker", () => {
  it("follows a controlled value and only reports the learner's choice", () => {
    const onChange = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <PackagePicker packages={packages} value="a" onChange={onChange} />
      </I18nProvider>,
    );
    const [a, b] = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(a?.checked).toBe(true);
    fireEvent.click(b!);
    expect(onChange).toHaveBeenCalledWith("b");
    expect(a?.checked).toBe(true);
  });

  it("shows no crossed-out price or saving when the list price is not higher", () => {
    render(
      <I18nProvider i18n={i18n}>
        <PackagePicker packages={packages} />
      </I18nProvider>,
    );
    expect(screen.queryByText(/原价/)).toBeNull();
    expect(screen.queryByText(/立省/)).toBeNull();
  });
});
