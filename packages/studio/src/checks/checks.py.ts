/**
 * The one Python check harness (issue 20): it runs a learner's program against an exercise's checks
 * and answers in JSON. The browser's Pyodide worker loads this text for instant feedback, and the
 * server runs the same text again before it records a pass, so there is one implementation of what
 * "passed" means. It takes plain data (`PythonCheckSpec` in @qisi/api's contract, as JSON) and
 * returns `PythonCheckResult` as JSON; it never reads files, the network or the clock.
 *
 * Entry point after `runPython(checksPy)`: `qisi_checks(spec_json, source) -> result_json`.
 * An endless loop that prints nothing cannot be stopped from in here: the caller interrupts it
 * (Pyodide's interrupt buffer raises KeyboardInterrupt, reported as `timeout`) or ends the worker.
 *
 * Kept as a String.raw template so every package can import the text without a loader: the Python
 * below must never contain a backtick or a dollar sign followed by a brace (checks.test.ts checks).
 */
export const checksPy = String.raw`
import ast, builtins, copy, io, json, math, random, re, sys, traceback

_OUTPUT_LIMIT = 100000

class _QisiStop(BaseException):
    pass

class _QisiNoInput(Exception):
    pass

class _QisiOut(io.TextIOBase):
    """A capped stdout: a print flood ends the run instead of filling the memory."""
    def __init__(self):
        self.parts = []
        self.size = 0
    def writable(self):
        return True
    def write(self, s):
        self.size += len(s)
        if self.size > _OUTPUT_LIMIT:
            raise _QisiStop("output-limit")
        self.parts.append(s)
        return len(s)
    def text(self):
        return "".join(self.parts)

def _run(code, stdin, call=None):
    """Runs compiled code in a fresh namespace with this stdin. Returns (stdout, error, value).
    error is None or {"name", "detail", "line"}; with call=(name, args) the function is called after."""
    lines = stdin.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    feed = iter(lines)
    out = _QisiOut()
    saved = (sys.stdin, sys.stdout, builtins.input, builtins.print)
    def fake_input(prompt=""):
        # The prompt is not part of the checked output: input("第一个数：") passes like input().
        try:
            return next(feed)
        except StopIteration:
            raise _QisiNoInput()
    sys.stdin = io.StringIO(stdin)
    sys.stdout = out
    builtins.input = fake_input
    namespace = {"__name__": "__main__", "__builtins__": builtins}
    error = None
    value = None
    try:
        try:
            exec(code, namespace)
            if call is not None:
                name, args = call
                fn = namespace.get(name)
                if not callable(fn):
                    error = {"name": "_missing", "detail": name, "line": None}
                else:
                    value = fn(*copy.deepcopy(args))
        except SystemExit:
            pass
        except _QisiNoInput:
            error = {"name": "_no_input", "detail": "", "line": _learner_line()}
        except _QisiStop:
            error = {"name": "_output_limit", "detail": "", "line": None}
        except KeyboardInterrupt:
            error = {"name": "_timeout", "detail": "", "line": None}
        except RecursionError as e:
            error = {"name": "RecursionError", "detail": str(e), "line": _learner_line()}
        except Exception as e:
            error = {"name": type(e).__name__, "detail": _detail(e), "line": _learner_line()}
    finally:
        sys.stdin, sys.stdout, builtins.input, builtins.print = saved
    return out.text(), error, value

def _detail(e):
    """str(e) with CPython's suggestion ("Did you mean: 'print'?"), which only the traceback adds:
    the studio's explanation turns it into a question, as it does under a run."""
    last = traceback.format_exception(e)[-1].rstrip("\n")
    prefix = type(e).__name__ + ": "
    return last[len(prefix):] if last.startswith(prefix) else str(e)

def _learner_line():
    """The learner's line where the exception was raised (the innermost frame of their file)."""
    tb = sys.exc_info()[2]
    line = None
    for frame, lineno in traceback.walk_tb(tb):
        if frame.f_code.co_filename == "<learner>":
            line = lineno
    return line

# ── Random inputs (seeded, reproducible) ─────────────────────────────────────────────────────────

def _gen(spec, rng):
    if "int" in spec:
        lo, hi = spec["int"]
        return rng.randint(lo, hi)
    if "float" in spec:
        lo, hi = spec["float"]
        return round(rng.uniform(lo, hi), spec.get("digits", 2))
    if "choice" in spec:
        return rng.choice(spec["choice"])
    if "word" in spec:
        lo, hi = spec["word"]
        letters = spec.get("letters") or "abcdefghijklmnopqrstuvwxyz"
        return "".join(rng.choice(letters) for _ in range(rng.randint(lo, hi)))
    if "list" in spec:
        lo, hi = spec.get("length", [0, 8])
        return [_gen(spec["list"], rng) for _ in range(rng.randint(lo, hi))]
    raise ValueError("unknown generator " + json.dumps(spec))

def _as_line(value):
    if isinstance(value, list):
        return " ".join(_as_line(v) for v in value)
    if isinstance(value, bool):
        return "True" if value else "False"
    return str(value)

# ── Comparing ────────────────────────────────────────────────────────────────────────────────────

def _lines(text):
    rows = [row.rstrip() for row in text.replace("\r\n", "\n").split("\n")]
    while rows and rows[-1] == "":
        rows.pop()
    return rows

def _same_output(expected, actual, mode):
    if mode == "exact":
        return expected == actual
    if mode == "tokens":
        return expected.split() == actual.split()
    return _lines(expected) == _lines(actual)

def _same_value(expected, actual):
    """JSON cannot say tuple, so a list and a tuple with the same items are the same; 8 and "8" are not."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(expected) is type(actual) and expected == actual
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return math.isclose(expected, actual, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(expected, (list, tuple)) and isinstance(actual, (list, tuple)):
        return len(expected) == len(actual) and all(_same_value(a, b) for a, b in zip(expected, actual))
    if isinstance(expected, dict) and isinstance(actual, dict):
        return expected.keys() == actual.keys() and all(_same_value(expected[k], actual[k]) for k in expected)
    return type(expected) is type(actual) and expected == actual

# ── Chinese sentences ────────────────────────────────────────────────────────────────────────────

def _show(text):
    """One line of output as the child reads it; invisible things named."""
    if text == "":
        return "一个空行"
    if text.strip() == "":
        return "几个空格"
    return text if len(text) <= 60 else text[:60] + "…"

def _when_input(stdin):
    rows = _lines(stdin)
    if not rows:
        return "运行程序时"
    if len(rows) <= 3 and all(len(r) <= 20 for r in rows):
        return "输入 " + " 和 ".join(rows) + " 时"
    return "输入「" + " / ".join(rows[:4]) + (" / …" if len(rows) > 4 else "") + "」时"

def _output_sentence(expected, actual):
    exp, act = _lines(expected), _lines(actual)
    if not act:
        return "应该输出 " + _show(exp[0]) + "，可你的程序什么也没有输出" if len(exp) == 1 else (
            "应该输出 " + str(len(exp)) + " 行，可你的程序什么也没有输出")
    if len(exp) == 1 and len(act) == 1:
        return "应该输出 " + _show(exp[0]) + "，你的程序输出了 " + _show(act[0])
    for i in range(min(len(exp), len(act))):
        if exp[i] != act[i]:
            return ("第 " + str(i + 1) + " 行应该是 " + _show(exp[i]) +
                    "，你的程序输出的是 " + _show(act[i]))
    if len(act) < len(exp):
        return ("应该输出 " + str(len(exp)) + " 行，你的程序只输出了 " + str(len(act)) +
                " 行，少了一行：" + _show(exp[len(act)]))
    return ("应该输出 " + str(len(exp)) + " 行，你的程序输出了 " + str(len(act)) +
            " 行，多了一行：" + _show(act[len(exp)]))

def _error_sentence(error):
    name = error["name"]
    if name == "_no_input":
        return "程序还想再读一个输入，可输入已经用完了——是不是多写了一个 input()？"
    if name == "_output_limit":
        return "程序输出的字太多了——是不是有一个停不下来的循环？"
    if name == "_timeout":
        return "程序运行了太久还没结束——是不是有一个停不下来的循环？"
    if name == "_missing":
        return "你的程序里还没有名叫 " + error["detail"] + " 的函数，记得用 def 定义它"
    where = "第 " + str(error["line"]) + " 行" if error.get("line") else "程序"
    detail = (": " + error["detail"]) if error.get("detail") else ""
    return where + "出错了：" + name + detail

_CONSTRUCTS = {
    "for": "for 循环", "while": "while 循环", "if": "if 判断", "def": "自己定义函数（def）",
    "return": "return", "import": "import", "fstring": "f 字符串",
    "comprehension": "列表推导式",
}

def _construct_name(construct):
    """The construct as a phrase to put between Chinese words: spaced where it ends in Latin letters."""
    name = construct[5:] + "()" if construct.startswith("call:") else _CONSTRUCTS.get(construct, construct)
    return " " + name + (" " if name[-1].isascii() else "")

def _uses(tree, construct):
    for node in ast.walk(tree):
        if construct == "for" and isinstance(node, (ast.For, ast.comprehension)):
            return True
        if construct == "while" and isinstance(node, ast.While):
            return True
        if construct == "if" and isinstance(node, (ast.If, ast.IfExp)):
            return True
        if construct == "def" and isinstance(node, (ast.FunctionDef, ast.Lambda)):
            return True
        if construct == "return" and isinstance(node, ast.Return):
            return True
        if construct == "import" and isinstance(node, (ast.Import, ast.ImportFrom)):
            return True
        if construct == "fstring" and isinstance(node, ast.JoinedStr):
            return True
        if construct == "comprehension" and isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            return True
        if construct.startswith("call:") and isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if name == construct[5:]:
                return True
    return False

def _rule_failure(tree, rules):
    for index, rule in enumerate(rules):
        if "require" in rule and not _uses(tree, rule["require"]):
            return index, rule.get("message") or ("这道题要用" + _construct_name(rule["require"]) + "来完成哦。")
        if "forbid" in rule and _uses(tree, rule["forbid"]):
            return index, rule.get("message") or ("这道题不能用" + _construct_name(rule["forbid"]).rstrip() + "，换一种办法试试。")
    return None

def _known_wrong(wrongs, source, stdout, error):
    for index, wrong in enumerate(wrongs):
        if "code" in wrong and not re.search(wrong["code"], source, re.M):
            continue
        if "output" in wrong and (error is not None or not re.search(wrong["output"], stdout, re.M)):
            continue
        if "error" in wrong:
            if error is None or not re.search(wrong["error"], error["name"] + ": " + error["detail"]):
                continue
        return index, wrong["message"]
    return None

def _with_hint(sentence, wrong):
    if wrong is None:
        return sentence + "。" if not sentence.endswith(("。", "？", "！")) else sentence
    return sentence.rstrip("。") + "——" + wrong[1]

# ── The checks ───────────────────────────────────────────────────────────────────────────────────

def _compile(source):
    try:
        return compile(source, "<learner>", "exec"), ast.parse(source), None
    except SyntaxError as e:
        return None, None, {"name": type(e).__name__, "detail": e.msg, "line": e.lineno}

def _cases(spec, reference):
    """Every test as (source, index, stdin, expected stdout, call, expected value) in the order they run."""
    cases = []
    for i, test in enumerate(spec.get("tests", [])):
        cases.append(("tests", i, test.get("stdin", ""), test.get("stdout"), None, None))
    fn = spec.get("function")
    if fn:
        for i, test in enumerate(fn.get("tests", [])):
            cases.append(("function", i, "", None, (fn["name"], test["args"]), test.get("returns")))
    rnd = spec.get("random")
    if rnd:
        rng = random.Random(rnd.get("seed", 0))
        for i in range(rnd.get("count", 10)):
            if "args" in rnd:
                args = [_gen(g, rng) for g in rnd["args"]]
                cases.append(("random", i, "", None, (fn["name"], args), None))
            else:
                stdin = "".join(_as_line(_gen(g, rng)) + "\n" for g in rnd.get("stdin", []))
                cases.append(("random", i, stdin, None, None, None))
    return cases

def _call_text(call):
    name, args = call
    return name + "(" + ", ".join(repr(a) for a in args) + ")"

def qisi_checks(spec_json, source):
    spec = json.loads(spec_json)
    result = {"passed": False, "total": 0, "passedTests": 0}
    code, tree, syntax = _compile(source)
    if syntax is not None:
        line = "第 " + str(syntax["line"]) + " 行" if syntax["line"] else "程序里"
        wrong = _known_wrong(spec.get("wrong", []), source, "", syntax)
        result["failure"] = {"kind": "syntax", "error": syntax,
                             "message": _with_hint(line + "有语法错误，Python 读不懂它：" + syntax["detail"], wrong)}
        if wrong is not None:
            result["failure"]["wrong"] = wrong[0]
        return json.dumps(result, ensure_ascii=False)
    reference = None
    if spec.get("solution") is not None:
        reference = compile(spec["solution"], "<reference>", "exec")
    cases = _cases(spec, reference)
    result["total"] = len(cases)
    compare = spec.get("compare", "lines")
    for source_name, index, stdin, expected, call, expected_value in cases:
        needs_reference = (call is None and expected is None) or (call is not None and expected_value is None)
        if needs_reference:
            if reference is None:
                raise ValueError("test " + source_name + "[" + str(index) + "] needs the reference solution")
            ref_out, ref_error, ref_value = _run(reference, stdin, call)
            if ref_error is not None:
                raise ValueError("the reference solution failed: " + json.dumps(ref_error, ensure_ascii=False))
            expected = ref_out if call is None else expected
            expected_value = ref_value if call is not None else expected_value
        out, error, value = _run(code, stdin, call)
        test = {"source": source_name, "index": index}
        if call is not None:
            test["input"] = _call_text(call)
            when = "调用 " + test["input"] + " 时，"
        else:
            test["input"] = stdin
            when = _when_input(stdin) + "，"
        if error is not None:
            wrong = _known_wrong(spec.get("wrong", []), source, out, error)
            kind = {"_no_input": "input", "_output_limit": "output-limit", "_timeout": "timeout",
                    "_missing": "missing"}.get(error["name"], "error")
            failure = {"kind": kind, "test": test, "message": _with_hint(when + _error_sentence(error), wrong)}
            if not error["name"].startswith("_"):
                failure["error"] = error
            if wrong is not None:
                failure["wrong"] = wrong[0]
            result["failure"] = failure
            return json.dumps(result, ensure_ascii=False)
        if call is not None:
            ok = _same_value(expected_value, value)
            test["expected"] = repr(expected_value)
            test["actual"] = repr(value)
            sentence = when + "应该返回 " + repr(expected_value) + "，你的函数返回了 " + repr(value)
            if not ok and value is None and out:
                sentence += "（它把结果 print 出来了，可没有 return 回来）"
        else:
            ok = _same_output(expected, out, compare)
            test["expected"] = expected
            test["actual"] = out
            sentence = "" if ok else when + _output_sentence(expected, out)
        if not ok:
            wrong = _known_wrong(spec.get("wrong", []), source, out, None)
            failure = {"kind": "return" if call is not None else "output", "test": test,
                       "message": _with_hint(sentence, wrong)}
            if wrong is not None:
                failure["wrong"] = wrong[0]
            result["failure"] = failure
            return json.dumps(result, ensure_ascii=False)
        result["passedTests"] += 1
    broken = _rule_failure(tree, spec.get("rules", []))
    if broken is not None:
        result["failure"] = {"kind": "rule", "rule": broken[0], "message": broken[1]}
        return json.dumps(result, ensure_ascii=False)
    result["passed"] = True
    return json.dumps(result, ensure_ascii=False)
`;
