import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { CourseCard } from "../CourseCard";
import { LoginDialog } from "../LoginDialog";
import { LoginForm } from "../LoginForm";
import { sampleTermsHrefs } from "../test-utils/sample-links";
import { qisiLocales } from "./catalogs";
import { QisiProvider, type QisiProviderProps } from "./QisiProvider";

const signIn = {
  terms: sampleTermsHrefs,
  captcha: () => null,
  onRequestCode: async () => ({ ok: true as const, challenge: "signed-demo" }),
  onVerify: async () => ({ ok: true as const }),
  onLoggedIn: () => {},
};

/** What a partner's page embeds: our sign-in and a course card, under the provider alone. */
function PartnerContent() {
  return (
    <div style={{ display: "grid", gap: 24, maxWidth: "28rem", padding: 16 }}>
      <LoginForm {...signIn} />
      <CourseCard course={{ title: "Python 入门", done: 3, total: 12, href: "#class" }} />
    </div>
  );
}

const meta = {
  title: "Foundation/QisiProvider",
  component: QisiProvider,
  args: { locale: "zh-CN", theme: "light" },
  argTypes: {
    locale: { control: "select", options: qisiLocales },
    theme: { control: "inline-radio", options: ["light", "dark"] },
  },
  // The provider brings its own Lingui and theme: Storybook's toolbar does not reach inside it.
  render: (args: QisiProviderProps) => (
    <QisiProvider {...args}>
      <PartnerContent />
    </QisiProvider>
  ),
} satisfies Meta<typeof QisiProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Catalogs are imported on demand: on a loaded machine one took longer than waitFor's default
 * second (CI saw the English story still in Chinese).
 */
const catalogArrives = { timeout: 10_000 };

/** The language the provider shows, once any catalog it asked for has arrived. */
const shownLanguage = (canvasElement: HTMLElement, lang: string) =>
  waitFor(
    () => expect(canvasElement.querySelector(".qisi-root")).toHaveAttribute("lang", lang),
    catalogArrives,
  );

export const Playground: Story = {};

export const Chinese: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "同意并继续" })).toBeVisible();
    await expect(canvasElement).toHaveTextContent("已学 3 / 12 课");
  },
};

/** English: the package's product text is not translated yet, so zh-CN's shows, never an id. */
export const English: Story = {
  args: { locale: "en" },
  play: async ({ canvas, canvasElement }) => {
    await shownLanguage(canvasElement, "en");
    await expect(canvas.getByRole("button", { name: "同意并继续" })).toBeVisible();
  },
};

/** The sign-in alone: Chromium antialiases the course card's "25%" differently from run to run in RTL. */
export const RightToLeft: Story = {
  args: { locale: "ar" },
  render: (args: QisiProviderProps) => (
    <QisiProvider {...args}>
      <div style={{ maxWidth: "28rem", padding: 16 }}>
        <LoginForm {...signIn} />
      </div>
    </QisiProvider>
  ),
  play: async ({ canvasElement }) => {
    await shownLanguage(canvasElement, "ar");
    await expect(canvasElement.querySelector(".qisi-root")).toHaveAttribute("dir", "rtl");
  },
};

export const Dark: Story = {
  args: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".qisi-root")).toHaveAttribute("data-theme", "dark");
  },
};

/** A dialog portals to <body>; it gets a root of the provider's theme, so it is dark here too. */
export const DialogInDarkTheme: Story = {
  args: { theme: "dark" },
  render: (args: QisiProviderProps) => (
    <QisiProvider {...args}>
      <LoginDialog {...signIn} open onOpenChange={() => {}} />
    </QisiProvider>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await waitFor(
      () => {
        const found = canvasElement.ownerDocument.querySelector<HTMLElement>('[role="dialog"]');
        if (!found) throw new Error("the dialog has not opened yet");
        return found;
      },
      { timeout: 10_000 },
    );
    await expect(dialog.closest(".qisi-root")).toHaveAttribute("data-theme", "dark");
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(22rem, 1fr))" }}>
      <QisiProvider locale="zh-CN" theme="light">
        <PartnerContent />
      </QisiProvider>
      <QisiProvider locale="zh-CN" theme="dark">
        <PartnerContent />
      </QisiProvider>
      {/* The sign-in alone in RTL, as in RightToLeft: the course card's "25%" antialiases differently from run to run. */}
      <QisiProvider locale="ar" theme="light">
        <div style={{ maxWidth: "28rem", padding: 16 }}>
          <LoginForm {...signIn} />
        </div>
      </QisiProvider>
    </div>
  ),
  // Shot only once the Arabic catalog has arrived, or the picture shows whichever came first.
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      const langs = [...canvasElement.querySelectorAll(".qisi-root")].map((root) =>
        root.getAttribute("lang"),
      );
      expect(langs).toEqual(["zh-CN", "zh-CN", "ar"]);
    }, catalogArrives);
  },
};
