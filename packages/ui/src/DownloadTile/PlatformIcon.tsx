import { Laptop, Package, Tablet, TabletSmartphone } from "lucide-react";

export type Platform = "win-10-11" | "win-7" | "mac" | "ipad" | "android" | "other";

/** A generic four-pane window in the lucide stroke style (not a vendor logo). */
function WindowsPanes({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 5.5 10.5 4.5v7H3ZM13 4.2 21 3v8.5h-8ZM3 13h7.5v6.5L3 18.5ZM13 13h8v8l-8-1.2Z" />
    </svg>
  );
}

export function PlatformIcon({ platform, size = 28 }: { platform: Platform; size?: number }) {
  switch (platform) {
    case "win-10-11":
    case "win-7":
      return <WindowsPanes size={size} />;
    case "mac":
      return <Laptop aria-hidden="true" size={size} />;
    case "ipad":
      return <Tablet aria-hidden="true" size={size} />;
    case "android":
      return <TabletSmartphone aria-hidden="true" size={size} />;
    default:
      return <Package aria-hidden="true" size={size} />;
  }
}
