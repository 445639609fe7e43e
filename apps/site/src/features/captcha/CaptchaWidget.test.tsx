import { createServer } from "node:net";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type CaptchaSolution, createQisiClient } from "@qisi/api";
import { LoginForm } from "@qisi/ui";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { termsHrefs } from "../../app/site-links";
import { CaptchaWidget } from "./CaptchaWidget";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

/** A port nothing listens on: a connection there is refused, as a browser refuses a CORS answer. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("given a partner page whose API calls get no answer (issue 23)", () => {
  it("says the server cannot be reached, not that the human verification failed", async () => {
    // A real client on an address that refuses: the same error a browser gives for a refused CORS answer.
    const client = createQisiClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}/api/`,
      retryDelay: () => 0,
      logger: { warn: () => undefined },
    });
    const onRequestCode = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <LoginForm<CaptchaSolution>
          terms={termsHrefs}
          defaultPhone="13800138000"
          captcha={(slot) => <CaptchaWidget {...slot} getChallenge={() => client.getCaptchaChallenge()} />}
          onRequestCode={onRequestCode}
          onVerify={vi.fn()}
        />
      </I18nProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "同意并继续" }));
    });
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toBe("无法连接到启思编程服务器，请检查网站配置");
    expect(document.body.textContent).not.toContain("人机验证没有通过");
    // Back on the phone step: its button tries again, with no countdown for a failed verification.
    expect(screen.getByRole("button", { name: "同意并继续" })).toHaveProperty("disabled", false);
    expect(onRequestCode).not.toHaveBeenCalled();
  });
});
