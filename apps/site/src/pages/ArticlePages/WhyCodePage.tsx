import { Trans, useLingui } from "@lingui/react/macro";
import { Article } from "../../content/Article";

/** `/articles/why-code-with-qisi` */
export default function WhyCodePage() {
  const { t } = useLingui();
  return (
    <Article
      title={t`为什么和启思一起学编程`}
      description={t`编程不只是一门技术，更是一种把大问题拆成小步骤的思考方式。看看启思编程怎样陪孩子在动手中学会思考。`}
      lead={t`编程不只是一门技术，更是一种思考方式。我们想陪孩子练的，是面对问题时“先想清楚，再动手试”的习惯。`}
      sections={[
        {
          id: "thinking",
          heading: t`编程，是看得见的思考`,
          body: (
            <>
              <p>
                <Trans>
                  孩子想让小猫走迷宫，就要先想：小猫从哪里出发？碰到墙要怎么办？走到终点会发生什么？把这些想法一条条写成积木或代码，电脑就会老老实实照做——对了，小猫顺利到达；错了，它会撞墙。
                </Trans>
              </p>
              <p>
                <Trans>
                  这就是编程最可贵的地方：想法马上能被检验。孩子在一次次“试一试、改一改”中，学会拆解问题、寻找规律、检查自己的推理。这些能力，数学、写作和生活里都用得上。
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: "not-just-coding",
          heading: t`我们不急着教语法`,
          body: (
            <>
              <p>
                <Trans>
                  很多孩子学编程，背了一堆指令却不知道什么时候用。启思的每节课都从一个具体的小问题出发，老师先引导孩子说出自己的思路，再一起把思路变成程序。语法是工具，思考才是目的。
                </Trans>
              </p>
              <ul>
                <li>
                  <Trans>先画流程、讲步骤，再写代码</Trans>
                </li>
                <li>
                  <Trans>出错时读提示、找原因，而不是等老师给答案</Trans>
                </li>
                <li>
                  <Trans>做完作品讲给家人听，把想法说清楚</Trans>
                </li>
              </ul>
            </>
          ),
        },
        {
          id: "for-parents",
          heading: t`给家长的几句话`,
          body: (
            <>
              <p>
                <Trans>
                  您不需要懂编程，也能陪孩子一起学。每节课结束后，孩子都会留下一个可以打开、可以玩的作品；在学习中心里，您能看到孩子学到了哪里、做了哪些作品。
                </Trans>
              </p>
              <p>
                <Trans>
                  我们也很在意孩子的用眼和作息：单节课控制在 30 到 45
                  分钟，鼓励课后离开屏幕，用纸笔画一画、和家人聊一聊今天解决的问题。
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: "start",
          heading: t`从一节体验课开始`,
          body: (
            <p>
              <Trans>
                不确定孩子是否感兴趣？先上一节免费体验课吧。打开浏览器就能开始，不用安装软件。
                <a href="/app/25s2-python-cpp-01?view=all">去体验课程</a>
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
