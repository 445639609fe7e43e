import { useLingui } from "@lingui/react";
import { Trans, useLingui as useMacroLingui } from "@lingui/react/macro";
import { BookPromotion, Button, PageContainer, ServiceQrCode, TrialCourseHero } from "@qisi/ui";
import { useChrome } from "../../app/chrome-context";
import { PageMeta } from "../../app/PageMeta";
import { serviceQrImage } from "../../app/service-qr";
import { siteRoutes } from "../../app/site-links";
import { bookFacts } from "../../content/book";
import { identity } from "../../i18n/identity";
import * as css from "./HomePage.css";
import { HomeCards, HomeSection } from "./HomeSection";

/** `/` (home layout): the trial course, our three tracks, how a lesson goes, the book, customer service. */
function HomePage() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const { openCustomerService } = useChrome();
  const siteName = i18n._(identity.siteName);

  const tracks = [
    {
      name: "Scratch",
      age: t`适合 6–10 岁`,
      text: t`拖一拖积木就能让小猫动起来。做动画、讲故事、编小游戏，在玩中认识顺序、循环和条件。`,
    },
    {
      name: "Python",
      age: t`适合 10–16 岁`,
      text: t`从小海龟画图开始，学会变量、循环和函数，再用几行代码算账、画图、做小工具。`,
    },
    {
      name: "C++",
      age: t`适合 12 岁以上`,
      text: t`为想挑战信息学竞赛的孩子准备：算法和数据结构一点点打牢，练出严谨、有条理的思维。`,
    },
  ];
  const steps = [
    {
      title: t`看一个小问题`,
      text: t`每节课从一个孩子身边的问题出发：怎么让角色躲开障碍？怎么算出零花钱还剩多少？`,
    },
    { title: t`先想再动手`, text: t`老师不急着给答案，而是引导孩子把问题拆成几步，说出自己的想法。` },
    { title: t`写代码、试一试`, text: t`在浏览器里直接写、直接运行，出错了也没关系，看提示一点点改对。` },
    {
      title: t`做出作品、讲给别人听`,
      text: t`每节课都留下一个能分享的作品，孩子讲清楚自己的思路，理解就更牢了。`,
    },
  ];

  return (
    <main id="main" tabIndex={-1}>
      <PageMeta
        title=""
        description={t`${siteName}：给 6 到 16 岁孩子的 Scratch、Python 和 C++ 在线编程课。免费体验课程，在动手创作中学会独立思考。`}
      />
      <TrialCourseHero
        eyebrow={i18n._(identity.slogan)}
        trialHref={siteRoutes.trialCourse}
        onCustomerService={openCustomerService}
      />

      <HomeSection
        id="home-tracks"
        title={<Trans>三条学习路线，陪孩子一路成长</Trans>}
        lead={
          <Trans>不同年龄有不同的起点。先从体验课程开始，老师会根据孩子的兴趣和基础，推荐合适的路线。</Trans>
        }
        more={{ href: siteRoutes.roadToSuccess, label: <Trans>看看完整的成长路线</Trans> }}
      >
        <HomeCards items={tracks.map(({ name, age, text }) => ({ title: name, note: age, text }))} />
      </HomeSection>

      <HomeSection
        id="home-steps"
        title={<Trans>一节课是怎样上的</Trans>}
        more={{ href: siteRoutes.curriculum, label: <Trans>了解我们的课程特色</Trans> }}
      >
        <HomeCards items={steps} ordered />
      </HomeSection>

      <section className={css.section} aria-label={t`编程思维启蒙书`}>
        <PageContainer>
          <BookPromotion
            book={bookFacts(i18n)}
            headingLevel={2}
            purchaseHref={siteRoutes.bookPurchase}
            videosHref={siteRoutes.bookVideos}
          />
        </PageContainer>
      </section>

      <section className={css.section} aria-labelledby="home-service">
        <PageContainer>
          <div className={css.service}>
            <div>
              <h2 id="home-service" className={css.sectionTitle}>
                <Trans>有问题？找课程顾问聊聊</Trans>
              </h2>
              <p className={css.sectionLead}>
                <Trans>
                  不知道孩子适合从哪里开始？用微信扫描二维码，课程顾问会根据孩子的年龄和兴趣，帮你一起规划。
                </Trans>
              </p>
              <Button variant="secondary" onClick={openCustomerService}>
                <Trans>联系客服</Trans>
              </Button>
            </div>
            <ServiceQrCode
              src={serviceQrImage(i18n._(identity.customerServiceUrl))}
              downloadName={`${siteName}-客服二维码.svg`}
            />
          </div>
        </PageContainer>
      </section>
    </main>
  );
}
export default HomePage;
