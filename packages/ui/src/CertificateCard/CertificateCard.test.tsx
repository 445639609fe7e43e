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

  it("says how the exercises were passed and how long the child studied, never claiming more", () => {
    renderWithI18n(
      <CertificateCard {...props} passed={{ own: 25, parsons: 3, solution: 2 }} minutes={380} />,
    );
    const card = screen.getByRole("article", { name: "结业证书" });
    expect(card.textContent).not.toContain("靠自己的程序");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "25 道是自己想出来的",
      "3 道是把程序拼好以后做出来的",
      "2 道是看了答案、弄懂以后做出来的",
    ]);
    expect(screen.getByText("380 分钟")).toBeTruthy();
  });

  it("leaves the study time out when the server measured none", () => {
    renderWithI18n(<CertificateCard {...props} minutes={0} />);
    expect(screen.queryByText("学习时间")).toBeNull();
  });

  it("prints through the callback it is given", async () => {
    const onPrint = vi.fn();
    renderWithI18n(<CertificateCard {...props} onPrint={onPrint} />);
    await userEvent.click(screen.getByRole("button", { name: "打印证书" }));
    expect(onPrint).toHaveBeenCalledOnce();
  });
});
