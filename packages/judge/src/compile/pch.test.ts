import { describe, expect, it } from "vitest";
import { usesBits } from "./pch.ts";

describe("usesBits", () => {
  it("finds an include of bits/stdc++.h on any line, and nothing else", () => {
    expect(usesBits("#include <bits/stdc++.h>\nint main() {}\n")).toBe(true);
    expect(usesBits('\n\n  #  include "bits/stdc++.h"\r\nint main() {}\n')).toBe(true);
    expect(usesBits("#include <iostream>\n// bits/stdc++.h\nint main() {}\n")).toBe(false);
    expect(usesBits("int x; #include <bits/stdc++.h>\n")).toBe(false);
  });

  it("reads 64 KB of newlines with the include at the end (the shape that backtracked)", () => {
    expect(usesBits(`${"\n".repeat(65_536)}#include <bits/stdc++.h>\n`)).toBe(true);
    expect(usesBits(`${"\n".repeat(65_536)}bits/stdc++.h`)).toBe(false);
  });
});
