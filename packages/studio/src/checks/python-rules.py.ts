/**
 * Rules on the learner's program's syntax tree (`rules:` in an exercise file): required and
 * forbidden constructs. One entry, `qisi_rule_failure(source, rules_json)`, which parses the
 * program and walks its tree and never runs it; it answers JSON: null when every rule holds, else
 * `{"rule": index, "message": "…"}` for the first broken one. python-inspect.py.ts calls it, in the
 * browser's worker and in the server's parse-only process; a wider rule vocabulary replaces this file.
 *
 * Kept as String.raw: no backtick, no dollar sign followed by a brace.
 */
export const pythonRulesPy = String.raw`
import ast, json

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

def qisi_rule_failure(source, rules_json):
    tree = ast.parse(source)
    for index, rule in enumerate(json.loads(rules_json)):
        if "require" in rule and not _uses(tree, rule["require"]):
            message = rule.get("message") or ("这道题要用" + _construct_name(rule["require"]) + "来完成哦。")
            return json.dumps({"rule": index, "message": message}, ensure_ascii=False)
        if "forbid" in rule and _uses(tree, rule["forbid"]):
            message = rule.get("message") or ("这道题不能用" + _construct_name(rule["forbid"]).rstrip() + "，换一种办法试试。")
            return json.dumps({"rule": index, "message": message}, ensure_ascii=False)
    return "null"
`;
