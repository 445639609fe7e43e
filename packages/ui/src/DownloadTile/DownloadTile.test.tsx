import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { DownloadTile } from "./DownloadTile";

describe("DownloadTile", () => {
  it("names the download after its platform so a list of tiles is not a list of 下载", () => {
    renderWithI18n(
      <DownloadTile platform="win-10-11" version="3.2.0" size="86 MB" href="/files/qisi-setup.exe" />,
    );
    const link = screen.getByRole("link", { name: /下载\s*Windows 10\/11/ });
    expect(link.getAttribute("href")).toBe("/files/qisi-setup.exe");
    expect(link.getAttribute("target")).toBeNull();
    expect(screen.getByText("3.2.0")).toBeTruthy();
    expect(screen.getByText("86 MB")).toBeTruthy();
  });

  it("opens store pages in a new tab", () => {
    renderWithI18n(<DownloadTile platform="ipad" href="https://apps.example.com/qisi" external />);
    expect(screen.getByRole("link", { name: /前往下载/ }).getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows coming soon without a link when there is nothing to download", () => {
    renderWithI18n(<DownloadTile platform="android" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("即将上线")).toBeTruthy();
    expect((screen.getByRole("button", { name: /敬请期待/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("treats comingSoon as unavailable even with an address", () => {
    renderWithI18n(<DownloadTile platform="mac" href="/files/qisi.dmg" comingSoon />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
