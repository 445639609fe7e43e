import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@qisi/ui";
import { useParams } from "wouter";
import { Article } from "../../content/Article";
import { bookVideos, findBookVideo } from "../../content/book";
import { MediaLength } from "../../features/media/media-length";
import NotFoundPage from "../NotFoundPage";
import * as css from "./videos.css";

/** `/articles/first-thinking-book/videos/{id}`: one companion video; unknown ids get the 404 page. */
export default function VideoPlayerPage() {
  const { t, i18n } = useLingui();
  const { id = "" } = useParams<{ id: string }>();
  const video = findBookVideo(id);
  if (!video) return <NotFoundPage />;
  const index = bookVideos.indexOf(video);
  const next = bookVideos[index + 1];
  return (
    <Article
      title={i18n._(video.title)}
      description={i18n._(video.summary)}
      lead={i18n._(video.summary)}
      meta={<MediaLength src={video.src} />}
      crumbs={[
        { label: t`编程思维启蒙书`, href: "/articles/first-thinking-book" },
        { label: t`配套视频`, href: "/articles/first-thinking-book/videos" },
      ]}
    >
      <video className={css.player} controls preload="metadata" playsInline src={video.src}>
        <track kind="captions" src={video.captions} srcLang="zh-CN" label={t`中文字幕`} default />
        <Trans>
          你的浏览器无法播放这段视频，可以<a href={video.src}>下载视频</a>观看。
        </Trans>
      </video>
      <p>
        {next ? (
          <Link href={`/articles/first-thinking-book/videos/${next.id}`}>
            <Trans>下一段：{i18n._(next.title)}</Trans>
          </Link>
        ) : (
          <Link href="/articles/first-thinking-book#purchase">
            <Trans>看完啦！去看看这本书</Trans>
          </Link>
        )}
      </p>
    </Article>
  );
}
