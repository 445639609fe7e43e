import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleTermsHrefs } from "../test-utils/sample-links";
import { LoginForm } from "./LoginForm";
import type { CaptchaSlotProps } from "./types";
import { formatPhone, normalizeCode, normalizePhone, validateCode, validatePhone } from "./validation";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe("validatePhone", () => {
  it("asks for a number when nothing was typed", () => {
    expect(validatePhone("")).toBe("phone_empty");
    expect(validatePhone("   ")).toBe("phone_empty");
  });

  it("accepts mainland mobile numbers however the learner grouped them", () => {
    for (const phone of [
      "13800138000",
      "138 0013 8000",
      "138-0013-8000",
      "+86 199 1234 5678",
      "１３８００１３８０００",
    ]) {
      expect(validatePhone(phone), phone).toBeNull();
    }
  });

  it("rejects landlines, short numbers, letters and the 12 prefix", () => {
    for (const phone of [
      "1380013800",
      "138001380001",
      "12800138000",
      "010-12345678",
      "1380013800a",
      "23800138000",
    ]) {
      expect(validatePhone(phone), phone).toBe("phone_invalid");
    }
  });

  it("normalises to the 11 digits the server wants", () => {
    expect(normalizePhone(" 138-0013 8000 ")).toBe("13800138000");
    expect(normalizePhone("+8613800138000")).toBe("13800138000");
    expect(formatPhone("13800138000")).toBe("138 0013 8000");
  });
});

describe("validateCode", () => {
  it("accepts exactly six digits, also pasted with spaces or typed full-width", () => {
    expect(validateCode("123456")).toBeNull();
    expect(validateCode("123 456")).toBeNull();
    expect(normalizeCode("１２３４５６")).toBe("123456");
    expect(validateCode("１２３４５６")).toBeNull();
  });

  it("rejects empty, short, long and non-digit codes", () => {
    for (const code of ["", "12345", "1234567", "12a456", "１２３"]) {
      expect(validateCode(code), code).toBe("code_format");
    }
  });
});

describe("given the code was sent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function reachCodeStep(resendSeconds = 60) {
    const onRequestCode = vi.fn().mockResolvedValue({ ok: true, challenge: "signed-1" });
    const onVerify = vi.fn().mockResolvedValue({ ok: false, reason: "code_wrong" });
    wrap(
      <LoginForm
        terms={sampleTermsHrefs}
        onRequestCode={onRequestCode}
        onVerify={onVerify}
        resendSeconds={resendSeconds}
      />,
    );
    fireEvent.change(screen.getByLabelText("手机号码"), { target: { value: "138 0013 8000" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "同意并继续" }));
    });
    return { onRequestCode, onVerify };
  }

  it("requests the code without a captcha widget, with the normalised number", async () => {
    const { onRequestCode } = await reachCodeStep();
    expect(onRequestCode).toHaveBeenCalledWith("13800138000", null);
    expect(screen.getByLabelText("短信验证码")).toBeTruthy();
  });

  it("allows resending only after the countdown", async () => {
    const { onRequestCode } = await reachCodeStep(60);
    expect(screen.getByRole("button", { name: "60 秒后可以重新发送" })).toHaveProperty("disabled", true);
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole("button", { name: "1 秒后可以重新发送" })).toHaveProperty("disabled", true);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    const resend = screen.getByRole("button", { name: "没收到？重新发送验证码" });
    await act(async () => {
      fireEvent.click(resend);
    });
    expect(onRequestCode).toHaveBeenCalledTimes(2);
  });

  it("does not call the server for a code that is not six digits", async () => {
    const { onVerify } = await reachCodeStep();
    fireEvent.change(screen.getByLabelText("短信验证码"), { target: { value: "12345" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "验证并登录" }));
    });
    expect(onVerify).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("验证码是 6 位数字，请检查后重新输入");
  });

  it("shows the wrong-code message from the server on the code field", async () => {
    const { onVerify } = await reachCodeStep();
    fireEvent.change(screen.getByLabelText("短信验证码"), { target: { value: "654321" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "验证并登录" }));
    });
    expect(onVerify).toHaveBeenCalledWith("13800138000", "654321", "signed-1");
    expect(screen.getByRole("alert").textContent).toBe("验证码不正确，请检查后重新输入");
    expect(screen.getByLabelText("短信验证码").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("after the code could not be sent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits a minute before the learner may try again (SPEC §9)", async () => {
    const onRequestCode = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, reason: "sms_failed" })
      .mockResolvedValueOnce({ ok: true, challenge: "signed-1" });
    wrap(
      <LoginForm
        terms={sampleTermsHrefs}
        onRequestCode={onRequestCode}
        onVerify={vi.fn()}
        defaultPhone="13800138000"
      />,
    );
    const next = () => screen.getByRole("button", { name: "同意并继续" }) as HTMLButtonElement;
    await act(async () => {
      fireEvent.click(next());
    });
    expect(screen.getByRole("alert").textContent).toBe("验证码没有发出去，请 1 分钟后重新发送");
    expect(next().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(next().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(next());
    });
    expect(onRequestCode).toHaveBeenCalledTimes(2);
  });
});

describe("a resend too soon", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("says how long to wait, not to redo the human verification (issue 26)", async () => {
    // The server's resend-too-soon answer: sms_failed with the rest of the minute.
    const onRequestCode = vi.fn().mockResolvedValue({ ok: false, reason: "sms_failed", retryAfter: 42 });
    const captcha = ({ onVerified }: { onVerified: (proof: string) => void }) => (
      <button type="button" onClick={() => onVerified("proof")}>
        完成验证
      </button>
    );
    wrap(
      <LoginForm
        terms={sampleTermsHrefs}
        onRequestCode={onRequestCode}
        onVerify={vi.fn()}
        captcha={captcha}
        defaultPhone="13800138000"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "同意并继续" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "完成验证" }));
    });
    const alert = screen.getByRole("alert").textContent ?? "";
    expect(alert).toBe("验证码暂时不能发送，请 42 秒后再重新发送");
    expect(document.body.textContent).not.toContain("人机验证");
  });

  it("says the daily cap is reached when the wait runs until tomorrow", async () => {
    const onRequestCode = vi.fn().mockResolvedValue({ ok: false, reason: "sms_failed", retryAfter: 30_000 });
    wrap(
      <LoginForm
        terms={sampleTermsHrefs}
        onRequestCode={onRequestCode}
        onVerify={vi.fn()}
        defaultPhone="13800138000"
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "同意并继续" }));
    });
    expect(screen.getByRole("alert").textContent).toBe("今天获取验证码的次数太多了，请明天再试");
  });
});

describe("when a callback throws", () => {
  it("says the network failed instead of crashing", async () => {
    const onRequestCode = vi.fn().mockRejectedValue(new Error("offline"));
    wrap(
      <LoginForm
        terms={sampleTermsHrefs}
        onRequestCode={onRequestCode}
        onVerify={vi.fn()}
        defaultPhone="13800138000"
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "同意并继续" }));
    });
    expect(screen.getByRole("alert").textContent).toBe("网络好像开小差了，请检查网络后再试");
  });
});

describe("when the captcha's challenge cannot be fetched (issue 23)", () => {
  it("says the server cannot be reached instead of blaming the human verification", async () => {
    const captcha = ({ onFailed }: CaptchaSlotProps) => (
      <button type="button" onClick={() => onFailed("server_unreachable")}>
        取不到题目
      </button>
    );
    wrap(
      <LoginForm
        terms={sampleTermsHrefs}
        onRequestCode={vi.fn()}
        onVerify={vi.fn()}
        captcha={captcha}
        defaultPhone="13800138000"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "同意并继续" }));
    fireEvent.click(screen.getByRole("button", { name: "取不到题目" }));
    expect(screen.getByRole("alert").textContent).toBe("无法连接到启思编程服务器，请检查网站配置");
    expect(document.body.textContent).not.toContain("人机验证没有通过");
    // A fresh widget would fail the same way: the phone step's button tries again, no countdown.
    expect(screen.getByRole("button", { name: "同意并继续" })).toHaveProperty("disabled", false);
  });
});

describe("given the app's own challenge type", () => {
  it("hands the newest challenge from sending the code to verifying it, untouched", async () => {
    interface Signed {
      token: string;
      expiresAt: number;
    }
    const first: Signed = { token: "first", expiresAt: 1 };
    const second: Signed = { token: "second", expiresAt: 2 };
    const onRequestCode = vi
      .fn<(phone: string, proof: null) => Promise<{ ok: true; challenge: Signed; resendAfter: number }>>()
      .mockResolvedValueOnce({ ok: true, challenge: first, resendAfter: 0 })
      .mockResolvedValueOnce({ ok: true, challenge: second, resendAfter: 0 });
    const onVerify = vi.fn(async (_phone: string, _code: string, _challenge: Signed) => ({
      ok: true as const,
    }));
    wrap(
      <LoginForm<null, Signed>
        terms={sampleTermsHrefs}
        onRequestCode={onRequestCode}
        onVerify={onVerify}
        defaultPhone="13800138000"
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "同意并继续" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "没收到？重新发送验证码" }));
    });
    fireEvent.change(screen.getByLabelText("短信验证码"), { target: { value: "123456" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "验证并登录" }));
    });
    expect(onVerify).toHaveBeenCalledWith("13800138000", "123456", second);
    expect(onVerify.mock.calls[0]?.[2]).toBe(second);
  });
});
