export { DownloadTile, type DownloadTileProps } from "./DownloadTile";
export type { Platform } from "./PlatformIcon";
