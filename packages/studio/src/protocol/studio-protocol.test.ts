import { describe, expect, it, vi } from "vitest";
import {
  connectToHost,
  connectToStudio,
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

  it("takes run and stop with or without a request id, and refuses one that is not a string (issue 23)", () => {
    expect(parseHostMessage(envelope({ type: "run", requestId: "r1" }))).toMatchObject({ requestId: "r1" });
    expect(parseHostMessage(envelope({ type: "stop", requestId: "s1" }))).toMatchObject({ requestId: "s1" });
    expect(parseHostMessage(envelope({ type: "stop" }))?.type).toBe("stop");
    expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "run", requestId: 7 })).toBeNull();
    expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "stop", requestId: {} })).toBeNull();
  });

  it("reads studio messages for hosts", () => {
    expect(parseStudioMessage(envelope({ type: "stopped", requestId: "s1" }))?.type).toBe("stopped");
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

  describe("given the Scratch messages (added to version 1)", () => {
    it("accepts scripts to draw with a request id, and answers them as pictures", () => {
      const targets = [{ name: "小启", isStage: false, blocks: { a: { opcode: "event_whenflagclicked" } } }];
      expect(parseHostMessage(envelope({ type: "draw-blocks", requestId: "d1", targets }))?.type).toBe(
        "draw-blocks",
      );
      for (const bad of [
        undefined,
        "x",
        [{ name: 1, blocks: {} }],
        [{ name: "a", blocks: "x" }],
        Array(51).fill(targets[0]),
      ])
        expect(
          parseHostMessage({
            protocol: "qisi-studio",
            version: 1,
            type: "draw-blocks",
            requestId: "d1",
            targets: bad,
          }),
        ).toBeNull();
      expect(
        parseHostMessage({ protocol: "qisi-studio", version: 1, type: "draw-blocks", targets }),
      ).toBeNull();
      const pictures = [{ name: "小启", svg: "<svg/>", description: "当绿旗被点击" }];
      expect(parseStudioMessage(envelope({ type: "blocks-drawn", requestId: "d1", pictures }))?.type).toBe(
        "blocks-drawn",
      );
    });

    it("accepts the stage's size, small or large, and nothing else", () => {
      expect(parseHostMessage(envelope({ type: "stage-size", size: "small" }))?.type).toBe("stage-size");
      expect(parseHostMessage(envelope({ type: "stage-size", size: "large" }))?.type).toBe("stage-size");
      for (const size of ["tiny", "", 240, null, undefined])
        expect(
          parseHostMessage({ protocol: "qisi-studio", version: 1, type: "stage-size", size }),
        ).toBeNull();
    });

    it("accepts an exercise check with its spec and a request for the project JSON, each with a request id", () => {
      const spec = { behaviour: [{ frames: 30, expect: [{ sprite: "小启", said: "你好！" }] }] };
      expect(parseHostMessage(envelope({ type: "check", requestId: "c1", spec }))?.type).toBe("check");
      expect(parseHostMessage(envelope({ type: "get-project", requestId: "p1" }))?.type).toBe("get-project");
      expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "check", spec })).toBeNull();
      expect(
        parseHostMessage({ protocol: "qisi-studio", version: 1, type: "check", requestId: "c1", spec: "x" }),
      ).toBeNull();
      expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "get-project" })).toBeNull();
      const result = { passed: true, total: 1, passedTests: 1, message: "全部通过了，真棒！", cases: [] };
      expect(parseStudioMessage(envelope({ type: "checked", requestId: "c1", result }))?.type).toBe(
        "checked",
      );
      expect(parseStudioMessage(envelope({ type: "project-json", requestId: "p1", json: "{}" }))?.type).toBe(
        "project-json",
      );
    });

    it("accepts loads of a project id, a new project and an .sb3, but not two sources at once", () => {
      expect(parseHostMessage(envelope({ type: "load", projectId: "abc" }))?.type).toBe("load");
      expect(parseHostMessage(envelope({ type: "load", projectId: null }))?.type).toBe("load");
      expect(parseHostMessage(envelope({ type: "load", sb3: new ArrayBuffer(4), title: "作品" }))?.type).toBe(
        "load",
      );
      expect(parseHostMessage({ ...envelope({ type: "load", code: "x" }), projectId: "abc" })).toBeNull();
      expect(
        parseHostMessage({ protocol: "qisi-studio", version: 1, type: "load", projectId: "" }),
      ).toBeNull();
      expect(
        parseHostMessage({ protocol: "qisi-studio", version: 1, type: "load", sb3: "not bytes" }),
      ).toBeNull();
    });

    it("keeps the Python load working", () => {
      expect(parseHostMessage(envelope({ type: "load", code: "print(1)", title: "t" }))).toMatchObject({
        code: "print(1)",
      });
    });

    it("accepts the commands and checks their fields", () => {
      for (const type of ["save", "save-as-copy", "remix"] as const)
        expect(parseHostMessage(envelope({ type }))?.type).toBe(type);
      expect(parseHostMessage(envelope({ type: "set-title", title: "新名字" }))?.type).toBe("set-title");
      expect(
        parseHostMessage({ protocol: "qisi-studio", version: 1, type: "set-title", title: 3 }),
      ).toBeNull();
      expect(parseHostMessage(envelope({ type: "get-title", requestId: "r" }))?.type).toBe("get-title");
      expect(parseHostMessage(envelope({ type: "export-sb3", requestId: "r" }))?.type).toBe("export-sb3");
      expect(parseHostMessage({ protocol: "qisi-studio", version: 1, type: "export-sb3" })).toBeNull();
    });

    it("reads the Scratch studio's reports", () => {
      for (const message of [
        envelope({ type: "ready", kind: "scratch", projectId: "new" }),
        envelope({ type: "dirty", dirty: true }),
        envelope({ type: "save-state", state: "creating-remix", projectId: "p" }),
        envelope({ type: "title", title: "作品" }),
        envelope({ type: "sb3", requestId: "r", sb3: new ArrayBuffer(1) }),
        envelope({ type: "error", message: "x", code: "needs-login" }),
      ])
        expect(parseStudioMessage(message)?.type).toBe(message.type);
    });
  });

  describe("given a host connected to a studio frame", () => {
    it("hears only its frame at its origin, and posts to that origin only", () => {
      const frame = { postMessage: vi.fn() } as unknown as Window;
      const heard: string[] = [];
      const channel = connectToStudio(frame, "http://localhost:3000", (message) => heard.push(message.type));
      const data = envelope({ type: "dirty", dirty: true });
      dispatchEvent(new MessageEvent("message", { data, origin: "http://localhost:3000", source: frame }));
      dispatchEvent(new MessageEvent("message", { data, origin: "https://evil.example", source: frame }));
      dispatchEvent(new MessageEvent("message", { data, origin: "http://localhost:3000", source: window }));
      expect(heard).toEqual(["dirty"]);
      channel.send({ type: "save" });
      expect(frame.postMessage).toHaveBeenCalledWith(
        { protocol: "qisi-studio", version: 1, type: "save" },
        "http://localhost:3000",
        [],
      );
      channel.dispose();
      dispatchEvent(new MessageEvent("message", { data, origin: "http://localhost:3000", source: frame }));
      expect(heard).toEqual(["dirty"]);
    });
  });

  describe("given a studio frame connected to its host (the Python and C++ embeds)", () => {
    it("hears only its parent at an allowed origin, and answers get-code with the same requestId", () => {
      const parent = { postMessage: vi.fn() } as unknown as Window;
      const origins = ["http://localhost:3000", "https://partner.example"];
      const heard: string[] = [];
      const channel = connectToHost(parent, origins, (message) => {
        heard.push(message.type);
        if (message.type === "get-code")
          channel.send({ type: "code", requestId: message.requestId, code: "print(1)\n" });
      });
      const ask = envelope({ type: "get-code", requestId: "partner-7" });
      dispatchEvent(
        new MessageEvent("message", { data: ask, origin: "https://partner.example", source: parent }),
      );
      dispatchEvent(
        new MessageEvent("message", { data: ask, origin: "https://evil.example", source: parent }),
      );
      dispatchEvent(
        new MessageEvent("message", { data: ask, origin: "https://partner.example", source: window }),
      );
      const noRequestId = { protocol: "qisi-studio", version: 1, type: "get-code" };
      dispatchEvent(
        new MessageEvent("message", { data: noRequestId, origin: "https://partner.example", source: parent }),
      );
      expect(heard).toEqual(["get-code"]);
      const answer = {
        protocol: "qisi-studio",
        version: 1,
        type: "code",
        requestId: "partner-7",
        code: "print(1)\n",
      };
      // Once per allowed origin: the browser delivers only the one the parent really has.
      expect(vi.mocked(parent.postMessage).mock.calls).toEqual([
        [answer, "http://localhost:3000"],
        [answer, "https://partner.example"],
      ]);
      channel.dispose();
    });
  });
});
