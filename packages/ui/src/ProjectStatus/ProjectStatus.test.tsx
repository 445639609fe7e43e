import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ProjectStatus, type ProjectStatusValue } from "./ProjectStatus";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

const expected: [ProjectStatusValue, string][] = [
  ["saving", "正在保存…"],
  ["saved", "已保存"],
  ["copying", "正在复制…"],
  ["remixing", "正在改编…"],
  ["save-success", "保存成功"],
  ["copy-success", "复制成功"],
  ["remix-success", "改编成功"],
];

describe("ProjectStatus", () => {
  it.each(expected)("says %s as %s", (status, text) => {
    render(
      <I18nProvider i18n={i18n}>
        <ProjectStatus status={status} />
      </I18nProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe(text);
  });

  it("offers the new project only after a copy or remix", () => {
    render(
      <I18nProvider i18n={i18n}>
        <ProjectStatus status="saved" resultHref="/studio/scratch/1" />
      </I18nProvider>,
    );
    expect(screen.queryByRole("link")).toBeNull();
  });
});
