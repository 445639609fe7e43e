import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { CertificateCard } from "./CertificateCard";

const props = {
  learnerName: "王小明",
  courseTitle: "Python 入门",
  completedAt: "2026-11-27T08:00:00.000Z",
  lessons: 12,
  exercises: 30,
};

describe("CertificateCard", () => {
  it("names the learner, the course, the counts and the date", () => {
    renderWithI18n(<CertificateCard {...props} />);
    const card = screen.getByRole("article", { name: "结业证书" });
    expect(card.textContent).toContain("王小明");
    expect(card.textContent).toContain("《Python 入门》");
    expect(screen.getByText("12 节")).toBeTruthy();
    expect(screen.getByText("30 道")).toBeTruthy();
    expect(card.querySelector("time")?.getAttribute("dateTime")).toBe(props.completedAt);
    expect(card.querySelector("time")?.textContent).toBe("2026年11月27日");
  });

  it("prints through the callback it is given", async () => {
    const onPrint = vi.fn();
    renderWithI18n(<CertificateCard {...props} onPrint={onPrint} />);
    await userEvent.click(screen.getByRole("button", { name: "打印证书" }));
    expect(onPrint).toHaveBeenCalledOnce();
  });
});
