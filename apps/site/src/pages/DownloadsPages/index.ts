export { default as DownloadsPage } from "./DownloadsPage";
export { default as PlatformPage } from "./PlatformPage";
