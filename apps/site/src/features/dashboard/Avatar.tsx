import * as css from "./DashboardFrame.css";

/** An avatar is an image address or a short emoji chosen in settings; the nickname's first letter otherwise. */
export function Avatar({ avatar, nickname, size = 40 }: { avatar: string; nickname: string; size?: number }) {
  const isImage = avatar.startsWith("/") || avatar.startsWith("https:");
  return isImage ? (
    <img className={css.avatar} src={avatar} alt="" width={size} height={size} />
  ) : (
    <span className={css.avatar} aria-hidden="true" style={{ inlineSize: size, blockSize: size }}>
      {avatar || nickname.slice(0, 1) || "🙂"}
    </span>
  );
}
