import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { CaptchaWidget } from "./CaptchaWidget";
import type { AltchaChallenge, AltchaSolution, AltchaSolver } from "./solve-altcha";

/**
 * Every story fakes the server's challenge and the solver: nothing is fetched or hashed, so each
 * state looks the same on every run and in every screenshot. The widget itself only shows progress;
 * what the learner reads after a failure is LoginForm's (see Login/LoginForm › CaptchaFailed).
 */
const sampleChallenge: AltchaChallenge = {
  algorithm: "SHA-256",
  challenge: "5f9c4ab08cac7457e9111a30e4664920607ea2c115a1433d7be98e97e64244ca",
  maxnumber: 100_000,
  salt: "story-salt",
  signature: "signed-by-server",
};

const sampleSolution: AltchaSolution = {
  algorithm: sampleChallenge.algorithm,
  challenge: sampleChallenge.challenge,
  number: 4321,
  salt: sampleChallenge.salt,
  signature: sampleChallenge.signature,
};

const never = () => new Promise<never>(() => {});
const challengeArrives = () => Promise.resolve(sampleChallenge);
const serverCannotBeReached = () => Promise.reject(new TypeError("Failed to fetch"));

/** A search that reports `fraction` and then keeps going until the story is left. */
const solverStuckAt =
  (fraction: number): AltchaSolver =>
  (_challenge, onProgress) => {
    onProgress(fraction);
    return never();
  };

/** A search that gets to the end: it finds the number, or (`null`) no number fits. */
const solverEndingWith =
  (solution: AltchaSolution | null): AltchaSolver =>
  async (_challenge, onProgress) => {
    onProgress(1);
    return solution;
  };

const meta = {
  title: "Login/CaptchaWidget",
  component: CaptchaWidget,
  args: {
    getChallenge: challengeArrives,
    solve: solverStuckAt(0.45),
    onVerified: fn(),
    onFailed: fn(),
  },
} satisfies Meta<typeof CaptchaWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Before the challenge arrives: the bar is empty and nothing is solved yet. */
export const Idle: Story = {
  args: { getChallenge: never, solve: fn(solverStuckAt(0.45)) },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole("progressbar", { name: "正在进行人机验证，请稍等片刻…" });
    await expect(bar).toHaveAttribute("aria-valuetext", "已完成 0%");
    await expect(args.solve).not.toHaveBeenCalled();
  },
};

export const Solving: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole("progressbar");
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuetext", "已完成 45%"));
    await expect(args.onVerified).not.toHaveBeenCalled();
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** The number is found: the challenge and the number go to `onVerified`, which the form sends on. */
export const Verified: Story = {
  args: { solve: solverEndingWith(sampleSolution) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledWith(sampleSolution));
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "已完成 100%");
    await expect(args.onFailed).not.toHaveBeenCalled();
  },
};

/** No number fits the challenge: `onFailed()` without a reason, which the form reads as captcha_failed. */
export const Failed: Story = {
  args: { solve: solverEndingWith(null) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledWith());
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

/** The challenge cannot be fetched while the browser is online: never blamed on the learner. */
export const ServerUnreachable: Story = {
  args: { getChallenge: serverCannotBeReached, solve: fn(solverStuckAt(0.45)) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledWith("server_unreachable"));
    await expect(args.solve).not.toHaveBeenCalled();
  },
};

/** With the app's `failureOf` (@qisi/api's captchaFailureOf), an offline learner gets `network`. */
export const NetworkError: Story = {
  args: { getChallenge: serverCannotBeReached, failureOf: () => "network" },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledWith("network"));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "已完成 45%"),
    );
  },
};

/** Empty, part-way and full, one under another, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 24, maxInlineSize: 480 }}>
      <CaptchaWidget {...args} getChallenge={never} />
      <CaptchaWidget {...args} solve={solverStuckAt(0.45)} />
      <CaptchaWidget {...args} solve={solverEndingWith(sampleSolution)} />
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole("progressbar").map((bar) => bar.getAttribute("aria-valuetext"))).toEqual([
        "已完成 0%",
        "已完成 45%",
        "已完成 100%",
      ]),
    );
  },
};
