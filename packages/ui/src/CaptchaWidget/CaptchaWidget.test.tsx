import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CaptchaWidget } from "./CaptchaWidget";
import type { AltchaChallenge } from "./solve-altcha";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function challengeFor(number: number): Promise<AltchaChallenge> {
  return {
    algorithm: "SHA-256",
    challenge: await sha256Hex(`salt-9${number}`),
    maxnumber: 2000,
    salt: "salt-9",
    signature: "signed-by-server",
  };
}

describe("CaptchaWidget (issue 23: the captcha partners put in LoginForm's slot)", () => {
  describe("given a challenge from the server", () => {
    it("solves it on the page and hands the challenge with the number found to onVerified", async () => {
      const challenge = await challengeFor(1234);
      const onVerified = vi.fn();
      const onFailed = vi.fn();
      wrap(
        <CaptchaWidget getChallenge={async () => challenge} onVerified={onVerified} onFailed={onFailed} />,
      );
      expect(screen.getByRole("progressbar", { name: "正在进行人机验证，请稍等片刻…" })).toBeTruthy();
      await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      expect(onVerified).toHaveBeenCalledWith({
        algorithm: "SHA-256",
        challenge: challenge.challenge,
        number: 1234,
        salt: "salt-9",
        signature: "signed-by-server",
      });
      expect(onFailed).not.toHaveBeenCalled();
    });

    it("uses the app's solver when it has one (a Web Worker's), and reports an unsolvable challenge as failed", async () => {
      const solve = vi.fn(async () => null);
      const onFailed = vi.fn();
      wrap(
        <CaptchaWidget
          getChallenge={() => challengeFor(1)}
          solve={solve}
          onVerified={vi.fn()}
          onFailed={onFailed}
        />,
      );
      await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith());
      expect(solve).toHaveBeenCalledTimes(1);
    });

    it("stops solving when it unmounts", async () => {
      let signal: AbortSignal | undefined;
      const solve = vi.fn((_challenge, _progress, stop: AbortSignal) => {
        signal = stop;
        return new Promise<null>(() => {});
      });
      const view = wrap(
        <CaptchaWidget
          getChallenge={() => challengeFor(1)}
          solve={solve}
          onVerified={vi.fn()}
          onFailed={vi.fn()}
        />,
      );
      await vi.waitFor(() => expect(solve).toHaveBeenCalled());
      view.unmount();
      expect(signal?.aborted).toBe(true);
    });
  });

  describe("given a challenge that cannot be fetched (a CORS refusal looks like this)", () => {
    it("says the server cannot be reached, never that the verification failed", async () => {
      const onFailed = vi.fn();
      wrap(
        <CaptchaWidget
          getChallenge={() => Promise.reject(new TypeError("Failed to fetch"))}
          onVerified={vi.fn()}
          onFailed={onFailed}
        />,
      );
      await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith("server_unreachable"));
    });

    it("takes the app's reading of the error (@qisi/api's captchaFailureOf)", async () => {
      const onFailed = vi.fn();
      const failureOf = vi.fn(() => "rate_limited" as const);
      const refusal = new Error("429");
      wrap(
        <CaptchaWidget
          getChallenge={() => Promise.reject(refusal)}
          failureOf={failureOf}
          onVerified={vi.fn()}
          onFailed={onFailed}
        />,
      );
      await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith("rate_limited"));
      expect(failureOf).toHaveBeenCalledWith(refusal);
    });
  });
});
