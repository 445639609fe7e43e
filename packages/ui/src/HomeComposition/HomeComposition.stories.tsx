import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { BookPromotion } from "../BookPromotion";
import { sampleBook } from "../BookPromotion/fixtures";
import { CustomerServiceDialog } from "../CustomerServiceDialog";
import { sampleQrImage } from "../ServiceQrCode/sampleQr";
import { SiteFooter } from "../SiteFooter";
import { SiteHeader } from "../SiteHeader";
import { StickyContactBar } from "../StickyContactBar";
import { ToastRegion, useToastQueue } from "../Toast";
import { TopProgressBar } from "../TopProgressBar";
import { TrialCourseHero } from "../TrialCourseHero";
import {
  sampleBookHrefs,
  sampleFooterColumns,
  sampleHeaderLinks,
  sampleTrialHref,
} from "../test-utils/sample-links";

const qr = sampleQrImage();

/**
 * How the app wires the chrome on the home page: header and footer report visibility, the sticky
 * bar shows when neither is on screen (SPEC §2), and every 联系客服 opens the same dialog.
 */
function HomePage({ loggedIn }: { loggedIn: boolean }) {
  const [headerVisible, setHeaderVisible] = useState(true);
  const [footerVisible, setFooterVisible] = useState(false);
  const [serviceOpen, setServiceOpen] = useState(false);
  const toasts = useToastQueue();
  const openService = () => setServiceOpen(true);
  return (
    <>
      <TopProgressBar active={false} />
      <SiteHeader
        siteName="启思编程"
        loggedIn={loggedIn}
        currentPath="/"
        links={sampleHeaderLinks("/")}
        onCustomerService={openService}
        onVisibleChange={setHeaderVisible}
      />
      <main id="main" tabIndex={-1}>
        <TrialCourseHero
          eyebrow="启发思考的编程学习"
          trialHref={sampleTrialHref}
          onCustomerService={openService}
        />
        <div style={{ maxWidth: 1100, margin: "48px auto", padding: "0 24px", minHeight: "120vh" }}>
          <BookPromotion book={sampleBook} {...sampleBookHrefs} />
        </div>
      </main>
      <SiteFooter
        columns={sampleFooterColumns}
        siteName="启思编程"
        companyName="启思示例教育科技有限公司（示例）"
        filingNumber="京ICP备00000000号-1（示例）"
        qrImageSrc={qr}
        year={2026}
        onVisibleChange={setFooterVisible}
      />
      <StickyContactBar
        visible={!headerVisible && !footerVisible}
        onCustomerService={openService}
        trialHref={sampleTrialHref}
      />
      <CustomerServiceDialog
        open={serviceOpen}
        onOpenChange={setServiceOpen}
        qrImageSrc={qr}
        serviceUrl="https://qisi.example.com/service"
      />
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </>
  );
}

const meta = {
  title: "Pages/HomeComposition",
  component: HomePage,
  parameters: { layout: "fullscreen" },
  args: { loggedIn: false },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const StickyBarBetweenHeaderAndFooter: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector("aside") as HTMLElement;
    await expect(bar).toHaveAttribute("data-state", "closed");
    window.scrollTo({ top: 900, behavior: "instant" });
    await waitFor(() => expect(bar).toHaveAttribute("data-state", "open"));
    canvasElement.querySelector("footer")?.scrollIntoView({ behavior: "instant" });
    await waitFor(() => expect(bar).toHaveAttribute("data-state", "closed"));
    window.scrollTo({ top: 0, behavior: "instant" });
  },
};

export const CustomerServiceFromHero: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "咨询课程顾问" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "联系客服老师" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LoggedIn: Story = { args: { loggedIn: true } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
