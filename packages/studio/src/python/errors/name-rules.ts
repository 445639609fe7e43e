import { msg } from "@lingui/core/macro";
import { hasChinese, surelyMeant } from "@qisi/judge/explain";
import type { PythonRule } from "./python-rule.ts";
import { assignments, builtinNames, knownMethods, knownModules } from "./python-source.ts";

/** The one name the child surely meant: CPython's hint when it is close enough, else one of ours. */
function meant(name: string, hint: string | undefined, candidates: readonly string[]): string | null {
  if (hint && surelyMeant(name, hint, builtinNames.includes(hint) ? 3 : 4)) return hint;
  const close = [...new Set(candidates)].filter((known) =>
    surelyMeant(name, known, builtinNames.includes(known) ? 3 : 4),
  );
  return close.length === 1 ? close[0]! : null;
}

const nameError: PythonRule = ({ name, message, line, source }) => {
  if (name !== "NameError") return null;
  const found =
    /^name '([^']+)' is not defined(?:\. Did you mean: '([^']+)'\?)?(?:\. Did you forget to import '([^']+)'\?)?/.exec(
      message,
    );
  if (!found) return null;
  const missing = found[1]!;
  const hint = found[2];
  const given = assignments(source).filter((a) => a.name === missing);
  const later = given.find((a) => line !== null && a.line > line && a.inFunction === null);
  if (later && !given.some((a) => line !== null && a.line < line)) {
    const at = later.line;
    return {
      cause: "use-before-assign",
      title: msg`先赋值，再使用`,
      text: msg`${missing} 到第 ${at} 行才有值，可这一行已经要用它了。Python 从上往下一行一行地运行：把第 ${at} 行移到这一行的上面。`,
    };
  }
  const inside = given.find((a) => a.inFunction !== null);
  if (inside && !given.some((a) => a.inFunction === null)) {
    const fn = inside.inFunction ?? "";
    return {
      cause: "scope",
      title: msg`函数里的变量在外面用不了`,
      text: msg`${missing} 是在函数 ${fn} 里面赋值的，只在那个函数里面有效。想在外面用它的值，就在函数的最后写 return ${missing}，再在外面写 ${missing} = ${fn}()。`,
    };
  }
  const module = found[3] ?? (knownModules.includes(missing) ? missing : undefined);
  if (module)
    return {
      cause: "missing-import",
      title: msg`忘了导入模块`,
      text: msg`用 ${missing} 之前要先导入它：在程序的第一行写 import ${module}。`,
    };
  if (hasChinese(missing))
    return {
      cause: "missing-quotes",
      title: msg`文字要加引号`,
      text: msg`${missing} 是要输出的文字吗？文字要用一对英文引号包起来，写成 "${missing}"，Python 才不会把它当成一个名字。`,
    };
  const suggestion = meant(missing, hint, [...builtinNames, ...assignments(source).map((a) => a.name)]);
  if (suggestion)
    return {
      cause: "typo",
      title: msg`名字拼错了`,
      text: msg`Python 不认识 ${missing}。你是不是想写 ${suggestion}？Python 分大小写，拼写要完全一样。`,
    };
  return {
    cause: "undefined-name",
    title: msg`Python 不认识这个名字`,
    text: msg`Python 不认识 ${missing}：是拼错了，还是还没给它赋值？如果你想写的是一段文字，要加上引号："${missing}"。`,
  };
};

const unboundLocal: PythonRule = ({ name, message }) => {
  if (name !== "UnboundLocalError") return null;
  const variable = /local variable '([^']+)'/.exec(message)?.[1];
  if (!variable) return null;
  return {
    cause: "unbound-local",
    title: msg`变量在函数里还没有值`,
    text: msg`函数里有一句给 ${variable} 赋值，Python 就把这个函数里的 ${variable} 都当成函数自己的新变量，可这一行用到它时它还没有值。想改函数外面的 ${variable}，在函数的第一行写 global ${variable}；或者把 ${variable} 当作参数传进函数。`,
  };
};

const attributeError: PythonRule = ({ name, message }) => {
  if (name !== "AttributeError") return null;
  const found =
    /^(?:'(\w+)' object|module '(\w+)') has no attribute '([^']+)'(?:\. Did you mean: '([^']+)'\?)?/.exec(
      message,
    );
  if (!found) return null;
  const owner = found[1] ?? found[2] ?? "";
  const attribute = found[3]!;
  const suggestion = meant(attribute, found[4], found[2] ? [] : knownMethods);
  if (suggestion)
    return {
      cause: "attribute-typo",
      title: msg`名字拼错了`,
      text: msg`${owner} 没有叫 ${attribute} 的功能。你是不是想写 ${suggestion}？`,
    };
  return {
    cause: "no-attribute",
    title: msg`没有这个功能`,
    text: msg`${owner} 没有叫 ${attribute} 的功能：是名字拼错了，还是用错了东西？比如 append 是列表的功能，文字（str）没有。`,
  };
};

const moduleNotFound: PythonRule = ({ name, message }) => {
  if (name !== "ModuleNotFoundError") return null;
  const module = /^No module named '([^'.]+)/.exec(message)?.[1];
  if (!module) return null;
  const suggestion = meant(module, undefined, knownModules);
  if (suggestion)
    return {
      cause: "module-not-found",
      title: msg`模块名字拼错了`,
      text: msg`没有叫 ${module} 的模块。你是不是想写 import ${suggestion}？`,
    };
  return {
    cause: "module-not-found",
    title: msg`找不到这个模块`,
    text: msg`这里的 Python 没有叫 ${module} 的模块：检查一下名字；像 numpy 这样要另外安装的模块，这里还不能用。`,
  };
};

export const nameRules: readonly PythonRule[] = [nameError, unboundLocal, attributeError, moduleNotFound];
