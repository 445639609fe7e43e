import { sampleQrImage } from "../ServiceQrCode/sampleQr";

/** A realistic article for Prose and ArticleLayout stories, with every element the styles cover. */
export function SampleArticle() {
  return (
    <>
      <p>
        很多家长问：孩子还小，真的需要学编程吗？我们的回答是：学编程不是为了让每个孩子都成为程序员，而是让孩子多一种
        <strong>有条理地想问题</strong>
        的方法。遇到难题时，先拆开，再一步一步解决，这种能力在数学、写作甚至整理房间时都用得上。
      </p>
      <h2 id="why">为什么从小学编程</h2>
      <p>
        六到十二岁是孩子形成思考习惯的关键时期。用积木拼出一段动画，孩子要想清楚“先做什么、再做什么、什么时候停下来”，这正是
        <a href="#order">顺序、条件和循环</a>三种最基本的程序结构。
      </p>
      <blockquote>
        <p>“孩子第一次让小猫在屏幕上走起来的时候，眼睛都亮了。之后她会主动说：妈妈，我想让它再跳一下。”</p>
        <p>—— 一位学员家长</p>
      </blockquote>
      <h3 id="order">三种基本结构</h3>
      <ol>
        <li>顺序：按步骤一件一件做，比如刷牙、洗脸、吃早饭。</li>
        <li>
          条件：如果下雨，就带伞；否则戴帽子。
          <ul>
            <li>在 Scratch 里用“如果……那么……”积木。</li>
            <li>
              在 Python 里用 <code>if</code> 和 <code>else</code>。
            </li>
          </ul>
        </li>
        <li>循环：重复做同一件事，直到满足条件为止。</li>
      </ol>
      <p>下面是一段让海龟画正方形的 Python 代码，孩子可以改一改数字，看看会画出什么：</p>
      <pre>
        <code>{"for i in range(4):\n    forward(100)\n    left(90)\nprint('画好啦！')"}</code>
      </pre>
      <h2 id="plan">学习路线一览</h2>
      <table>
        <caption>各阶段建议（可根据孩子情况调整）</caption>
        <thead>
          <tr>
            <th scope="col">阶段</th>
            <th scope="col">适合年龄</th>
            <th scope="col">学习内容</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>启蒙</td>
            <td>6–8 岁</td>
            <td>Scratch 动画与小游戏</td>
          </tr>
          <tr>
            <td>进阶</td>
            <td>9–11 岁</td>
            <td>Python 基础与海龟绘图</td>
          </tr>
          <tr>
            <td>挑战</td>
            <td>12 岁以上</td>
            <td>C++ 与算法入门，参加信息学竞赛</td>
          </tr>
        </tbody>
      </table>
      <figure>
        <img
          src={sampleQrImage("https://qisi.example.com/articles/road-to-success")}
          alt="学习路线二维码"
          width={160}
          height={160}
        />
        <figcaption>扫码把学习路线保存到手机</figcaption>
      </figure>
      <hr />
      <p>
        如果还不确定从哪里开始，可以先让孩子上一节体验课。课程顾问会根据孩子的表现，给出下一步的建议。链接示例：
        https://qisi.example.com/app/25s2-python-cpp-01?view=all&amp;from=article-road-to-success-very-long-address
      </p>
    </>
  );
}
