import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const navigate = vi.fn();
vi.mock("wouter/use-browser-location", () => ({ navigate: (to: string) => navigate(to) }));

// The site's files share their worker's modules (isolate: false): import ./navigation afresh, so it
// sees the mock whichever file loaded it first, and leave no mocked copy to the files after this one.
vi.resetModules();
const { interceptLinkClicks } = await import("./navigation");
afterAll(() => {
  vi.resetModules();
});

function clickLink(attributes: Record<string, string>, init: MouseEventInit = {}) {
  const anchor = document.createElement("a");
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.textContent = "链接";
  document.body.append(anchor);
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  anchor.dispatchEvent(event);
  anchor.remove();
  return event;
}

describe("same-origin link interception", () => {
  let stop: () => void;
  beforeEach(() => {
    navigate.mockClear();
    stop = interceptLinkClicks();
  });
  afterEach(() => stop());

  it("routes a plain same-origin link on the client", () => {
    const event = clickLink({ href: "/downloads/mac?x=1#top" });
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/downloads/mac?x=1#top");
  });

  it.each([
    ["another site", { href: "https://beian.miit.gov.cn/" }, {}],
    ["a new tab", { href: "/terms/tos", target: "_blank" }, {}],
    ["a download", { href: "/qr.svg", download: "qr.svg" }, {}],
    ["an API path", { href: "/api/r/trial" }, {}],
    ["a ctrl-click", { href: "/terms/tos" }, { ctrlKey: true }],
    ["a middle click", { href: "/terms/tos" }, { button: 1 }],
  ])("leaves %s to the browser", (_name, attributes, init) => {
    const event = clickLink(attributes as Record<string, string>, init as MouseEventInit);
    expect(event.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves a hash on the same page to the browser, which also moves focus there", () => {
    const event = clickLink({ href: `${location.pathname}#main` });
    expect(event.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
