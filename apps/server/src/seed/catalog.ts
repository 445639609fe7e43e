/** The courses a new install starts with, so there is something real to click (DESIGN.md "Seed data"). */

interface SeedLessonBase {
  id: string;
  title: string;
  body: string;
  starterProjectId?: string;
  /** A taster: any signed-in learner may read it without buying the course (issue 16). */
  free?: true;
  /** How long the lesson takes, as the outline shows it. */
  minutes: number;
}

/** A lesson marked as video always names its video (issue 26: no video lesson without one). */
export type SeedLesson =
  | (SeedLessonBase & { kind: "lesson" | "project" })
  | (SeedLessonBase & { kind: "video"; videoUrl: string });

/**
 * The site's self-hosted sample clip (written by apps/site/scripts/sample-video.mjs) until the
 * lesson videos are recorded; its player shows the clip's real length.
 */
export const sampleLessonVideo = "/media/lessons/sample.mp4";

export interface SeedGroup {
  id: string;
  title: string;
  lessons: SeedLesson[];
}

export interface SeedPackage {
  uid: string;
  title: string;
  description: string;
  priceFen: number;
  listPriceFen?: number;
  lessons: number;
  /** A trial: its price is credited when the learner upgrades to the full package. */
  trial?: boolean;
}

export interface SeedApp {
  uid: string;
  title: string;
  summary: string;
  description: string;
  cover: string;
  kind: "scratch" | "python" | "cpp";
  highlights: string[];
  groups: SeedGroup[];
  packages: SeedPackage[];
}

export const seedApps: SeedApp[] = [
  {
    uid: "25s2-python-cpp-01",
    title: "Python 与 C++ 双语编程 · 第一阶段",
    summary: "从打印第一行字开始，用 Python 学会变量、判断和循环。",
    description:
      "第一阶段面向零基础的孩子。每节课先讲一个生活里的小问题，再一步步把它变成程序。学完后，孩子能独立写出猜数字、成绩统计这样的小程序，为后面学习 C++ 打好基础。",
    cover: "/images/courses/25s2-python-cpp-01.svg",
    kind: "python",
    highlights: ["零基础可学，10 岁以上适合", "每节课一个完整小作品", "老师点评作业，及时答疑"],
    groups: [
      {
        id: "25s2-01-u1",
        title: "第一单元：和计算机打招呼",
        lessons: [
          {
            id: "25s2-01-l1",
            kind: "lesson",
            free: true,
            minutes: 30,
            title: "第 1 课：你好，Python",
            body: '计算机很听话，但它只听得懂准确的指令。今天我们用 print 让计算机在屏幕上说出第一句话。\n\n动手试一试：输入 print("你好，启思编程！")，点击运行，看看下面的输出区出现了什么。\n\n想一想：如果把引号去掉，会发生什么？把出错的信息读一读，它在告诉你哪里写错了。',
            starterProjectId: "starter-python-hello",
          },
          {
            id: "25s2-01-l2",
            kind: "lesson",
            minutes: 30,
            title: "第 2 课：会记东西的变量",
            body: '变量就像贴了名字的盒子，可以把数字或文字放进去，需要的时候再拿出来。\n\n例子：name = "小明"，age = 10。然后用 print(name, "今年", age, "岁") 把它们一起说出来。\n\n小挑战：用变量算出你从出生到现在大约过了多少天。',
          },
          {
            id: "25s2-01-l3",
            kind: "video",
            minutes: 20,
            videoUrl: sampleLessonVideo,
            title: "第 3 课：input 让程序听你说话",
            body: "input 会停下来等你输入，再把你输入的内容交给程序。注意：input 得到的总是文字，要做算术得先用 int 把它变成数字。\n\n跟着视频写一个“年龄计算器”：问出生年份，算出今年几岁。",
          },
        ],
      },
      {
        id: "25s2-01-u2",
        title: "第二单元：让程序学会做选择",
        lessons: [
          {
            id: "25s2-01-l4",
            kind: "lesson",
            minutes: 30,
            title: "第 4 课：如果……就……",
            body: "if 语句让程序根据条件做不同的事。条件成立时执行缩进里的代码，否则跳过。\n\n例子：如果温度高于 30 度，就提醒“记得多喝水”。\n\n注意冒号和缩进：Python 靠缩进知道哪些代码属于 if。",
          },
          {
            id: "25s2-01-l5",
            kind: "project",
            minutes: 45,
            title: "第 5 课：小项目·猜数字游戏",
            body: "把前面学的变量、input 和 if 组合起来，做一个猜数字游戏：程序心里想一个 1 到 100 的数，你来猜，它告诉你大了还是小了。\n\n完成后，试着加上“最多猜 7 次”的规则，想一想为什么 7 次一定够。",
            starterProjectId: "starter-python-guess",
          },
        ],
      },
    ],
    packages: [
      {
        uid: "25s2-01-full",
        title: "第一阶段 · 全部 24 课",
        description: "24 节直播课 + 课后作业点评，赠送配套练习册电子版。",
        priceFen: 129900,
        listPriceFen: 199900,
        lessons: 24,
      },
      {
        uid: "25s2-01-trial",
        title: "体验课 · 3 课",
        description: "先体验 3 节课，觉得合适再报名完整课程。",
        priceFen: 990,
        lessons: 3,
        trial: true,
      },
    ],
  },
  {
    uid: "25s2-python-cpp-02",
    title: "Python 与 C++ 双语编程 · 第二阶段",
    summary: "列表、函数和小游戏：让程序变得更聪明、更整齐。",
    description:
      "第二阶段学习用列表管理一组数据，用函数把重复的步骤装进一个“工具箱”。孩子会做出背单词小助手和简易记账本。",
    cover: "/images/courses/25s2-python-cpp-02.svg",
    kind: "python",
    highlights: ["学会把大问题拆成小函数", "用列表处理成绩和单词表", "阶段末完成一个综合项目"],
    groups: [
      {
        id: "25s2-02-u1",
        title: "第一单元：装很多东西的列表",
        lessons: [
          {
            id: "25s2-02-l1",
            kind: "lesson",
            free: true,
            minutes: 30,
            title: "第 1 课：认识列表",
            body: "列表用方括号把很多数据排成一队，比如 scores = [95, 88, 76]。每个位置都有编号，编号从 0 开始。\n\n试一试：用 scores[0] 取出第一个成绩，用 len(scores) 数一数一共有几个。",
          },
          {
            id: "25s2-02-l2",
            kind: "lesson",
            minutes: 30,
            title: "第 2 课：for 循环走一遍",
            body: "for 循环可以把列表里的每一项都拿出来处理一次，不用一行一行地写。\n\n小练习：算出全班成绩的平均分，再找出最高分。",
          },
        ],
      },
      {
        id: "25s2-02-u2",
        title: "第二单元：自己造工具——函数",
        lessons: [
          {
            id: "25s2-02-l3",
            kind: "lesson",
            minutes: 30,
            title: "第 3 课：def 定义函数",
            body: "函数是一段有名字的代码，需要时喊一声名字就能用。好的函数名能让别人一眼看懂它做什么。\n\n例子：def area(width, height): return width * height。",
          },
          {
            id: "25s2-02-l4",
            kind: "project",
            minutes: 45,
            title: "第 4 课：小项目·背单词小助手",
            body: "用列表保存单词和意思，用函数出题、判断对错、统计分数。\n\n加分挑战：把答错的单词记下来，最后再考一遍。",
          },
        ],
      },
    ],
    packages: [
      {
        uid: "25s2-02-full",
        title: "第二阶段 · 全部 24 课",
        description: "24 节直播课 + 阶段项目答辩。",
        priceFen: 139900,
        listPriceFen: 199900,
        lessons: 24,
      },
    ],
  },
  {
    uid: "25s2-python-cpp-03",
    title: "Python 与 C++ 双语编程 · 第三阶段",
    summary: "走进 C++：同样的想法，换一种更严谨的写法。",
    description:
      "第三阶段把 Python 里学过的想法搬到 C++：变量要先说明类型，语句以分号结束。对照两种语言，孩子会更明白程序背后的道理。",
    cover: "/images/courses/25s2-python-cpp-03.svg",
    kind: "cpp",
    highlights: ["Python 与 C++ 对照学习", "理解类型和编译", "为信息学竞赛入门做准备"],
    groups: [
      {
        id: "25s2-03-u1",
        title: "第一单元：C++ 初见面",
        lessons: [
          {
            id: "25s2-03-l1",
            kind: "lesson",
            free: true,
            minutes: 30,
            title: "第 1 课：第一个 C++ 程序",
            starterProjectId: "starter-cpp-hello",
            body: 'C++ 程序从 main 函数开始运行。cout << "你好"; 就像 Python 里的 print。\n\n和 Python 比一比：C++ 每句话后面要加分号，代码块用大括号包起来。',
          },
          {
            id: "25s2-03-l2",
            kind: "lesson",
            minutes: 30,
            title: "第 2 课：变量要先说明类型",
            body: "在 C++ 里，int 用来存整数，double 存小数，string 存文字。先说明类型，编译器就能帮你提前发现错误。\n\n练习：用 cin 读入两个整数，输出它们的和与积。",
          },
        ],
      },
      {
        id: "25s2-03-u2",
        title: "第二单元：循环与数组",
        lessons: [
          {
            id: "25s2-03-l3",
            kind: "lesson",
            minutes: 30,
            title: "第 3 课：while 和 for",
            body: "C++ 的 for 循环把起点、条件和每一步的变化写在一行里：for (int i = 1; i <= 10; i++)。\n\n练习：打印 1 到 100 中所有 7 的倍数。",
          },
          {
            id: "25s2-03-l4",
            kind: "project",
            minutes: 45,
            title: "第 4 课：小项目·乘法口诀表",
            body: "用两层循环打印九九乘法表，注意对齐，让表格整整齐齐。\n\n想一想：只打印左下角的三角形，循环条件要怎么改？",
          },
        ],
      },
    ],
    packages: [
      {
        uid: "25s2-03-full",
        title: "第三阶段 · 全部 24 课",
        description: "24 节直播课 + C++ 练习题库。",
        priceFen: 149900,
        listPriceFen: 219900,
        lessons: 24,
      },
    ],
  },
  {
    uid: "25s2-python-cpp-04",
    title: "Python 与 C++ 双语编程 · 第四阶段",
    summary: "算法思维：排序、查找和递归，学会聪明地解决问题。",
    description:
      "第四阶段学习常用算法。孩子会亲手实现冒泡排序和二分查找，理解“好方法”为什么更快，开始用算法的眼光看问题。",
    cover: "/images/courses/25s2-python-cpp-04.svg",
    kind: "cpp",
    highlights: ["经典算法亲手实现", "学会估算程序要跑多久", "综合项目：迷宫寻路"],
    groups: [
      {
        id: "25s2-04-u1",
        title: "第一单元：排序",
        lessons: [
          {
            id: "25s2-04-l1",
            kind: "lesson",
            free: true,
            minutes: 30,
            title: "第 1 课：冒泡排序",
            body: "冒泡排序每一轮把最大的数“冒”到最后。它很好懂，但数据一多就会变慢。\n\n动手：用扑克牌模拟一遍，再写成代码。",
          },
          {
            id: "25s2-04-l2",
            kind: "lesson",
            minutes: 30,
            title: "第 2 课：二分查找",
            body: "在排好序的数里找一个数，每次看中间那个，就能把范围缩小一半。100 万个数最多只要找 20 次。\n\n想一想：为什么数据必须先排好序？",
          },
        ],
      },
      {
        id: "25s2-04-u2",
        title: "第二单元：递归与搜索",
        lessons: [
          {
            id: "25s2-04-l3",
            kind: "lesson",
            minutes: 30,
            title: "第 3 课：自己调用自己——递归",
            body: "递归是把问题变成“更小的同一个问题”。一定要有停下来的条件，不然程序会一直调用下去。\n\n例子：用递归计算阶乘和斐波那契数列。",
          },
          {
            id: "25s2-04-l4",
            kind: "project",
            minutes: 45,
            title: "第 4 课：小项目·迷宫寻路",
            body: "用二维数组表示迷宫，用深度优先搜索找到从入口到出口的路。\n\n挑战：找出最短的那条路，需要换成哪种搜索方法？",
          },
        ],
      },
    ],
    packages: [
      {
        uid: "25s2-04-full",
        title: "第四阶段 · 全部 24 课",
        description: "24 节直播课 + 算法闯关练习。",
        priceFen: 159900,
        listPriceFen: 229900,
        lessons: 24,
      },
    ],
  },
  {
    uid: "23h2-python-01",
    title: "Python 趣味编程入门",
    summary: "用海龟画图和小游戏，轻松迈出编程第一步。",
    description:
      "这门入门课用画图和小游戏带孩子认识 Python：画出五角星和彩色螺旋，做一个石头剪刀布。轻松有趣，也培养一步一步思考的习惯。",
    cover: "/images/courses/23h2-python-01.svg",
    kind: "python",
    highlights: ["画图入门，看得见的编程", "每课 15 分钟，专注不累", "适合 8 到 12 岁"],
    groups: [
      {
        id: "23h2-01-u1",
        title: "第一单元：画出你的第一幅画",
        lessons: [
          {
            id: "23h2-01-l1",
            kind: "lesson",
            free: true,
            minutes: 30,
            title: "第 1 课：前进和转弯",
            body: "想象一只小海龟拿着笔在纸上爬。前进 100 步，向左转 90 度，重复 4 次，就画出了一个正方形。\n\n试一试：画一个等边三角形，每次要转多少度？",
          },
          {
            id: "23h2-01-l2",
            kind: "lesson",
            minutes: 30,
            title: "第 2 课：用循环画五角星",
            body: "画五角星时每个角都一样，用 for 循环重复 5 次就行。转弯的角度是 144 度。\n\n挑战：改一改重复次数和角度，画出你自己的星星。",
          },
        ],
      },
      {
        id: "23h2-01-u2",
        title: "第二单元：做个小游戏",
        lessons: [
          {
            id: "23h2-01-l3",
            kind: "project",
            minutes: 45,
            title: "第 3 课：石头剪刀布",
            body: "让计算机随机出拳，你输入自己的选择，程序判断谁赢。\n\n用到的知识：random.choice 随机选择，if 和 elif 判断输赢。",
          },
        ],
      },
    ],
    packages: [
      {
        uid: "23h2-01-full",
        title: "趣味入门 · 全部 16 课",
        description: "16 节录播课，随时学，配套练习和答案讲解。",
        priceFen: 49900,
        listPriceFen: 79900,
        lessons: 16,
      },
    ],
  },
  {
    uid: "scratch-starter-01",
    title: "Scratch 创意编程启蒙",
    summary: "拖一拖积木，让小猫动起来，做出自己的动画和游戏。",
    description:
      "专为低年级孩子设计的图形化编程课。不用打字，用积木搭程序：让角色走路、说话、跳舞，最后做出一个接苹果小游戏。",
    cover: "/images/courses/scratch-starter-01.svg",
    kind: "scratch",
    highlights: ["6 到 9 岁，会认字就能学", "积木编程，专注创意和逻辑", "作品可以分享给家人"],
    groups: [
      {
        id: "scratch-01-u1",
        title: "第一单元：让小猫动起来",
        lessons: [
          {
            id: "scratch-01-l1",
            kind: "lesson",
            free: true,
            minutes: 30,
            title: "第 1 课：认识舞台和角色",
            body: "打开 Scratch，左边是积木区，中间是编程区，右上角是舞台。舞台上的小猫就是一个角色。\n\n试一试：把“移动 10 步”拖到编程区，点一下，小猫就往前走了。",
            starterProjectId: "starter-scratch-cat",
          },
          {
            id: "scratch-01-l2",
            kind: "lesson",
            minutes: 30,
            title: "第 2 课：点击绿旗开始",
            body: "“当绿旗被点击”是程序的开始按钮。把它放在最上面，下面接上移动和说话的积木。\n\n小挑战：让小猫说“你好！”两秒钟，然后走到舞台另一边。",
          },
        ],
      },
      {
        id: "scratch-01-u2",
        title: "第二单元：做一个小游戏",
        lessons: [
          {
            id: "scratch-01-l3",
            kind: "lesson",
            minutes: 30,
            title: "第 3 课：重复执行",
            body: "“重复执行”积木里的动作会一直做下去。配合“碰到边缘就反弹”，小猫就能在舞台上来回走。\n\n想一想：怎样让小猫走得更快一点？",
          },
          {
            id: "scratch-01-l4",
            kind: "project",
            minutes: 45,
            title: "第 4 课：小项目·接苹果",
            body: "苹果从天上掉下来，用左右方向键控制碗去接。接到一个加 1 分。\n\n用到的积木：按键事件、变量、如果……那么……。完成后分享给爸爸妈妈玩一玩吧！",
          },
        ],
      },
    ],
    packages: [
      {
        uid: "scratch-01-full",
        title: "Scratch 启蒙 · 全部 12 课",
        description: "12 节小班直播课，每节课完成一个作品。",
        priceFen: 69900,
        listPriceFen: 99900,
        lessons: 12,
      },
    ],
  },
];

/** Short links for /r/{id}. */
export const seedRedirects = [
  { id: "trial", url: "/app/25s2-python-cpp-01?view=all&plan=trial" },
  { id: "book", url: "/articles/first-thinking-book#purchase" },
  { id: "scratch", url: "/studio/scratch/editor" },
  { id: "dashboard", url: "/dashboard" },
];
