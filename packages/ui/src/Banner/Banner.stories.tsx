import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../Button";
import { Banner } from "./Banner";

const meta = {
  title: "Foundation/Banner",
  component: Banner,
  args: { tone: "info", children: "课程每周六上午更新，记得按时来上课哦。" },
  argTypes: {
    tone: { control: "inline-radio", options: ["info", "success", "warning", "error"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Info: Story = {
  args: { title: "小提示", children: "作品会自动保存在云端，换一台电脑登录也能接着做。" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("作品会自动保存在云端");
  },
};

export const Success: Story = {
  args: { tone: "success", children: "登录成功，欢迎来到启思编程！" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("登录成功");
  },
};

export const Warning: Story = {
  args: { tone: "warning", title: "手机屏幕有点小", children: "Scratch 编辑器在电脑或平板上用起来更顺手。" },
};

export const ErrorTone: Story = {
  name: "Error",
  args: { tone: "error", children: "网络好像断开了，请检查网络后再试一次。" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("网络好像断开了");
  },
};

export const Small: Story = { args: { tone: "error", size: "sm", children: "验证码不对，请再看看短信。" } };

export const WithAction: Story = {
  args: {
    tone: "error",
    title: "作品没有保存成功",
    children: "别担心，你的改动还在这台电脑上。",
    action: <Button size="sm">再试一次</Button>,
  },
};

export const NotLive: Story = {
  args: { tone: "info", live: "off", children: "这节课需要先登录才能看。" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    tone: "warning",
    title: "这节课的内容比较多，建议家长陪孩子一起完成，遇到不会的地方可以先暂停，看看老师的讲解视频",
    children:
      "如果孩子连续做了二十分钟还没有完成，可以先休息一下，喝口水、看看远处，等会儿再回来接着做。作品会自动保存，不会丢失。",
  },
};

export const Mobile: Story = {
  args: { tone: "error", title: "发送失败", children: "验证码发送太频繁了，请 1 分钟后再试。" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = {
  args: { tone: "success", title: "保存好了", children: "你的作品已经保存到云端。" },
  globals: { theme: "dark" },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, maxWidth: 560 }}>
      <Banner tone="info" live="off" title="提示">
        信息
      </Banner>
      <Banner tone="success" live="off" title="成功">
        已经保存
      </Banner>
      <Banner tone="warning" live="off" title="注意">
        还差一步
      </Banner>
      <Banner tone="error" live="off" title="出错了">
        没有成功
      </Banner>
      <Banner tone="error" size="sm" live="off">
        小号的错误提示
      </Banner>
    </div>
  ),
};
