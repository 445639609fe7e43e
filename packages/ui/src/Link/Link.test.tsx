import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type AnchorProps, Link } from "./Link";

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

const RouterLink = ({ href, ...rest }: AnchorProps) => <a data-router="" href={href} {...rest} />;

describe("given the app's own link component", () => {
  it("renders through it with the design system's class", () => {
    render(
      <Link as={RouterLink} href="/dashboard">
        学习中心
      </Link>,
    );
    const a = screen.getByRole("link", { name: "学习中心" });
    expect(a.hasAttribute("data-router")).toBe(true);
    expect(a.className).not.toBe("");
  });
});
