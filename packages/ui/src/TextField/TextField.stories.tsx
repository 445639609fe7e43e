import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { TextField, type TextFieldProps } from "./TextField";

/** A controlled field, so typing in the story updates the counter as it does in an app. */
function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(String(props.value ?? ""));
  return <TextField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: "Foundation/TextField",
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: "作品名称", value: "" },
  argTypes: {
    size: { control: "inline-radio", options: ["md", "lg"] },
    variant: { control: "inline-radio", options: ["text", "code"] },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: "起一个你喜欢的名字", maxLength: 40, counter: true } };

export const WithHint: Story = {
  args: { label: "手机号码", hint: "没有注册过的手机号，验证后会自动创建账号。", type: "tel", size: "lg" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "手机号码" });
    await expect(input).toHaveAccessibleDescription("没有注册过的手机号，验证后会自动创建账号。");
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const WithError: Story = {
  args: {
    label: "手机号码",
    hint: "没有注册过的手机号，验证后会自动创建账号。",
    error: "手机号码格式不对，请输入 11 位数字。",
    value: "1380013",
    size: "lg",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "手机号码" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("手机号码格式不对，请输入 11 位数字。");
    await expect(canvas.getByRole("alert")).toHaveTextContent("手机号码格式不对");
    await expect(canvas.queryByText("没有注册过的手机号", { exact: false })).toBeNull();
  },
};

export const WithCounter: Story = {
  args: { label: "作品名称", maxLength: 12, counter: true, value: "会跳舞的小猫" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "作品名称" });
    await expect(input).toHaveAccessibleDescription("已输入 6 个字，最多 12 个");
    await userEvent.type(input, "和小狗");
    await expect(input).toHaveAccessibleDescription("已输入 9 个字，最多 12 个");
  },
};

export const CounterFull: Story = {
  args: { label: "作品名称", maxLength: 8, counter: true, value: "我的第一个动画作品", hint: "最多 8 个字" },
};

export const Code: Story = {
  args: {
    label: "短信验证码",
    variant: "code",
    size: "lg",
    inputMode: "numeric",
    value: "204816",
    hint: "验证码是 6 位数字，5 分钟内有效。",
  },
};

export const Disabled: Story = { args: { label: "学校", value: "启思实验小学", disabled: true } };

export const ReadOnly: Story = { args: { label: "手机号码", value: "138 0013 8000", readOnly: true } };

export const Placeholder: Story = { args: { label: "你叫什么名字？", placeholder: "比如：小明" } };

export const LongChineseText: Story = {
  args: {
    label: "请给这个作品写一句介绍，让看到它的小伙伴知道怎么玩、玩的时候要注意什么",
    hint: "可以写写你是怎么想到这个点子的，用了哪些积木，做的时候遇到了什么困难，又是怎么解决的。",
    value: "按空格键让小猫跳起来，躲开从右边跑过来的小狗，坚持 30 秒就赢了！",
  },
};

export const Mobile: Story = {
  args: { label: "手机号码", hint: "没有注册过的手机号，验证后会自动创建账号。", size: "lg", type: "tel" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = {
  args: { label: "手机号码", error: "手机号码格式不对，请输入 11 位数字。", value: "1380013", size: "lg" },
  globals: { theme: "dark" },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24, maxWidth: 420 }}>
      <TextField label="空的" placeholder="请输入" />
      <TextField label="带提示" hint="提示文字" defaultValue="启思" />
      <TextField label="出错了" error="这里有个错误" defaultValue="错" />
      <TextField label="计数" maxLength={10} counter value="十个字以内的名字" readOnly />
      <TextField label="验证码" variant="code" size="lg" defaultValue="123456" />
      <TextField label="不可用" disabled defaultValue="不能改" />
    </div>
  ),
};
