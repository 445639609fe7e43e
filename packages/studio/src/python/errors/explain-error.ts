import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * A warm explanation for the errors beginners meet most, shown under Python's own traceback.
 * `name` is the exception class; `detail` the last traceback line, to tell similar cases apart.
 */
export function explainPythonError(name: string, detail = ""): MessageDescriptor | null {
  switch (name) {
    case "IndentationError":
    case "TabError":
      if (/expected an indented block/.test(detail))
        return msg`缩进错误：冒号 ":" 后面的那一行要往右缩进（通常是 4 个空格），告诉 Python 它属于上面那句。`;
      return msg`缩进错误：这一行前面的空格不对齐。同一层的代码要左边对齐，同一个文件里别混用 Tab 和空格哦。`;
    case "SyntaxError":
      if (/was never closed|unexpected EOF|unterminated/.test(detail))
        return msg`语法错误：有括号或引号没有配对。数一数 ( ) [ ] " " 是不是都成双成对了。`;
      if (/expected ':'/.test(detail))
        return msg`语法错误：if、for、while、def 这样的语句末尾要加一个英文冒号 ":"。`;
      if (/invalid character/.test(detail))
        return msg`语法错误：这里有中文符号（比如中文括号、中文引号或中文逗号），请换成英文输入法下的符号。`;
      return msg`语法错误：Python 读不懂这一行。检查一下拼写、冒号、括号和引号，红色提示里的 ^ 指着出问题的位置。`;
    case "NameError":
      return msg`名字错误：Python 不认识这个名字。是不是拼错了，或者变量还没赋值就用了？字符串要记得加引号。`;
    case "TypeError":
      if (/can only concatenate str|must be str|unsupported operand/.test(detail))
        return msg`类型错误：不同类型的数据不能直接相加，比如文字和数字。可以用 str() 把数字变成文字，或用 int() 把文字变成数字。`;
      return msg`类型错误：这里用的数据类型不合适，比如参数的个数或种类不对。看看函数需要什么样的参数。`;
    case "ZeroDivisionError":
      return msg`除零错误：数字不能除以 0。运行前先检查一下除数是不是 0。`;
    case "ValueError":
      if (/invalid literal for int/.test(detail))
        return msg`数值错误：int() 只能把像 "12" 这样的数字文字变成整数。输入的内容里是不是有字母或空格？`;
      return msg`数值错误：数据的类型对了，但值不合适。`;
    case "IndexError":
      return msg`索引错误：列表里没有这个位置。记住位置从 0 开始数，最后一个是长度减 1。`;
    case "KeyError":
      return msg`键错误：字典里没有这个键，检查一下拼写。`;
    case "AttributeError":
      return msg`属性错误：这个对象没有这个功能或属性，是不是名字拼错了？`;
    case "ModuleNotFoundError":
    case "ImportError":
      return msg`导入错误：找不到这个模块。检查一下名字，或者这个模块在浏览器里还不能用。`;
    case "RecursionError":
      return msg`递归太深：函数一直在调用自己停不下来，检查一下结束条件。`;
    default:
      return null;
  }
}
