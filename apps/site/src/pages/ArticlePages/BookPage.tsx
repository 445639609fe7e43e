import { Trans, useLingui } from "@lingui/react/macro";
import { Button, formatYuan, Link } from "@qisi/ui";
import { useChrome } from "../../app/chrome-context";
import { Article } from "../../content/Article";
import { book, bookFacts, bookPurchase, bookVideos } from "../../content/book";

/** `/articles/first-thinking-book`, with the `#purchase` section the header's 我们的特色 menu links to. */
export default function BookPage() {
  const { t, i18n } = useLingui();
  const { openCustomerService } = useChrome();
  const { ageFrom, ageTo, chapters, puzzles, concepts } = bookFacts(i18n);
  const perChapter = puzzles / chapters;
  return (
    <Article
      title={i18n._(book.title)}
      description={t`一本不用电脑也能读的编程思维启蒙书：${chapters} 个章节、${puzzles} 个生活小谜题、每章一段配套视频，适合 ${ageFrom} 到 ${ageTo} 岁的孩子和家长一起读。`}
      lead={t`不用电脑，也能开始学编程。这本书用孩子熟悉的生活小事，讲清楚${concepts}这 ${chapters} 个编程思维。`}
      crumbs={[{ label: t`课程特色`, href: "/articles/curriculum-features" }]}
      sections={[
        {
          id: "about",
          heading: t`这是一本怎样的书`,
          body: (
            <>
              <p>
                <Trans>
                  书里没有一行代码，却处处是编程的想法：刷牙的步骤是“顺序”，跳绳一百下是“循环”，下雨带伞是“条件”。每章末尾有
                  {perChapter} 个生活小谜题，全书共 {puzzles}{" "}
                  个，还有涂画页和亲子讨论题，读完一章，孩子就能用自己的话讲出一个编程概念。
                </Trans>
              </p>
              <p>
                <Trans>
                  适合 {ageFrom} 到 {ageTo} 岁的孩子，建议家长陪读；已经在学 Scratch
                  的孩子，可以把书里的游戏做成自己的作品。
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: "chapters",
          heading: t`${chapters} 个章节`,
          body: (
            <ol>
              {bookVideos.map((video) => (
                <li key={video.id}>
                  <strong>{i18n._(video.title)}</strong>：{i18n._(video.summary)}
                </li>
              ))}
            </ol>
          ),
        },
        {
          id: "videos",
          heading: t`配套视频`,
          body: (
            <p>
              <Trans>
                每章都有一段讲解视频，由启思的老师带着孩子一起玩书里的游戏。
                <Link href="/articles/first-thinking-book/videos">观看全部配套视频</Link>
              </Trans>
            </p>
          ),
        },
        {
          id: "purchase",
          heading: t`购买这本书`,
          body: (
            <>
              <p>
                <Trans>
                  定价 {formatYuan(bookPurchase.priceFen)}，全彩印刷，约 {book.pages}
                  页，随书附赠贴纸和思维卡片。ISBN：{bookPurchase.isbn}
                </Trans>
              </p>
              <p>
                <Link href={bookPurchase.shopUrl} external>
                  <Trans>前往官方店铺购买</Trans>
                </Link>
              </p>
              <p>
                <Trans>想批量购买，或为学校、图书馆订购？</Trans>{" "}
                <Button variant="secondary" size="sm" onClick={openCustomerService}>
                  <Trans>联系客服</Trans>
                </Button>
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
