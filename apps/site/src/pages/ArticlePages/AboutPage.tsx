import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Link } from "@qisi/ui";
import { useChrome } from "../../app/chrome-context";
import { siteRoutes } from "../../app/site-links";
import { Article } from "../../content/Article";
import { identity } from "../../i18n/identity";

/** `/about`: who we are, how we teach, for which ages, and how to reach us (issue 26). */
export default function AboutPage() {
  const { t, i18n } = useLingui();
  const { openCustomerService } = useChrome();
  const siteName = i18n._(identity.siteName);
  const companyName = i18n._(identity.companyName);
  const serviceUrl = i18n._(identity.customerServiceUrl);
  return (
    <Article
      title={t`关于${siteName}`}
      description={t`${siteName}是一所给 6 到 16 岁孩子的中文在线编程学校：小步前进、每一步马上检查、先给提示再给答案。`}
      lead={t`我们是一群既写程序、也陪孩子上课的老师。我们相信，编程最好的样子，是孩子自己想出办法、亲手让它跑起来的那一刻。`}
      sections={[
        {
          id: "who",
          heading: t`我们是谁`,
          body: (
            <>
              <p>
                <Trans>
                  {siteName}是一所用中文上课的在线编程学校，教 Scratch、Python 和
                  C++。我们的老师有的做过多年软件工程师，有的一直在中小学教信息技术，大家都有一个共同的心愿：让孩子把编程当成一种思考的方法，而不只是一门要背的功课。
                </Trans>
              </p>
              <p>
                <Trans>
                  课程、练习和每一道题都由我们自己编写和检查。孩子在浏览器里就能写代码、运行、保存作品，不用先装软件，也不会看到广告。
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: "how",
          heading: t`我们怎样教`,
          body: (
            <>
              <p>
                <Trans>
                  <strong>一小步一小步地走。</strong>
                  每节课把一个问题拆成几个小台阶，每一步只学一件新东西。台阶小了，孩子就敢迈步，也更容易体会到“我做到了”。
                </Trans>
              </p>
              <p>
                <Trans>
                  <strong>每一步马上检查。</strong>
                  孩子写完一段代码，点一下就知道对不对；没通过时，我们只指出第一个没通过的地方，用孩子读得懂的话说清楚哪里不一样，而不是丢出一整屏看不懂的错误。
                </Trans>
              </p>
              <p>
                <Trans>
                  <strong>先给提示，再给答案。</strong>
                  卡住了，先看一条小提示；还是想不出来，再看下一条。提示用完了，可以把打乱的代码行排一排；只有孩子确认想看时，才会出现参考答案。自己想出来的办法，才记得最牢。
                </Trans>
              </p>
              <p>
                <Trans>
                  学习进度只看真正通过的检查，不靠点一下“学完了”。家长看到的每一个对勾，都是孩子自己做出来的。
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: "ages",
          heading: t`适合多大的孩子`,
          body: (
            <ul>
              <li>
                <Trans>
                  <strong>6 到 10 岁：</strong>从 Scratch
                  积木开始，拖一拖就能让角色动起来，在做动画和小游戏中认识顺序、循环和条件。
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>10 到 16 岁：</strong>学习
                  Python，从小海龟画图到自己动手做小工具，学会变量、函数和列表。
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>12 岁以上：</strong>想挑战信息学竞赛的孩子，可以接着学 C++
                  和算法，把思维练得更严谨。
                </Trans>
              </li>
            </ul>
          ),
        },
        {
          id: "contact",
          heading: t`怎样联系我们`,
          body: (
            <>
              <p>
                <Trans>
                  不知道孩子该从哪里开始，或者上课时遇到了问题？课程顾问很乐意和你聊一聊。扫描客服二维码加我们的微信，或者打开
                  <Link href={serviceUrl} external>
                    在线客服
                  </Link>
                  ，工作日一般会在当天回复。
                </Trans>
              </p>
              <p>
                <Button variant="secondary" onClick={openCustomerService}>
                  <Trans>联系客服</Trans>
                </Button>
              </p>
              <p>
                <Trans>
                  想先自己看看？可以读一读<Link href="/articles/curriculum-features">课程特色</Link>和
                  <Link href="/articles/road-to-success">成长路线</Link>，或者直接
                  <Link href={siteRoutes.trialCourse}>体验课程</Link>。
                </Trans>
              </p>
              <p>
                <Trans>运营主体：{companyName}</Trans>
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
