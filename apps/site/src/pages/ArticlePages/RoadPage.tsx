import { Trans, useLingui } from "@lingui/react/macro";
import { Article } from "../../content/Article";

/** `/articles/road-to-success` */
export default function RoadPage() {
  const { t } = useLingui();
  return (
    <Article
      title={t`成长路线`}
      description={t`从 6 岁的 Scratch 启蒙到 Python 编程，再到 C++ 与信息学竞赛入门：启思编程的分阶段学习路线。`}
      lead={t`每个孩子的节奏都不一样。这条路线是一张地图，而不是一张时间表：孩子可以在任何一站停下来，把兴趣做深。`}
      sections={[
        {
          id: "stage-1",
          heading: t`第一站：Scratch 启蒙（约 6–10 岁）`,
          body: (
            <p>
              <Trans>
                用积木讲故事、做动画和小游戏。孩子认识角色、事件、顺序和循环，学会把一个想法拆成几步。这一站最重要的是兴趣：让孩子发现“原来我也能做出会动的东西”。
              </Trans>
            </p>
          ),
        },
        {
          id: "stage-2",
          heading: t`第二站：Python 入门（约 10–13 岁）`,
          body: (
            <p>
              <Trans>
                从积木走向文字代码。用小海龟画图、用列表整理数据、写一个猜数字游戏。孩子开始理解变量、函数和调试，能独立完成一个几十行的小程序。
              </Trans>
            </p>
          ),
        },
        {
          id: "stage-3",
          heading: t`第三站：Python 进阶与项目（约 12–16 岁）`,
          body: (
            <p>
              <Trans>
                处理文件和数据，做小工具、小游戏和简单的数据分析。孩子学着规划一个稍大的项目：先写计划，再分模块完成，最后测试和展示。
              </Trans>
            </p>
          ),
        },
        {
          id: "stage-4",
          heading: t`第四站：C++ 与算法（12 岁以上）`,
          body: (
            <p>
              <Trans>
                为对算法有兴趣、想参加信息学竞赛的孩子准备。从基本语法到排序、搜索、递推和简单的数据结构，练习严谨的推理和耐心的调试。
              </Trans>
            </p>
          ),
        },
        {
          id: "advice",
          heading: t`怎样选起点`,
          body: (
            <p>
              <Trans>
                年龄只是参考。识字不多、第一次接触编程的孩子，从 Scratch
                开始最轻松；已经会用键盘、喜欢数学的孩子，可以直接从 Python
                开始。拿不准时，先上一节体验课，课程顾问会帮您一起判断。
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
