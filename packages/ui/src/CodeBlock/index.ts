export { CodeBlock, type CodeBlockProps } from "./CodeBlock";
export { type CodeLanguage, type CodeToken, fenceLanguage, highlight } from "./highlight";
