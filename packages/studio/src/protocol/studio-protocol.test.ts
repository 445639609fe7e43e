import { describe, expect, it } from "vitest";
import {
  envelope,
  isAllowedOrigin,
  parseHostMessage,
  parseStudioMessage,
  studioProtocolVersion,
} from "./studio-protocol.ts";

describe("the studio postMessage protocol", () => {
  it("accepts well-formed host messages of this version", () => {
    expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "load", code: "print(1)" })).toEqual(
      {
        protocol: "qisi-studio",
        version: 1,
        type: "load",
        code: "print(1)",
      },
    );
    expect(parseHostMessage(envelope({ type: "run" }))?.type).toBe("run");
    expect(parseHostMessage(envelope({ type: "get-code", requestId: "a" }))?.type).toBe("get-code");
  });

  it("ignores other protocols, other versions, unknown types and malformed fields", () => {
    expect(parseHostMessage({ protocol: "other", version: 1, type: "run" })).toBeNull();
    expect(
      parseHostMessage({ protocol: "qisi-studio", version: studioProtocolVersion + 1, type: "run" }),
    ).toBeNull();
    expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "format-disk" })).toBeNull();
    expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "load", code: 42 })).toBeNull();
    expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "get-code" })).toBeNull();
    expect(parseHostMessage("run")).toBeNull();
    expect(parseHostMessage(null)).toBeNull();
  });

  it("reads studio messages for hosts", () => {
    expect(parseStudioMessage(envelope({ type: "ready", kind: "python", projectId: "new" }))?.type).toBe(
      "ready",
    );
    expect(parseStudioMessage({ protocol: "qisi-studio", version: 1, type: "nope" })).toBeNull();
  });

  it("allows exact origins only, never the opaque null origin", () => {
    const allowed = ["https://partner.example"];
    expect(isAllowedOrigin("https://partner.example", allowed)).toBe(true);
    expect(isAllowedOrigin("https://partner.example:8443", allowed)).toBe(false);
    expect(isAllowedOrigin("http://partner.example", allowed)).toBe(false);
    expect(isAllowedOrigin("null", ["null"])).toBe(false);
  });
});
