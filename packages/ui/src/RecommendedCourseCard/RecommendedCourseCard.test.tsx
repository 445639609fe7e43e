import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { RecommendedCourseCard } from "./RecommendedCourseCard";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

describe("RecommendedCourseCard", () => {
  it("hides a list price that is not higher than the price", () => {
    render(
      <I18nProvider i18n={i18n}>
        <RecommendedCourseCard
          course={{ title: "课", summary: "简介", priceFen: 9900, listPriceFen: 9900, href: "/app/x" }}
        />
      </I18nProvider>,
    );
    expect(screen.getByText("¥99")).toBeTruthy();
    expect(screen.queryByText(/原价/)).toBeNull();
  });
});
