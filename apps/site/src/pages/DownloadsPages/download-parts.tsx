import type { I18n, MessageDescriptor } from "@lingui/core";
import type { DownloadTileProps } from "@qisi/ui";
import type { DownloadEntry } from "../../content/downloads";

/** What a download tile shows of an entry, the same on the list and on the platform's own page. */
export function tileProps(
  entry: DownloadEntry,
  i18n: I18n,
): Pick<DownloadTileProps, "platform" | "version" | "size" | "href" | "external" | "comingSoon" | "note"> {
  return {
    platform: entry.platform,
    version: entry.version,
    size: entry.size,
    href: entry.href,
    external: entry.external,
    comingSoon: entry.comingSoon,
    note: i18n._(entry.note),
  };
}

/** A list of translated lines (requirements, install steps). */
export function MessageList({
  items,
  ordered = false,
  i18n,
}: {
  items: MessageDescriptor[];
  ordered?: boolean;
  i18n: I18n;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>{i18n._(item)}</li>
      ))}
    </List>
  );
}
