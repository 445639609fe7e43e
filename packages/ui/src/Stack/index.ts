export { Inline, type InlineProps, Stack, type StackProps } from "./Stack";
export { inline as inlineClass, type Space, stack as stackClass } from "./Stack.css";
