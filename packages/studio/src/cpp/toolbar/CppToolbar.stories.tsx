import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { CppToolbar, fontSizes } from "./CppToolbar.tsx";

const meta = {
  title: "Studio/Cpp/CppToolbar",
  component: CppToolbar,
  args: {
    status: "ready",
    onRun: fn(),
    onStop: fn(),
    onSample: fn(),
    fontSize: fontSizes[1],
    onFontSize: fn(),
  },
} satisfies Meta<typeof CppToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The studio page: Run, Stop, the samples menu and the font size. */
export const WithSamples: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "示例程序" })).toBeVisible();
  },
};

/** In a lesson's exercise (`<CppStudio samples={false}>`): no sample may replace the child's answer. */
export const InAnExercise: Story = {
  args: { onSample: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("samples")).toBeNull();
    await expect(canvas.getByRole("button", { name: "运行" })).toBeEnabled();
  },
};
