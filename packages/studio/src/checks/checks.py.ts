import { turtlePy } from "../python/worker/turtle-py.ts";
import { turtlePathPy } from "./turtle-path.py.ts";

/**
 * The one Python check harness (issue 20): it runs a learner's program against an exercise's checks
 * and answers in JSON. The browser's Pyodide worker loads this text for instant feedback, and the
 * server runs the same text again before it records a pass, so there is one implementation of what
 * "passed" means. It takes plain data (`PythonCheckSpec` in @qisi/api's contract, as JSON) and
 * returns `PythonCheckResult` as JSON; it never reads files, the network or the clock.
 *
 * It works in two phases, so that the learner's program never shares an interpreter with anything
 * worth forging on the server:
 * - observe (`qisi_observe(public_json, source)`) runs the program on every test's input and
 *   reports what it did (stdout, the value returned, the exception). It is given the public spec
 *   only (`_public`: inputs, the function's name, the random seed), never an expected answer.
 * - judge (`qisi_judge(spec_json, source, observations_json)`) never runs the learner's program: it
 *   computes what was expected (the reference solution on inputs it draws itself), compares,
 *   checks rules on the syntax tree and writes the Chinese sentence.
 * The server runs each in a process of its own (apps/server/src/exercises/python-check.ts), so a
 * forged observation is only a right or a wrong answer. The browser is for feedback and runs both
 * in one interpreter: `qisi_checks(spec_json, source) -> result_json`, observing lazily so that it
 * stops at the first failing test.
 *
 * An endless loop that prints nothing cannot be stopped from in here: the caller interrupts it
 * (Pyodide's interrupt buffer raises KeyboardInterrupt, reported as `timeout`) or ends the worker.
 *
 * A turtle test runs the program with the studio's own turtle module drawing onto paper instead of a
 * canvas and compares the drawn path with the reference's (turtle-path.py.ts); every run gets that
 * turtle, so a program that imports it behaves alike in the browser and on the server.
 *
 * Kept as a String.raw template so every package can import the text without a loader: the Python
 * below must never contain a backtick or a dollar sign followed by a brace (checks.test.ts checks).
 */
const harnessPy = String.raw`
import ast, builtins, copy, io, json, math, random, re, sys, traceback, types

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

def _run(code, stdin, call=None, paper=None):
    """Runs compiled code in a fresh namespace with this stdin. Returns (stdout, error, value).
    error is None or {"name", "detail", "line"}; with call=(name, args) the function is called after.
    What the program draws with turtle goes onto paper (_QisiTurtlePaper), when given."""
    lines = stdin.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    feed = iter(lines)
    out = _QisiOut()
    saved = (sys.stdin, sys.stdout, builtins.input, builtins.print)
    saved_turtle = sys.modules.get("turtle")
    paper = _QisiTurtlePaper() if paper is None else paper
    sys.modules["turtle"] = _recording_turtle(paper)
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
        except _QisiStop as e:
            error = {"name": "_drawing_limit" if e.args == ("drawing-limit",) else "_output_limit",
                     "detail": "", "line": None}
        except KeyboardInterrupt:
            error = {"name": "_timeout", "detail": "", "line": None}
        except RecursionError as e:
            error = {"name": "RecursionError", "detail": str(e), "line": _learner_line()}
        except Exception as e:
            error = {"name": type(e).__name__, "detail": _detail(e), "line": _learner_line()}
    finally:
        sys.stdin, sys.stdout, builtins.input, builtins.print = saved
        if saved_turtle is None:
            sys.modules.pop("turtle", None)
        else:
            sys.modules["turtle"] = saved_turtle
    if paper.overflow and error is None:
        # The program caught the harness's stop with a bare except: its drawing is cut short all the same.
        error = {"name": "_drawing_limit", "detail": "", "line": None}
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
    if name == "_drawing_limit":
        return "程序画的线太多了——是不是有一个停不下来的循环？"
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
        if "missing" in wrong and re.search(wrong["missing"], source, re.M):
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

def _turtle_tests(spec):
    """A turtle task's runs: one per stdin given, or one run without input."""
    turtle = spec.get("turtle")
    if turtle is None:
        return []
    return [{"stdin": test.get("stdin", "")} for test in turtle.get("tests") or [{}]]

def _cases(spec):
    """Every test as (source, index, stdin, expected stdout, call, expected value) in the order they
    run. On the public spec the expected parts are None; the inputs are the same. A turtle test's
    expected drawing is always the reference's."""
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
    for i, test in enumerate(_turtle_tests(spec)):
        cases.append(("turtle", i, test["stdin"], None, None, None))
    return cases

def _call_text(call):
    name, args = call
    return name + "(" + ", ".join(repr(a) for a in args) + ")"

# ── Observe: the learner's program on every input, nothing to compare with ───────────────────────

def _public(spec):
    """What running the learner's program needs, and nothing an answer could be copied from."""
    public = {"tests": [{"stdin": test.get("stdin", "")} for test in spec.get("tests", [])]}
    fn = spec.get("function")
    if fn:
        public["function"] = {"name": fn["name"], "tests": [{"args": t["args"]} for t in fn.get("tests", [])]}
    rnd = spec.get("random")
    if rnd:
        public["random"] = {key: rnd[key] for key in ("count", "seed", "stdin", "args") if key in rnd}
    if spec.get("turtle") is not None:
        public["turtle"] = {"tests": _turtle_tests(spec)}
    return public

# Values nest at most this deep across the phases (a child's answers nest a few levels); a deeper
# one is a value no reference returns. Its JSON nests up to three levels per level ({"dict": [[k, v]]}).
_DEPTH_LIMIT = 64
_JSON_DEPTH_LIMIT = 3 * _DEPTH_LIMIT + 8

def _pack(value, depth=0):
    """A returned value as JSON that keeps what _same_value tells apart: int, float, tuple, set…
    Numbers travel as text (JavaScript would round big ints; JSON has no NaN). A value of another
    type travels as its type and repr: equal to the same only for types both programs share."""
    if depth > _DEPTH_LIMIT:
        raise ValueError("nested too deep")
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return {"int": str(int(value))}
    if isinstance(value, float):
        return {"float": repr(float(value))}
    if type(value) is str:
        return value
    if isinstance(value, list):
        return [_pack(item, depth + 1) for item in value]
    if isinstance(value, tuple):
        return {"tuple": [_pack(item, depth + 1) for item in value]}
    if isinstance(value, dict):
        return {"dict": [[_pack(key, depth + 1), _pack(item, depth + 1)] for key, item in value.items()]}
    if type(value) in (set, frozenset):
        return {type(value).__name__: [_pack(item, depth + 1) for item in value]}
    kind = type(value)
    return {"other": kind.__module__ + "." + kind.__qualname__, "repr": repr(value),
            "local": kind.__module__ == "__main__"}

class _Foreign:
    """A value of a type JSON cannot carry. A class the program defined itself is never equal to
    the reference's (two classes of the same name), as when both ran in one interpreter."""
    __slots__ = ("kind", "text", "local")
    def __init__(self, kind, text, local):
        self.kind, self.text, self.local = kind, text, local
    def __eq__(self, other):
        return (isinstance(other, _Foreign) and not self.local and not other.local
                and (self.kind, self.text) == (other.kind, other.text))
    def __hash__(self):
        return hash((self.kind, self.text))
    def __repr__(self):
        return self.text

class _QisiBadObservation(Exception):
    pass

def _shallow(text):
    """Whether JSON text nests at most _JSON_DEPTH_LIMIT deep, found without parsing it: a deeper
    one would overflow the WebAssembly stack inside json.loads, which is no Python exception."""
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
    for _ in range(_JSON_DEPTH_LIMIT):
        text, found = re.subn(r"[\[{][^\[\]{}]*[\]}]", "0", text)
        if not found:
            break
    return re.search(r"[\[\]{}]", text) is None

def _loads(text):
    """json.loads of text that came from the learner's side."""
    if not isinstance(text, str) or not _shallow(text):
        raise _QisiBadObservation()
    return json.loads(text)

def _unpack(data):
    """_pack's JSON back into values; anything else (a forged observation) is _QisiBadObservation."""
    if data is None or isinstance(data, (bool, str)):
        return data
    if isinstance(data, list):
        return [_unpack(item) for item in data]
    if isinstance(data, dict) and len(data) == 1:
        (tag, inner), = data.items()
        if tag == "int" and isinstance(inner, str) and re.fullmatch(r"-?\d{1,5000}", inner):
            return int(inner)
        if tag == "float" and isinstance(inner, str):
            return float(inner)
        if tag in ("tuple", "set", "frozenset", "dict") and isinstance(inner, list):
            items = [_unpack(item) for item in inner]
            if tag == "tuple":
                return tuple(items)
            if tag == "dict":
                if not all(isinstance(pair, list) and len(pair) == 2 for pair in items):
                    raise _QisiBadObservation()
                return dict((pair[0], pair[1]) for pair in items)
            return set(items) if tag == "set" else frozenset(items)
    if isinstance(data, dict) and set(data) == {"other", "repr", "local"}:
        if isinstance(data["other"], str) and isinstance(data["repr"], str) and isinstance(data["local"], bool):
            return _Foreign(data["other"], data["repr"], data["local"])
    raise _QisiBadObservation()

def _observe_each(public, source):
    """One observation per test, in the order of _cases: {"stdout", "error"} and, after a call that
    returned, "value" (_pack's JSON) and "repr" (what the message shows); a turtle test's has the
    drawing as "turtle". Lazy: the browser stops at the first failure. A program that does not
    compile is observed by nobody (judge says why)."""
    code = _compile(source)[0]
    if code is None:
        return
    for source_name, _index, stdin, _expected, call, _value in _cases(public):
        paper = _QisiTurtlePaper()
        out, error, value = _run(code, stdin, call, paper)
        seen = {"stdout": out, "error": error}
        if source_name == "turtle":
            seen["turtle"] = paper.report()
        if call is not None and error is None:
            try:
                seen["value"] = json.dumps(_pack(value))
                seen["repr"] = repr(value)
            except Exception as e:
                seen["value"] = json.dumps({"other": "?", "repr": "?", "local": True})
                seen["repr"] = "<" + type(e).__name__ + ">"
        yield seen

def qisi_observe(public_json, source):
    """The server's run A: every observation, as JSON (ASCII, so any text survives the trip)."""
    return json.dumps(list(_observe_each(json.loads(public_json), source)))

# ── Judge: never runs the learner's program ──────────────────────────────────────────────────────

def _as_observed(seen, call, draws=False):
    """An observation as (stdout, error, value, shown), or None when it is not one _observe_each
    could have made: missing, or forged into another shape. A turtle test's value is its drawing."""
    try:
        out, error = seen["stdout"], seen["error"]
        if not isinstance(out, str):
            return None
        if error is not None:
            if not (isinstance(error["name"], str) and isinstance(error["detail"], str)
                    and (error["line"] is None or type(error["line"]) is int)):
                return None
            return out, {"name": error["name"], "detail": error["detail"], "line": error["line"]}, None, None
        if draws:
            drawing = _as_drawing(seen["turtle"])
            return None if drawing is None else (out, None, drawing, None)
        if call is None:
            return out, None, None, None
        if not (isinstance(seen["value"], str) and isinstance(seen["repr"], str)):
            return None
        return out, None, _unpack(_loads(seen["value"])), seen["repr"]
    except (KeyError, TypeError, ValueError, RecursionError, MemoryError, _QisiBadObservation):
        return None

def _normal(value):
    """The reference's value as it would come back from _pack: both sides compared alike."""
    return _unpack(_pack(value))

def _judge(spec, source, observations):
    result = {"passed": False, "total": 0, "passedTests": 0}
    code, tree, syntax = _compile(source)
    if syntax is not None:
        line = "第 " + str(syntax["line"]) + " 行" if syntax["line"] else "程序里"
        wrong = _known_wrong(spec.get("wrong", []), source, "", syntax)
        result["failure"] = {"kind": "syntax", "error": syntax,
                             "message": _with_hint(line + "有语法错误，Python 读不懂它：" + syntax["detail"], wrong)}
        if wrong is not None:
            result["failure"]["wrong"] = wrong[0]
        return result
    reference = None
    if spec.get("solution") is not None:
        reference = compile(spec["solution"], "<reference>", "exec")
    cases = _cases(spec)
    result["total"] = len(cases)
    compare = spec.get("compare", "lines")
    observed = iter(observations)
    turtle = spec.get("turtle") or {}
    for source_name, index, stdin, expected, call, expected_value in cases:
        draws = source_name == "turtle"
        needs_reference = (call is None and expected is None) or (call is not None and expected_value is None)
        if needs_reference:
            if reference is None:
                raise ValueError("test " + source_name + "[" + str(index) + "] needs the reference solution")
            paper = _QisiTurtlePaper()
            ref_out, ref_error, ref_value = _run(reference, stdin, call, paper)
            if ref_error is not None:
                raise ValueError("the reference solution failed: " + json.dumps(ref_error, ensure_ascii=False))
            expected = ref_out if call is None else expected
            expected_value = ref_value if call is not None else expected_value
            if draws:
                expected_value = paper.report()
        seen = _as_observed(next(observed, None), call, draws)
        if seen is None:
            # Only a program that wrote over the harness's own answer gets here (the server's run A).
            result["failure"] = {"kind": "error", "message": "你的程序让检查没法进行下去，改一改再试试吧。"}
            return result
        out, error, value, shown = seen
        test = {"source": source_name, "index": index}
        if call is not None:
            test["input"] = _call_text(call)
            when = "调用 " + test["input"] + " 时，"
        elif draws and not _lines(stdin):
            test["input"] = stdin
            when = ""
        else:
            test["input"] = stdin
            when = _when_input(stdin) + "，"
        if error is not None:
            wrong = _known_wrong(spec.get("wrong", []), source, out, error)
            kind = {"_no_input": "input", "_output_limit": "output-limit", "_drawing_limit": "output-limit",
                    "_timeout": "timeout", "_missing": "missing"}.get(error["name"], "error")
            failure = {"kind": kind, "test": test, "message": _with_hint(when + _error_sentence(error), wrong)}
            if not error["name"].startswith("_"):
                failure["error"] = error
            if wrong is not None:
                failure["wrong"] = wrong[0]
            result["failure"] = failure
            return result
        if draws:
            difference = _drawing_difference(expected_value, value, turtle.get("tolerance", 0.5),
                                             turtle.get("area", False))
            ok = difference is None
            sentence = "" if ok else when + difference
        elif call is not None:
            ok = _same_value(_normal(expected_value), value)
            test["expected"] = repr(expected_value)
            test["actual"] = shown
            sentence = when + "应该返回 " + repr(expected_value) + "，你的函数返回了 " + shown
            if not ok and value is None and out:
                sentence += "（它把结果 print 出来了，可没有 return 回来）"
        else:
            ok = _same_output(expected, out, compare)
            test["expected"] = expected
            test["actual"] = out
            sentence = "" if ok else when + _output_sentence(expected, out)
        if not ok:
            wrong = _known_wrong(spec.get("wrong", []), source, out, None)
            kind = "drawing" if draws else "return" if call is not None else "output"
            failure = {"kind": kind, "test": test,
                       "message": _with_hint(sentence, wrong)}
            if wrong is not None:
                failure["wrong"] = wrong[0]
            result["failure"] = failure
            return result
        result["passedTests"] += 1
    broken = _rule_failure(tree, spec.get("rules", []))
    if broken is not None:
        result["failure"] = {"kind": "rule", "rule": broken[0], "message": broken[1]}
        return result
    result["passed"] = True
    return result

def qisi_judge(spec_json, source, observations_json):
    """The server's run B: the result from run A's observations; the learner's program is not run."""
    try:
        observations = _loads(observations_json)
    except (ValueError, RecursionError, _QisiBadObservation):
        observations = []
    if not isinstance(observations, list):
        observations = []
    return json.dumps(_judge(json.loads(spec_json), source, observations), ensure_ascii=False)

def qisi_checks(spec_json, source):
    """The browser's instant check: both phases in one interpreter, observing only as far as needed."""
    spec = json.loads(spec_json)
    return json.dumps(_judge(spec, source, _observe_each(_public(spec), source)), ensure_ascii=False)
`;

/** The harness, then its turtle, then the studio's turtle module's text for it to load. */
export const checksPy = `${harnessPy}${turtlePathPy}
_TURTLE_SOURCE = ${JSON.stringify(turtlePy)}
`;
