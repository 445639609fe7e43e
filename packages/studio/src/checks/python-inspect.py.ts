import { REPORT_MARK } from "./driver.py.ts";
import { pythonRulesPy } from "./python-rules.py.ts";

/**
 * The trusted look at a learner's program, which never runs it: can it be read at all (an
 * expression nested so deep that compiling it would kill Pyodide: python-rules.py.ts's guard), does
 * it parse (CPython's syntax error, with its line), and which rule on its syntax tree does it break.
 * `qisi_inspect(source, rules_json)` answers `{"unreadable": sentence | null, "syntax": error |
 * null, "rule": broken | null}`; a program that is unreadable is never run.
 * The browser's worker calls it before the program's first run; the server runs it as a process
 * of its own that only parses (`inspectProgram`: request `{"source", "rules"}` on stdin, the answer
 * after REPORT_MARK), so no learner code ever executes where a rule is decided.
 *
 * Kept as String.raw: no backtick, no dollar sign followed by a brace.
 */
const inspectFunctionsPy = String.raw`
import json as _qisi_json, sys as _qisi_sys

def qisi_inspect(source, rules_json):
    # The rules' guard: too long or nested too deep to compile safely. Its "unreadable" is a
    # tokenizer error, which compile() below names better (a SyntaxError with its line).
    unreadable = qisi_too_complex(source)
    if unreadable is not None and unreadable != _QR_UNREADABLE:
        return _qisi_json.dumps({"unreadable": unreadable, "syntax": None, "rule": None})
    try:
        # compile, not only ast.parse: some mistakes ('return' outside a function) are found after
        # the parse. Compiling makes a code object and never executes it.
        compile(source, "<learner>", "exec")
    except SyntaxError as e:
        syntax = {"name": type(e).__name__, "detail": str(e.msg)[:2000], "line": e.lineno}
        return _qisi_json.dumps({"unreadable": None, "syntax": syntax, "rule": None})
    except (ValueError, UnicodeError, RecursionError, MemoryError) as e:
        syntax = {"name": "SyntaxError", "detail": str(e)[:2000], "line": None}
        return _qisi_json.dumps({"unreadable": None, "syntax": syntax, "rule": None})
    broken = _qisi_json.loads(qisi_rule_failure(source, rules_json))
    return _qisi_json.dumps({"unreadable": None, "syntax": None, "rule": broken})

def qisi_inspect_main():
    request = _qisi_json.loads(_qisi_sys.stdin.read())
    answer = qisi_inspect(request["source"], _qisi_json.dumps(request["rules"]))
    _qisi_sys.stdout.write("\n" + _REPORT_MARK + answer + "\n")
`;

/** The rules and the inspection, for a Pyodide that loads them once (the browser's worker). */
export const pythonInspectPy = `${pythonRulesPy}\n${inspectFunctionsPy}\n_REPORT_MARK = ${JSON.stringify(REPORT_MARK)}\n`;

/** The server's parse-only process: the request on stdin, the answer after REPORT_MARK. */
export const inspectProgram = `${pythonInspectPy}\nqisi_inspect_main()\n`;
