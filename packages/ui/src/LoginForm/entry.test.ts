import { describe, expect, it } from "vitest";
import * as login from "../login";

describe("@qisi/ui/login", () => {
  it("offers partners the form, the dialog and the validation helpers on their own", () => {
    expect(Object.keys(login).sort()).toEqual(
      [
        "LoginDialog",
        "LoginForm",
        "codeLength",
        "formatPhone",
        "mainlandMobilePattern",
        "normalizeCode",
        "normalizePhone",
        "useLoginMessages",
        "validateCode",
        "validatePhone",
      ].sort(),
    );
  });
});
