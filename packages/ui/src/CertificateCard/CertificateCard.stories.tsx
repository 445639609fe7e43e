import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { CertificateCard } from "./CertificateCard";

const meta = {
  title: "Lesson/CertificateCard",
  component: CertificateCard,
  args: {
    learnerName: "王小明",
    courseTitle: "Python 编程入门",
    completedAt: "2026-11-27T08:00:00.000Z",
    lessons: 12,
    exercises: 30,
    passed: { own: 24, parsons: 4, solution: 2 },
    minutes: 415,
    onPrint: fn(),
  },
} satisfies Meta<typeof CertificateCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Print: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("article", { name: "结业证书" })).toHaveTextContent("王小明");
    await userEvent.click(canvas.getByRole("button", { name: "打印证书" }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

export const HowEachWasPassed: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole("article", { name: "结业证书" });
    await expect(card).toHaveTextContent("24 道是自己想出来的");
    await expect(card).toHaveTextContent("2 道是看了答案、弄懂以后做出来的");
    await expect(card).toHaveTextContent("415 分钟");
    await expect(card).not.toHaveTextContent("靠自己的程序");
  },
};

export const AllOnTheirOwn: Story = { args: { passed: { own: 30, parsons: 0, solution: 0 } } };

export const FromAnOlderServer: Story = { args: { passed: undefined, minutes: undefined } };

export const LongChineseText: Story = {
  args: {
    learnerName: "欧阳思远",
    courseTitle: "从 Python 到 C++：信息学奥赛入门与 GESP 三级备考全程班（2025 秋季第二期）",
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { globals: { theme: "dark" } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <CertificateCard {...args} />
      <CertificateCard {...args} learnerName="李" lessons={1} exercises={0} passed={undefined} minutes={0} />
      <CertificateCard {...args} passed={{ own: 30, parsons: 0, solution: 0 }} />
    </div>
  ),
};
