import { useLingui } from "@lingui/react/macro";
import { Link } from "@qisi/ui";
import { Article } from "../../content/Article";
import { bookVideos } from "../../content/book";
import { MediaLength } from "../../features/media/media-length";
import * as css from "./videos.css";

/** `/articles/first-thinking-book/videos`: the book's six companion videos. */
export default function VideosPage() {
  const { t, i18n } = useLingui();
  return (
    <Article
      title={t`配套视频`}
      description={t`《编程思维启蒙书》每一章的配套讲解视频，和孩子一起边看边玩。`}
      lead={t`每章一段讲解视频，建议和孩子一起看：看完一段，就翻开书玩一玩对应的小游戏。`}
      crumbs={[{ label: t`编程思维启蒙书`, href: "/articles/first-thinking-book" }]}
    >
      <ol className={css.list}>
        {bookVideos.map((video) => (
          <li key={video.id} className={css.item}>
            <h2 className={css.itemTitle}>
              <Link href={`/articles/first-thinking-book/videos/${video.id}`}>{i18n._(video.title)}</Link>
            </h2>
            <p className={css.itemText}>{i18n._(video.summary)}</p>
            <p className={css.itemMeta}>
              <MediaLength src={video.src} />
            </p>
          </li>
        ))}
      </ol>
    </Article>
  );
}
