import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { ErrorExplanation } from "./ErrorExplanation";

describe("ErrorExplanation", () => {
  it("leads with the line and the cause in Chinese, the tool's words folded below", () => {
    renderWithI18n(
      <ErrorExplanation
        line={2}
        title="名字拼错了"
        text="Python 不认识 pritn。你是不是想写 print？"
        original="NameError: name 'pritn' is not defined"
        tool="python"
        cause="typo"
      />,
    );
    const box = screen.getByTestId("error-explanation");
    expect(box.dataset.cause).toBe("typo");
    expect(box.querySelector("p")?.textContent).toBe(
      "第 2 行：名字拼错了Python 不认识 pritn。你是不是想写 print？",
    );
    const details = box.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe("Python 的原话");
    expect(details.querySelector("pre")?.textContent).toBe("NameError: name 'pritn' is not defined");
  });

  it("calls the compiler's words 编译器的原话 and folds nothing when there are none", () => {
    const { rerender } = renderWithI18n(
      <ErrorExplanation line={4} text="这一行的分号是中文的 ；" original="error: …" tool="compiler" />,
    );
    expect(screen.getByText("编译器的原话")).toBeTruthy();
    rerender(<ErrorExplanation line={4} text="这一行的分号是中文的 ；" tool="compiler" />);
    expect(screen.queryByText("编译器的原话")).toBeNull();
  });

  it("names no line when the tool gives none", () => {
    renderWithI18n(<ErrorExplanation line={0} text="程序里找不到 int main()" tool="compiler" />);
    expect(screen.getByTestId("error-explanation").textContent).toBe("程序里找不到 int main()");
  });

  it("makes the line a button when the editor can show it", () => {
    const onLine = vi.fn();
    renderWithI18n(<ErrorExplanation line={7} text="少了分号" tool="compiler" onLine={onLine} />);
    fireEvent.click(screen.getByRole("button", { name: "第 7 行" }));
    expect(onLine).toHaveBeenCalledWith(7);
  });
});
