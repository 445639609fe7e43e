/**
 * Rules on how a Python program is built (issue 37 item 2), checked on its `ast`: the program is
 * parsed and walked, never run, so the same text is safe in a trusted process (native CPython or
 * Pyodide on the server) and in the browser's Pyodide worker. It defines
 *
 *     qisi_rule_failure(source, rules_json) -> json
 *
 * `rules_json` is an exercise's `rules` (PythonRule in @qisi/api's contract, as JSON); the answer is
 * `null` when every rule holds, else `{"rule": index, "message": "…"}` for the first broken one (the
 * author's `message`, or a warm default). A program that cannot be read at all — longer than 64 KB,
 * an expression nested absurdly deep, a syntax error — gets `{"rule": null, "message": "…"}`.
 *
 * Only code that can run counts for what a rule requires: the module's own statements, and the
 * bodies of functions (and classes) that reachable code names — called, or passed on as a callback.
 * A `for` inside a function nobody calls is no loop; `forbid` looks everywhere.
 *
 * "A literal is printed" (`noLiteralOutput`) means a `print` whose arguments involve no variable,
 * no input and no call of the program's own: `print(408)`, `print("12 * 34 = 408")`,
 * `print(f"{408}")`, and also `print(12 * 34)` (arithmetic on literals is still a literal: a rule
 * that wants the arithmetic asks for the operator). Built-ins on literals (`str(408)`, `max(3, 5)`)
 * are literals too.
 *
 * `qisi_too_complex(source)` is that guard alone (None, or the sentence), for a caller that compiles
 * the program itself: `compile()` dies the same way.
 *
 * Nothing here recurses over the tree (ast.walk and explicit stacks only), and the source is
 * measured with the tokenizer before `ast.parse`: Pyodide's parser overflows the JavaScript stack —
 * a fatal error, not an exception — on an expression ~10,000 operators deep (`1+1+…`), measured in
 * Node with Pyodide 314.0.7; 3,000 still parsed. The names below start with `_qr_` because the check
 * harness (checks.py.ts) may load this text into its own namespace.
 *
 * Kept as a String.raw template: the Python below must never contain a backtick or a dollar sign
 * followed by a brace (python-rules.test.ts checks).
 */
export const pythonRulesPy = String.raw`
import ast as _qr_ast, io as _qr_io, json as _qr_json, keyword as _qr_keyword, tokenize as _qr_tokenize

_QR_SOURCE_LIMIT = 65536
_QR_NESTING_LIMIT = 1000

_QR_TOO_LONG = "程序太长了，检查不了它是怎么写的。删掉用不着的部分再试试吧。"
_QR_TOO_DEEP = "程序里有一行套了太多层，检查不了它是怎么写的。把它拆成几行简单的再试试吧。"
_QR_UNREADABLE = "Python 读不懂这个程序，先让它能运行起来吧。"

_QR_OPENERS = {"(": ")", "[": "]", "{": "}"}
_QR_FSTRING_SIGNS = "{}()+-*/%<>=!.:"

def _qr_too_complex(source):
    """A bound on how deep any expression nests, from the tokens alone: within a bracket each
    comma-separated item starts afresh, anything else may nest one level more. None when the
    program is shallow enough to parse, else the sentence for the child."""
    if len(source) > _QR_SOURCE_LIMIT:
        return _QR_TOO_LONG
    groups = []
    depth = peak = 0
    try:
        for token in _qr_tokenize.generate_tokens(_qr_io.StringIO(source).readline):
            kind, text = token.type, token.string
            if kind == _qr_tokenize.NEWLINE or (kind == _qr_tokenize.OP and text == ";" and not groups):
                groups, depth, peak = [], 0, 0
                continue
            if kind == _qr_tokenize.OP and text in _QR_OPENERS:
                groups.append((depth + 1, peak))
                depth = peak = depth + 1
            elif kind == _qr_tokenize.OP and text in (")", "]", "}") and groups:
                base, outer_peak = groups.pop()
                depth = peak + 1
                peak = max(outer_peak, depth)
            elif kind == _qr_tokenize.OP and text == "," and groups:
                depth = groups[-1][0]
            elif kind == _qr_tokenize.OP or (kind == _qr_tokenize.NAME and _qr_keyword.iskeyword(text)):
                depth += 1
                peak = max(peak, depth)
            elif kind == _qr_tokenize.STRING and "f" in text[:len(text) - len(text.lstrip("rRbBuUfF"))].lower():
                # Before Python 3.12 an f-string is one token with its expressions inside.
                depth += sum(text.count(sign) for sign in _QR_FSTRING_SIGNS)
                peak = max(peak, depth)
            if peak > _QR_NESTING_LIMIT:
                return _QR_TOO_DEEP
    except Exception:
        return _QR_UNREADABLE
    return None

def _qr_parse(source):
    """The tree, or the sentence saying why there is none."""
    if not isinstance(source, str):
        return _QR_UNREADABLE
    problem = _qr_too_complex(source)
    if problem is not None:
        return problem
    try:
        return _qr_ast.parse(source)
    except (RecursionError, MemoryError):
        return _QR_TOO_DEEP
    except Exception:
        return _QR_UNREADABLE

_QR_DEF = (_qr_ast.FunctionDef, _qr_ast.AsyncFunctionDef)
_QR_SCOPE = (_qr_ast.FunctionDef, _qr_ast.AsyncFunctionDef, _qr_ast.ClassDef)

def _qr_shallow(root):
    """root and every node in it, except the bodies of the functions and classes it defines
    (their decorators, default values and base classes run where they stand, so they count)."""
    found = []
    stack = [root]
    while stack:
        node = stack.pop()
        found.append(node)
        if node is not root and isinstance(node, _QR_DEF):
            stack.extend(node.decorator_list)
            stack.extend(node.args.defaults)
            stack.extend(value for value in node.args.kw_defaults if value is not None)
            continue
        if node is not root and isinstance(node, _qr_ast.ClassDef):
            stack.extend(node.decorator_list)
            stack.extend(node.bases)
            stack.extend(keyword.value for keyword in node.keywords)
            continue
        stack.extend(_qr_ast.iter_child_nodes(node))
    return found

def _qr_is_dunder(name):
    return name.startswith("__") and name.endswith("__")

class _QrProgram:
    """A parsed program and what the rules ask of it, each worked out once."""

    def __init__(self, tree):
        self.tree = tree
        self.everything = list(_qr_ast.walk(tree))
        self.defs = {}
        for node in self.everything:
            if isinstance(node, _QR_SCOPE):
                self.defs.setdefault(node.name, []).append(node)
        self._reach()
        self.assigned = set()
        for node in self.reachable:
            if isinstance(node, _qr_ast.Name) and isinstance(node.ctx, _qr_ast.Store):
                self.assigned.add(node.id)
            elif isinstance(node, _qr_ast.arg):
                self.assigned.add(node.arg)
        self.own_names = self.assigned | set(self.defs)
        self.outputs = [node for node in self.reachable if self._is_output(node)]

    def _reach(self):
        """Reachable code: the module's statements, then the bodies of what they name, until no
        new function or class is named. A class brings its dunder methods (__init__, __str__…)."""
        self.reached = set()
        self.reachable = _qr_shallow(self.tree)
        seen_names = set()
        frontier = self.reachable
        while frontier:
            named = []
            for node in frontier:
                if isinstance(node, _qr_ast.Name) and isinstance(node.ctx, _qr_ast.Load):
                    named.append(node.id)
                elif isinstance(node, _qr_ast.Attribute):
                    named.append(node.attr)
            bodies = []
            for name in named:
                if name in seen_names:
                    continue
                seen_names.add(name)
                bodies.extend(self.defs.get(name, ()))
            frontier = []
            while bodies:
                scope = bodies.pop()
                if id(scope) in self.reached:
                    continue
                self.reached.add(id(scope))
                part = _qr_shallow(scope)[1:]
                frontier.extend(part)
                if isinstance(scope, _qr_ast.ClassDef):
                    bodies.extend(item for item in scope.body
                                  if isinstance(item, _QR_DEF) and _qr_is_dunder(item.name))
            self.reachable = self.reachable + frontier

    def uncalled_scope_with(self, test):
        """The name of a function (or class) that is never reached but holds a node passing test."""
        for name, scopes in self.defs.items():
            for scope in scopes:
                if id(scope) not in self.reached and any(test(node) for node in _qr_ast.walk(scope)):
                    return name
        return None

    @staticmethod
    def _is_output(node):
        if not isinstance(node, _qr_ast.Call):
            return False
        func = node.func
        if isinstance(func, _qr_ast.Name):
            return func.id == "print"
        # sys.stdout.write(…)
        return (isinstance(func, _qr_ast.Attribute) and func.attr == "write"
                and isinstance(func.value, _qr_ast.Attribute) and func.value.attr == "stdout"
                and isinstance(func.value.value, _qr_ast.Name) and func.value.value.id == "sys")

    @staticmethod
    def printed(call):
        """What an output call prints: its positional arguments (sep= and end= are not content)."""
        return [arg.value if isinstance(arg, _qr_ast.Starred) else arg for arg in call.args]

# ── require / forbid a construct ─────────────────────────────────────────────────────────────────

_QR_CONSTRUCTS = {
    "for": "for 循环", "while": "while 循环", "loop": "循环（for 或 while）", "if": "if 判断",
    "elif": "elif", "else": "else", "break": "break", "continue": "continue",
    "def": "自己定义函数（def）", "return": "return", "import": "import", "fstring": "f 字符串",
    "comprehension": "列表推导式", "list": "列表", "dict": "字典",
}

def _qr_construct_name(construct):
    """The construct as a phrase between Chinese words: spaced where it ends in Latin letters."""
    if construct.startswith("call:"):
        name = construct[5:] + "()"
    elif construct.startswith("import:"):
        name = "import " + construct[7:]
    else:
        name = _QR_CONSTRUCTS.get(construct, construct)
    return (" " if name[0].isascii() else "") + name + (" " if name[-1].isascii() else "")

def _qr_is_elif(node):
    """An if whose else branch is an elif: Python's tree has no elif, but the inner if then starts
    in the outer one's column (an if inside else: is indented deeper)."""
    return (isinstance(node, _qr_ast.If) and len(node.orelse) == 1 and isinstance(node.orelse[0], _qr_ast.If)
            and node.orelse[0].col_offset == node.col_offset and node.orelse[0].lineno > node.lineno)

def _qr_calls(node, name):
    if not isinstance(node, _qr_ast.Call):
        return False
    func = node.func
    called = func.id if isinstance(func, _qr_ast.Name) else func.attr if isinstance(func, _qr_ast.Attribute) else None
    return called == name

def _qr_imports(node, module):
    if isinstance(node, _qr_ast.Import):
        return any(alias.name == module or alias.name.startswith(module + ".") for alias in node.names)
    if isinstance(node, _qr_ast.ImportFrom):
        return node.module is not None and (node.module == module or node.module.startswith(module + "."))
    return False

_QR_LOOPS = (_qr_ast.For, _qr_ast.AsyncFor, _qr_ast.While, _qr_ast.comprehension)

def _qr_is(node, construct):
    if construct == "for":
        return isinstance(node, (_qr_ast.For, _qr_ast.AsyncFor, _qr_ast.comprehension))
    if construct == "while":
        return isinstance(node, _qr_ast.While)
    if construct == "loop":
        return isinstance(node, _QR_LOOPS)
    if construct == "if":
        return isinstance(node, (_qr_ast.If, _qr_ast.IfExp))
    if construct == "elif":
        return _qr_is_elif(node)
    if construct == "else":
        return isinstance(node, (_qr_ast.If, _qr_ast.IfExp)) and bool(node.orelse) and not _qr_is_elif(node)
    if construct == "break":
        return isinstance(node, _qr_ast.Break)
    if construct == "continue":
        return isinstance(node, _qr_ast.Continue)
    if construct == "def":
        return isinstance(node, (_qr_ast.FunctionDef, _qr_ast.AsyncFunctionDef, _qr_ast.Lambda))
    if construct == "return":
        return isinstance(node, _qr_ast.Return)
    if construct == "import":
        return isinstance(node, (_qr_ast.Import, _qr_ast.ImportFrom))
    if construct == "fstring":
        return isinstance(node, _qr_ast.JoinedStr)
    if construct == "comprehension":
        return isinstance(node, (_qr_ast.ListComp, _qr_ast.SetComp, _qr_ast.DictComp, _qr_ast.GeneratorExp))
    if construct == "list":
        return isinstance(node, (_qr_ast.List, _qr_ast.ListComp)) or _qr_calls(node, "list")
    if construct == "dict":
        return isinstance(node, (_qr_ast.Dict, _qr_ast.DictComp)) or _qr_calls(node, "dict")
    if construct.startswith("call:"):
        return _qr_calls(node, construct[5:])
    if construct.startswith("import:"):
        return _qr_imports(node, construct[7:])
    raise ValueError("unknown construct: " + construct)

def _qr_require(program, construct):
    if any(_qr_is(node, construct) for node in program.reachable):
        return None
    phrase = _qr_construct_name(construct)
    hidden_in = program.uncalled_scope_with(lambda node: _qr_is(node, construct))
    if hidden_in is not None:
        return ("你写了" + phrase + "，可它在 " + hidden_in + " 里面，而 " + hidden_in
                + " 一次也没有被用到，所以它不会运行。记得调用 " + hidden_in + "()。")
    return "这道题要用" + phrase + "来完成哦。"

def _qr_forbid(program, construct):
    if any(_qr_is(node, construct) for node in program.everything):
        return "这道题不能用" + _qr_construct_name(construct).rstrip() + "，换一种办法试试。"
    return None

# ── A variable that gets a value and is used ─────────────────────────────────────────────────────

def _qr_loaded(nodes):
    names = set()
    for root in nodes:
        for node in _qr_ast.walk(root):
            if isinstance(node, _qr_ast.Name) and isinstance(node.ctx, _qr_ast.Load):
                names.add(node.id)
    return names

def _qr_variable(program, target):
    name = target.get("name")
    used_in = target.get("usedIn", "output")
    if used_in == "print":
        used_in = "output"
    if name is not None and name not in program.assigned:
        return "这道题要用一个叫 " + name + " 的变量：先写 " + name + " = …，把值放进去。"
    if name is None and not program.assigned:
        if used_in == "return":
            return "这道题要用变量：先把算出来的值放进一个变量里，再用 return 把它交回去。"
        return "这道题要用变量：先把值放进一个变量里（比如 x = …），再用 print(x) 把它说出来。"
    if used_in == "output":
        used = _qr_loaded(arg for call in program.outputs for arg in program.printed(call))
    elif used_in == "return":
        used = _qr_loaded(node.value for node in program.reachable
                          if isinstance(node, _qr_ast.Return) and node.value is not None)
    else:
        used = _qr_loaded(node for node in program.reachable
                          if isinstance(node, _qr_ast.Name) and isinstance(node.ctx, _qr_ast.Load))
    wanted = {name} if name is not None else program.assigned
    if wanted & used:
        return None
    if used_in == "output":
        if name is not None:
            return ("变量 " + name + " 已经装好了值，可输出的时候没有用到它：在 print 的括号里写上 "
                    + name + "（不加引号）。")
        return "你的变量已经装好了值，可 print 的括号里没有用到它们：把变量名写进 print 里（不加引号）。"
    if used_in == "return":
        who = name if name is not None else "变量"
        return "要用 return 把 " + who + " 交回去，不要只写一个算好的数。"
    who = " " + name + " " if name is not None else "的变量"
    return "你准备了" + who + "，可后面一次也没有用到它。"

# ── An operator is used ──────────────────────────────────────────────────────────────────────────

_QR_OPERATORS = {
    "+": _qr_ast.Add, "-": _qr_ast.Sub, "*": _qr_ast.Mult, "/": _qr_ast.Div, "//": _qr_ast.FloorDiv,
    "%": _qr_ast.Mod, "**": _qr_ast.Pow, "==": _qr_ast.Eq, "!=": _qr_ast.NotEq, "<": _qr_ast.Lt,
    "<=": _qr_ast.LtE, ">": _qr_ast.Gt, ">=": _qr_ast.GtE, "and": _qr_ast.And, "or": _qr_ast.Or,
    "not": _qr_ast.Not,
}
_QR_ARITHMETIC = {"+": "加号 +", "-": "减号 -", "*": "乘号 *", "/": "除号 /", "//": "整除 //",
                  "%": "求余数的 %", "**": "乘方 **"}

def _qr_uses_operator(node, kind):
    if isinstance(node, (_qr_ast.BinOp, _qr_ast.AugAssign, _qr_ast.BoolOp, _qr_ast.UnaryOp)):
        return isinstance(node.op, kind)
    if isinstance(node, _qr_ast.Compare):
        return any(isinstance(op, kind) for op in node.ops)
    return False

def _qr_operator(program, operator):
    kind = _QR_OPERATORS[operator]
    if any(_qr_uses_operator(node, kind) for node in program.reachable):
        return None
    if operator in _QR_ARITHMETIC:
        return ("这道题要让计算机用" + _QR_ARITHMETIC[operator]
                + " 算出来，别自己先算好再把答案写进程序里哦。")
    if operator == "not":
        return "这道题要用 not 把条件反过来。"
    if operator in ("and", "or"):
        return "这道题要用 " + operator + " 把两个条件连起来。"
    return "这道题要用比较符号 " + operator + " 比一比。"

# ── What is printed is not a literal ─────────────────────────────────────────────────────────────

_QR_PURE = frozenset(("str", "int", "float", "len", "round", "abs", "max", "min", "sum", "sorted",
                      "list", "tuple", "set", "dict", "bool", "chr", "ord", "format", "repr", "pow",
                      "divmod", "range", "reversed", "hex", "bin", "oct"))
_QR_MOVING = (_qr_ast.Name, _qr_ast.Lambda, _qr_ast.NamedExpr, _qr_ast.Await, _qr_ast.Yield, _qr_ast.YieldFrom)

def _qr_constant(expr, own_names):
    """Whether an expression is made of literals alone: no variable, no input, no call of the
    program's own (a built-in such as str() or max() on literals is still a literal)."""
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, _qr_ast.Call) and isinstance(node.func, _qr_ast.Name):
            if node.func.id not in _QR_PURE or node.func.id in own_names:
                return False
            stack.extend(node.args)
            stack.extend(keyword.value for keyword in node.keywords)
            continue
        if isinstance(node, _QR_MOVING):
            return False
        stack.extend(_qr_ast.iter_child_nodes(node))
    return True

def _qr_blank(expr):
    return isinstance(expr, _qr_ast.Constant) and isinstance(expr.value, str) and not expr.value.strip()

def _qr_no_literal_output(program):
    for call in sorted(program.outputs, key=lambda node: (node.lineno, node.col_offset)):
        printed = [arg for arg in program.printed(call) if not _qr_blank(arg)]
        if printed and all(_qr_constant(arg, program.own_names) for arg in printed):
            return ("第 " + str(call.lineno) + " 行的 print 里直接写好了要输出的内容。"
                    "让程序自己把它得出来吧：用上变量或者读进来的输入，换了数也一样能对。")
    return None

# ── input() turned into a number ─────────────────────────────────────────────────────────────────

def _qr_reads(node, own_names):
    """input(), or sys.stdin."""
    if isinstance(node, _qr_ast.Call) and isinstance(node.func, _qr_ast.Name):
        return node.func.id == "input" and "input" not in own_names
    return (isinstance(node, _qr_ast.Attribute) and node.attr == "stdin"
            and isinstance(node.value, _qr_ast.Name) and node.value.id == "sys")

def _qr_input(program, kind):
    own = set(program.defs)
    reads = any(_qr_reads(node, own) for node in program.reachable)
    if not reads:
        if kind == "any":
            return "这道题要用 input() 读进输入。"
        return "这道题要用 input() 读进输入，再把它变成数。"
    if kind == "any":
        return None
    # Which names hold what was read: a few passes over the assignments, until nothing changes.
    tainted = set()
    def from_input(expr):
        return any(_qr_reads(node, own) or (isinstance(node, _qr_ast.Name) and node.id in tainted)
                   for node in _qr_ast.walk(expr))
    flows = []
    for node in program.reachable:
        if isinstance(node, _qr_ast.Assign):
            flows.append((node.targets, node.value))
        elif isinstance(node, (_qr_ast.AnnAssign, _qr_ast.AugAssign, _qr_ast.NamedExpr)) and node.value is not None:
            flows.append(([node.target], node.value))
        elif isinstance(node, (_qr_ast.For, _qr_ast.AsyncFor, _qr_ast.comprehension)):
            flows.append(([node.target], node.iter))
    for _round in range(len(flows) + 1):
        grew = False
        for targets, value in flows:
            if from_input(value):
                for target in targets:
                    for name in _qr_ast.walk(target):
                        if isinstance(name, _qr_ast.Name) and name.id not in tainted:
                            tainted.add(name.id)
                            grew = True
        if not grew:
            break
    wanted = {"int": ("int",), "float": ("float",), "number": ("int", "float")}[kind]
    for node in program.reachable:
        if not (isinstance(node, _qr_ast.Call) and isinstance(node.func, _qr_ast.Name)):
            continue
        if node.func.id in wanted and any(from_input(arg) for arg in node.args):
            return None
        if (node.func.id == "map" and len(node.args) >= 2 and isinstance(node.args[0], _qr_ast.Name)
                and node.args[0].id in wanted and any(from_input(arg) for arg in node.args[1:])):
            return None
    if kind == "int":
        return "读进来的 input() 是文字，要用 int() 把它变成整数才能拿来算，比如 a = int(input())。"
    if kind == "float":
        return "读进来的 input() 是文字，要用 float() 把它变成小数才能拿来算，比如 a = float(input())。"
    return "读进来的 input() 是文字，要用 int() 或 float() 把它变成数才能拿来算，比如 a = int(input())。"

# ── A function of its own, defined and called ────────────────────────────────────────────────────

def _qr_function(program, target):
    name = target.get("name")
    defs = [node for scopes in program.defs.values() for node in scopes if isinstance(node, _QR_DEF)]
    if name is not None:
        defs = [node for node in defs if node.name == name]
    if not defs:
        if name is not None:
            return "这道题要自己定义一个叫 " + name + " 的函数：def " + name + "(…):，再调用它。"
        return "这道题要自己定义一个函数：用 def 给它起个名字，把要做的事写在里面，再调用它。"
    if any(id(node) in program.reached for node in defs):
        return None
    uncalled = defs[0].name
    return "你定义了函数 " + uncalled + "，可是一次也没有调用它：写上 " + uncalled + "(…)，它才会运行。"

# ── The rules, in order ──────────────────────────────────────────────────────────────────────────

def _qr_broken(program, rule):
    if "require" in rule:
        return _qr_require(program, rule["require"])
    if "forbid" in rule:
        return _qr_forbid(program, rule["forbid"])
    if "variable" in rule:
        return _qr_variable(program, rule["variable"] or {})
    if "operator" in rule:
        return _qr_operator(program, rule["operator"])
    if "noLiteralOutput" in rule:
        return _qr_no_literal_output(program) if rule["noLiteralOutput"] else None
    if "input" in rule:
        return _qr_input(program, rule["input"])
    if "function" in rule:
        return _qr_function(program, rule["function"] or {})
    raise ValueError("unknown rule: " + _qr_json.dumps(rule, ensure_ascii=False))

def _qr_rule_failure(source, rules):
    """(index, message) of the first broken rule, (None, message) for a program that cannot be
    read, or None."""
    if not rules:
        return None
    tree = _qr_parse(source)
    if isinstance(tree, str):
        return None, tree
    program = _QrProgram(tree)
    for index, rule in enumerate(rules):
        broken = _qr_broken(program, rule)
        if broken is not None:
            return index, rule.get("message") or broken
    return None

def qisi_too_complex(source):
    """None when the program may be given to ast.parse or compile(), else the sentence for the
    child: the same guard the rules use, for a caller that compiles first (Pyodide would die)."""
    return _qr_too_complex(source)

def qisi_rule_failure(source, rules_json):
    failure = _qr_rule_failure(source, _qr_json.loads(rules_json))
    if failure is None:
        return "null"
    return _qr_json.dumps({"rule": failure[0], "message": failure[1]}, ensure_ascii=False)
`;
