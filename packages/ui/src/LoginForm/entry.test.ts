import { describe, expect, it } from "vitest";
import * as login from "../login";

describe("@qisi/ui/login", () => {
  it("offers partners the form, the dialog, the validation helpers and the provider they need, on their own", () => {
    expect(Object.keys(login).sort()).toEqual(
      [
        "CaptchaWidget",
        "LoginDialog",
        "LoginForm",
        "QisiProvider",
        "codeLength",
        "formatPhone",
        "mainlandMobilePattern",
        "normalizeCode",
        "normalizePhone",
        "qisiLocales",
        "qisiRootClass",
        "solveChallenge",
        "useLoginMessages",
        "validateCode",
        "validatePhone",
      ].sort(),
    );
  });
});
