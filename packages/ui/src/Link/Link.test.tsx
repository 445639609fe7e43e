import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Link } from "./Link";

describe("Link", () => {
  it("keeps the opener safe for external links", () => {
    render(
      <Link href="https://beian.miit.gov.cn/" external rel="nofollow">
        备案
      </Link>,
    );
    const a = screen.getByRole("link");
    expect(a.getAttribute("target")).toBe("_blank");
    expect(a.getAttribute("rel")).toBe("noopener noreferrer nofollow");
  });

  it("leaves internal links in the same tab", () => {
    render(<Link href="/downloads">下载</Link>);
    expect(screen.getByRole("link").getAttribute("target")).toBeNull();
  });
});
