import { Trans, useLingui } from "@lingui/react/macro";
import { Article } from "../../content/Article";

/** `/articles/curriculum-features` */
export default function CurriculumPage() {
  const { t } = useLingui();
  return (
    <Article
      title={t`课程特色`}
      description={t`项目式学习、循序渐进的难度、在浏览器里直接动手、每一步马上检查：了解启思编程课程的四个特色。`}
      lead={t`好的编程课，应该让孩子一直有一点点挑战，又总能靠自己跨过去。我们围绕这一点设计了每一节课。`}
      sections={[
        {
          id: "projects",
          heading: t`每节课，一个作品`,
          body: (
            <p>
              <Trans>
                课程以作品为单位展开：会一句一句说话的生日贺卡、文具店的小账本、跳绳记分器、小海龟画的招牌……孩子在完成作品的过程中自然用到新知识，学完马上就有成就感。
              </Trans>
            </p>
          ),
        },
        {
          id: "steps",
          heading: t`难度像台阶，一级一级往上走`,
          body: (
            <>
              <p>
                <Trans>
                  每个知识点都分成“先猜一猜、运行看看、改一改、自己写”几步：先猜程序会做什么，再运行验证，然后修好一个有错的程序、改一个能运行的程序，最后自己从头写。前一步稳了，再迈下一步。
                </Trans>
              </p>
              <p>
                <Trans>
                  从 Scratch 到 Python，再到
                  C++，前面学到的顺序、循环、条件和函数，后面都会再次用到、不断加深。
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: "in-browser",
          heading: t`打开浏览器就能写代码`,
          body: (
            <p>
              <Trans>
                Scratch 和 Python
                编辑器都在网页里运行，电脑、平板都能用，作品自动保存在学习中心。想要更稳定的上课体验，也可以在“App
                下载”里安装我们的学习客户端。
              </Trans>
            </p>
          ),
        },
        {
          id: "feedback",
          heading: t`每一步，马上知道对不对`,
          body: (
            <p>
              <Trans>
                孩子点“检查”，程序马上就被运行和检查：哪里不对，用中文说清楚是哪一行、可能是什么原因，而不是丢给孩子一串英文报错。卡住了，还有一级一级的提示，从一个想法开始，不会一下子把答案说破。
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
