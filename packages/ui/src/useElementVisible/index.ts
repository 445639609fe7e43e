export { type UseElementVisibleOptions, useElementVisible } from "./useElementVisible";
