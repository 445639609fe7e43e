import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PageContainer } from "./PageContainer";

const Sample = ({ label }: { label: string }) => (
  <div style={{ outline: "1px dashed currentColor", padding: 16 }}>{label}</div>
);

const meta = {
  title: "Foundation/PageContainer",
  component: PageContainer,
  parameters: { layout: "fullscreen" },
  args: { children: <Sample label="页面内容在这里，最宽 1860 像素，两侧留白随屏幕变化。" /> },
} satisfies Meta<typeof PageContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PageWidth: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(box).maxWidth).toBe("1860px");
  },
};

export const ProseWidth: Story = {
  args: {
    width: "prose",
    children: (
      <p>
        编程不只是写代码，更是一种思考方式。孩子在拆解问题、尝试、出错、再尝试的过程中，
        慢慢学会有条理地想事情。这段文字用来展示适合阅读的行宽。
      </p>
    ),
  },
};

export const AsMain: Story = {
  args: { as: "main", id: "content" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("main")).toHaveAttribute("id", "content");
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <PageContainer>
        <Sample label="page 页面宽度" />
      </PageContainer>
      <PageContainer width="prose">
        <Sample label="prose 阅读宽度" />
      </PageContainer>
    </div>
  ),
};
