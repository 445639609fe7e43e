import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { type PackageOption, PackagePicker } from "./PackagePicker";

const packages: PackageOption[] = [
  { uid: "trial", title: "体验装", description: "先试试孩子喜不喜欢", lessons: 4, priceFen: 990 },
  { uid: "term", title: "一学期", lessons: 24, priceFen: 129900, listPriceFen: 159900 },
  {
    uid: "year",
    title: "全年畅学",
    description: "含 2 次老师一对一点评",
    lessons: 96,
    priceFen: 399900,
    listPriceFen: 599600,
  },
];

const meta = {
  title: "Checkout/PackagePicker",
  component: PackagePicker,
  args: { packages, onChange: fn() },
} satisfies Meta<typeof PackagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosesWithMouse: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("group", { name: "选择课程套餐" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: /一学期/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith("term");
    await expect(canvas.getByRole("radio", { name: /一学期/ })).toBeChecked();
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: "trial" },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: /体验装/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: /一学期/ })).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: /全年畅学/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("year");
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: /全年畅学/ })).not.toHaveFocus();
  },
};

export const Prices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("¥9.90")).toBeVisible();
    await expect(canvas.getByText(/¥1,599/)).toHaveTextContent("原价¥1,599");
    await expect(canvas.getByText("立省 ¥300")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /全年畅学/ })).toHaveAccessibleDescription(/共 96 节课/);
  },
};

export const Selected: Story = { args: { value: "term" } };

export const Disabled: Story = {
  args: { value: "term", disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: /体验装/ })).toBeDisabled();
  },
};

export const Single: Story = { args: { packages: packages.slice(1, 2), value: "term" } };

export const LongChineseText: Story = {
  args: {
    packages: [
      {
        uid: "long",
        title: "信息学奥赛预备营（C++ 语法 + 基础算法 + 真题精讲）寒假集训班",
        description: "每周三次直播课，课后有助教答疑，结课前安排一次全真模拟比赛，并附赠一本编程思维练习册",
        lessons: 36,
        priceFen: 459900,
        listPriceFen: 599900,
      },
      ...packages.slice(0, 1),
    ],
  },
};

export const Mobile: Story = {
  args: { value: "year" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 32 }}>
      <PackagePicker packages={packages} legend="未选择" />
      <PackagePicker packages={packages} value="year" legend="已选择全年" />
      <PackagePicker packages={packages} value="term" legend="不可修改" disabled />
    </div>
  ),
};
