import { Trans, useLingui } from "@lingui/react/macro";
import { Article } from "../../content/Article";

/** `/articles/curriculum-features` */
export default function CurriculumPage() {
  const { t } = useLingui();
  return (
    <Article
      title={t`课程特色`}
      description={t`项目式学习、循序渐进的难度、在浏览器里直接动手、老师及时点评：了解启思编程课程的四个特色。`}
      lead={t`好的编程课，应该让孩子一直有一点点挑战，又总能靠自己跨过去。我们围绕这一点设计了每一节课。`}
      sections={[
        {
          id: "projects",
          heading: t`每节课，一个作品`,
          body: (
            <p>
              <Trans>
                课程以项目为单位展开：接水果小游戏、会说话的电子贺卡、帮妈妈算菜钱的小程序、画出雪花的小海龟……孩子在完成作品的过程中自然用到新知识，学完马上就有成就感。
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
                  每个知识点都分成“看一看、跟着做、自己改、独立创作”四步。前一步稳了，再迈下一步；遇到难点，课程会放慢脚步，多给几个小练习。
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
          heading: t`老师的点评和陪伴`,
          body: (
            <p>
              <Trans>
                孩子提交作品后，老师会给出具体的建议：哪里想得很巧妙，哪里还可以更简洁。我们鼓励多问“为什么”，也鼓励把一个作品改出好几个版本。
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
