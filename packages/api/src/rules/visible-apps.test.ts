import { describe, expect, it } from "vitest";
import { visibleApps } from "./visible-apps.ts";

const app = (uid: string) => ({ uid });

describe("visibleApps", () => {
  it("hides -x01 apps when there is more than one app", () => {
    expect(
      visibleApps([app("25s2-python-cpp-01"), app("25s2-python-cpp-x01"), app("23h2-python-01")]),
    ).toEqual([app("25s2-python-cpp-01"), app("23h2-python-01")]);
  });

  it("keeps a lone -x01 app", () => {
    expect(visibleApps([app("25s2-python-cpp-x01")])).toEqual([app("25s2-python-cpp-x01")]);
  });

  it("hides every -x01 app even if that leaves none", () => {
    expect(visibleApps([app("a-x01"), app("b-x01")])).toEqual([]);
  });

  it("only looks at the end of the uid", () => {
    expect(visibleApps([app("x01-course"), app("b")])).toHaveLength(2);
  });

  it("returns a new array", () => {
    const apps = [app("a")];
    expect(visibleApps(apps)).not.toBe(apps);
  });
});
