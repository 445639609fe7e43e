import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { sampleTermsHrefs } from "../test-utils/sample-links";
import { CaptchaStep } from "./CaptchaStep";
import { CodeStep } from "./CodeStep";
import { LoginForm, type LoginFormProps } from "./LoginForm";
import { PhoneStep } from "./PhoneStep";
import type { CaptchaSlot, RequestCodeResult, VerifyResult } from "./types";

/** Stands in for the app's proof-of-work widget. */
const demoCaptcha: CaptchaSlot = ({ onVerified, onFailed }) => (
  <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
    <Button variant="secondary" onClick={() => onVerified("proof-demo")}>
      我不是机器人
    </Button>
    <Button variant="ghost" onClick={() => onFailed()}>
      模拟验证失败
    </Button>
  </div>
);

const never = () => new Promise<never>(() => {});
const requestCode = (result: RequestCodeResult) => fn<LoginFormProps["onRequestCode"]>(async () => result);
const verify = (result: VerifyResult) => fn<LoginFormProps["onVerify"]>(async () => result);

const meta = {
  title: "Login/LoginForm",
  component: LoginForm,
  args: {
    onRequestCode: requestCode({ ok: true, challenge: "signed-demo" }),
    onVerify: verify({ ok: true }),
    onLoggedIn: fn(),
    captcha: demoCaptcha,
    terms: sampleTermsHrefs,
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PhoneEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("请输入手机号码");
    await expect(canvas.getByLabelText("手机号码")).toHaveFocus();
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

export const PhoneInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText("手机号码"), "1234567");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("手机号码不正确，请检查后重新输入");
    await expect(canvas.getByLabelText("手机号码")).toHaveAttribute("aria-invalid", "true");
  },
};

export const KeyboardFlow: Story = {
  args: { autoFocus: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText("手机号码")).toHaveFocus();
    await userEvent.keyboard("138 0013 8000{Enter}");
    await waitFor(() => expect(canvas.getByText(/请先完成下面的人机验证/)).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "我不是机器人" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByLabelText("短信验证码")).toHaveFocus());
    await expect(args.onRequestCode).toHaveBeenCalledWith("13800138000", "proof-demo");
    await userEvent.keyboard("246810{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent("登录成功");
    await expect(args.onVerify).toHaveBeenCalledWith("13800138000", "246810", "signed-demo");
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
  },
};

// A stopped clock: the countdown reads the same whenever the screenshot is taken.
const stoppedClock = () => Date.parse("2026-11-25T09:00:00+08:00");

export const CaptchaFailed: Story = {
  args: { defaultPhone: "13800138000", now: stoppedClock },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await userEvent.click(await canvas.findByRole("button", { name: "模拟验证失败" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("人机验证没有通过，请等待 1 分钟后再试");
    await expect(canvas.getByText("60 秒后可以再试一次")).toBeVisible();
  },
};

export const CaptchaRejectedByServer: Story = {
  args: {
    defaultPhone: "13800138000",
    onRequestCode: requestCode({ ok: false, reason: "captcha_failed", retryAfter: 2 }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await userEvent.click(await canvas.findByRole("button", { name: "我不是机器人" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("人机验证没有通过");
    // The widget waits out the server's retryAfter, then comes back fresh.
    await expect(canvas.getByText(/秒后可以再试一次/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "我不是机器人" })).toBeNull();
    await expect(
      await canvas.findByRole("button", { name: "我不是机器人" }, { timeout: 4000 }),
    ).toBeVisible();
  },
};

export const SendingFailed: Story = {
  args: {
    defaultPhone: "13800138000",
    onRequestCode: requestCode({ ok: false, reason: "sms_failed" }),
    now: stoppedClock,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await userEvent.click(await canvas.findByRole("button", { name: "我不是机器人" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("验证码没有发出去，请 1 分钟后重新发送");
  },
};

export const PhoneRejectedByServer: Story = {
  args: {
    captcha: undefined,
    defaultPhone: "19900000000",
    onRequestCode: requestCode({ ok: false, reason: "phone_invalid" }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("手机号码不正确");
    await expect(canvas.getByLabelText("手机号码")).toHaveFocus();
  },
};

export const CodeWrong: Story = {
  args: {
    captcha: undefined,
    defaultPhone: "13800138000",
    onVerify: verify({ ok: false, reason: "code_wrong" }),
    now: stoppedClock,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await userEvent.type(await canvas.findByLabelText("短信验证码"), "111111");
    await userEvent.click(canvas.getByRole("button", { name: "验证并登录" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("验证码不正确，请检查后重新输入");
    await expect(canvas.getByLabelText("短信验证码")).toHaveFocus();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const CodeNotSixDigits: Story = {
  args: { captcha: undefined, defaultPhone: "13800138000", now: stoppedClock },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await userEvent.type(await canvas.findByLabelText("短信验证码"), "12 34{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("验证码是 6 位数字");
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const SendingBusy: Story = {
  args: {
    captcha: undefined,
    defaultPhone: "13800138000",
    onRequestCode: fn<LoginFormProps["onRequestCode"]>(never),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await expect(canvas.getByRole("button", { name: "同意并继续" })).toHaveAttribute("aria-busy", "true");
  },
};

export const VerifyingBusy: Story = {
  args: {
    captcha: undefined,
    defaultPhone: "13800138000",
    onVerify: fn<LoginFormProps["onVerify"]>(never),
    now: stoppedClock,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await userEvent.type(await canvas.findByLabelText("短信验证码"), "123456{Enter}");
    await expect(canvas.getByRole("button", { name: "验证并登录" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ResendAfterCountdown: Story = {
  args: { resendSeconds: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("手机号码"), "13800138000{Enter}");
    await userEvent.click(await canvas.findByRole("button", { name: "我不是机器人" }));
    await expect(await canvas.findByRole("button", { name: /秒后可以重新发送/ })).toBeDisabled();
    const resend = await canvas.findByRole("button", { name: "没收到？重新发送验证码" }, { timeout: 4000 });
    await userEvent.click(resend);
    // A new code needs a fresh human verification.
    await userEvent.click(await canvas.findByRole("button", { name: "我不是机器人" }));
    await waitFor(() => expect(args.onRequestCode).toHaveBeenCalledTimes(2));
  },
};

export const ChangeNumber: Story = {
  args: { captcha: undefined, defaultPhone: "13800138000" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "同意并继续" }));
    await userEvent.click(await canvas.findByRole("button", { name: "换一个号码" }));
    await waitFor(() => expect(canvas.getByLabelText("手机号码")).toHaveFocus());
  },
};

export const LongChineseText: Story = {
  args: {
    captcha: () => (
      <p style={{ margin: 0 }}>
        正在进行安全检查：你的浏览器正在完成一道小小的计算题，用来确认是真人在操作，一般只需要几秒钟，请不要关闭这个窗口。
      </p>
    ),
    defaultPhone: "138 0013 8000",
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};

const noop = () => {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 32, gridTemplateColumns: "repeat(auto-fill, minmax(20rem, 1fr))" }}>
      <PhoneStep
        terms={sampleTermsHrefs}
        phone=""
        onPhoneChange={noop}
        error={null}
        busy={false}
        onSubmit={noop}
        inputRef={null}
      />
      <PhoneStep
        terms={sampleTermsHrefs}
        phone="1234"
        onPhoneChange={noop}
        error="手机号码不正确，请检查后重新输入"
        busy={false}
        onSubmit={noop}
        inputRef={null}
      />
      <PhoneStep
        terms={sampleTermsHrefs}
        phone="13800138000"
        onPhoneChange={noop}
        error={null}
        busy
        onSubmit={noop}
        inputRef={null}
      />
      <CaptchaStep
        phone="13800138000"
        captcha={demoCaptcha}
        captchaKey={0}
        onVerified={noop}
        onFailed={noop}
        onChangePhone={noop}
        error={null}
        busy={false}
        introRef={null}
      />
      <CaptchaStep
        phone="13800138000"
        captcha={demoCaptcha}
        captchaKey={0}
        onVerified={noop}
        onFailed={noop}
        onChangePhone={noop}
        error="人机验证没有通过，请等待 1 分钟后再试"
        busy={false}
        waitSeconds={42}
        introRef={null}
      />
      <CodeStep
        phone="13800138000"
        code=""
        onCodeChange={noop}
        codeError={null}
        error={null}
        verifying={false}
        resending={false}
        resendIn={42}
        onSubmit={noop}
        onResend={noop}
        onChangePhone={noop}
        inputRef={null}
      />
      <CodeStep
        phone="13800138000"
        code="111111"
        onCodeChange={noop}
        codeError="验证码不正确，请检查后重新输入"
        error={null}
        verifying={false}
        resending={false}
        resendIn={0}
        onSubmit={noop}
        onResend={noop}
        onChangePhone={noop}
        inputRef={null}
      />
      <CodeStep
        phone="13800138000"
        code="123456"
        onCodeChange={noop}
        codeError={null}
        error={null}
        verifying
        resending={false}
        resendIn={12}
        onSubmit={noop}
        onResend={noop}
        onChangePhone={noop}
        inputRef={null}
      />
    </div>
  ),
};
