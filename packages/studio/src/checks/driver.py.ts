import { turtlePy } from "../python/worker/turtle-py.ts";
import { turtlePaperPy } from "./turtle-paper.py.ts";

/**
 * The check driver: the only Python around a learner's program during a check. It runs the program
 * once on one case (stdin, and for a function test the call after it; every run gets the studio's
 * own turtle drawing onto paper) and reports what happened as one observation: the printed text,
 * the exception (name, detail, line), the packed return value and its repr, the drawing. It knows
 * no expected answer and decides nothing: the parent compares (judge/, in TypeScript). It shares
 * its process with the learner's program, so its report is the learner's data: a program that
 * forges it only claims an answer.
 *
 * Three ways in, one function (`qisi_observe_case`):
 * - the browser's Pyodide worker and trusted Node runs call `qisi_observe_case(source, case_json)`;
 * - a sandboxed run on the server is this text plus `qisi_sandbox_main()`: the request
 *   `{"source", "case"}` comes on stdin, the report goes to the real stdout as the last line,
 *   after `REPORT_MARK` (driver-report.ts parses it);
 * - a trusted batch (reference solutions, content check) is this text, the inspection and
 *   `qisi_batch_main()` (batch-program.ts): one JSON request per stdin line, one JSON line back,
 *   each case stopped at its time limit by a timer signal.
 *
 * Kept as String.raw: the Python below must never contain a backtick or a dollar sign followed by
 * a brace (driver.test.ts checks).
 */
const driverSource = String.raw`
import ast, builtins, io, json, math, sys, time, traceback, types

_OUTPUT_LIMIT = 100000
_REPORT_MARK = "\x1eqisi-report "

class _QisiStop(BaseException):
    pass

class _QisiNoInput(Exception):
    pass

class _QisiTimeUp(BaseException):
    pass

class _QisiOut(io.TextIOBase):
    """A capped stdout: a print flood ends the run instead of filling the memory."""
    def __init__(self, limit):
        self.parts = []
        self.size = 0
        self.limit = limit
    def writable(self):
        return True
    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not " + type(s).__name__)
        self.size += len(s)
        if self.size > self.limit:
            raise _QisiStop("output-limit")
        self.parts.append(s)
        return len(s)
    def text(self):
        return "".join(self.parts)

def _qisi_exit(code=None):
    raise SystemExit(code)

def _qisi_no_sleep(secs):
    """A check compares what is printed: a program that pauses need not wait (as in the browser)."""
    if type(secs) not in (int, float) or not secs >= 0:
        raise ValueError("sleep length must be non-negative")

def _qisi_run(code, stdin, call, paper):
    """Runs compiled code in a fresh namespace with this stdin. Returns (stdout, error, value)."""
    lines = stdin.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    feed = iter(lines)
    out = _QisiOut(_OUTPUT_LIMIT)
    saved = (sys.stdin, sys.stdout, sys.stderr, time.sleep)
    saved_builtins = dict(builtins.__dict__)
    saved_turtle = sys.modules.pop("turtle", None)
    _QISI_TURTLE_FINDER.paper = paper
    def fake_input(prompt=""):
        # The prompt is not part of the checked output: input("第一个数：") passes like input().
        try:
            return next(feed)
        except StopIteration:
            raise _QisiNoInput()
    sys.stdin = io.StringIO(stdin)
    sys.stdout = out
    sys.stderr = _QisiOut(_OUTPUT_LIMIT)
    builtins.input = fake_input
    time.sleep = _qisi_no_sleep
    # python3 -S has no site module, so no exit()/quit(); Pyodide has them: the same for both.
    builtins.exit = builtins.quit = _qisi_exit
    namespace = {"__name__": "__main__", "__builtins__": builtins}
    error = None
    value = None
    try:
        try:
            exec(code, namespace)
            if call is not None:
                fn = namespace.get(call["name"])
                if not callable(fn):
                    error = {"name": "_missing", "detail": call["name"], "line": None}
                else:
                    value = fn(*ast.literal_eval(call["args"]))
        except SystemExit:
            pass
        except _QisiNoInput:
            error = {"name": "_no_input", "detail": "", "line": _learner_line()}
        except _QisiStop as e:
            error = {"name": "_drawing_limit" if e.args == ("drawing-limit",) else "_output_limit",
                     "detail": "", "line": None}
        except (KeyboardInterrupt, _QisiTimeUp):
            error = {"name": "_timeout", "detail": "", "line": None}
        except RecursionError as e:
            error = {"name": "RecursionError", "detail": str(e), "line": _learner_line()}
        except Exception as e:
            error = {"name": type(e).__name__, "detail": _detail(e), "line": _learner_line()}
    finally:
        sys.stdin, sys.stdout, sys.stderr, time.sleep = saved
        # Whatever the program did to builtins (print = None) stays with its own run.
        builtins.__dict__.clear()
        builtins.__dict__.update(saved_builtins)
        _QISI_TURTLE_FINDER.paper = None
        if saved_turtle is None:
            sys.modules.pop("turtle", None)
        else:
            sys.modules["turtle"] = saved_turtle
    if paper.overflow and error is None:
        # The program caught the driver's stop with a bare except: its drawing is cut short all the same.
        error = {"name": "_drawing_limit", "detail": "", "line": None}
    return out.text(), error, value

def _detail(e):
    """str(e) with CPython's suggestion ("Did you mean: 'print'?"), which only the traceback adds."""
    try:
        last = traceback.format_exception(e)[-1].rstrip("\n")
    except Exception:
        return "?"
    prefix = type(e).__name__ + ": "
    return (last[len(prefix):] if last.startswith(prefix) else str(e))[:2000]

def _learner_line():
    """The learner's line where the exception was raised (the innermost frame of their file)."""
    line = None
    for frame, lineno in traceback.walk_tb(sys.exc_info()[2]):
        if frame.f_code.co_filename == "<learner>":
            line = lineno
    return line

_DEPTH_LIMIT = 64

def _pack(value, depth=0):
    """A returned value as JSON that keeps what the judge tells apart: int, float, tuple, set…"""
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
    return {"other": (kind.__module__ + "." + kind.__qualname__)[:200], "repr": repr(value)[:10000],
            "local": kind.__module__ == "__main__"}

_compiled = {}

def _compile(source):
    """The program compiled once for all its cases (the browser calls once per case)."""
    if source in _compiled:
        return _compiled[source]
    _compiled.clear()
    _compiled[source] = _compile_now(source)
    return _compiled[source]

def _compile_now(source):
    try:
        return compile(source, "<learner>", "exec"), None
    except SyntaxError as e:
        return None, {"name": type(e).__name__, "detail": str(e.msg), "line": e.lineno}
    except (ValueError, UnicodeError) as e:
        return None, {"name": "SyntaxError", "detail": str(e)[:2000], "line": None}

def _observe(code, case):
    paper = _QisiTurtlePaper()
    call = case.get("call")
    out, error, value = _qisi_run(code, case.get("stdin", ""), call, paper)
    seen = {"stdout": out, "error": error}
    if case.get("turtle"):
        seen["drawing"] = paper.report()
    if call is not None and error is None:
        try:
            seen["value"] = _pack(value)
            seen["repr"] = repr(value)[:10000]
        except Exception as e:
            seen["value"] = {"other": "?", "repr": "?", "local": True}
            seen["repr"] = "<" + type(e).__name__ + ">"
    return seen

def qisi_observe_case(source, case_json):
    """One case's observation as JSON (ASCII, so any text survives the trip)."""
    code, error = _compile(source)
    if code is None:
        return json.dumps({"stdout": "", "error": error})
    return json.dumps(_observe(code, json.loads(case_json)))

def qisi_sandbox_main():
    """A sandboxed run: the request on stdin, the report as the last line of the real stdout."""
    real = sys.stdout
    request = json.loads(sys.stdin.read())
    report = qisi_observe_case(request["source"], json.dumps(request["case"]))
    real.write("\n" + _REPORT_MARK + report + "\n")
    real.flush()

def qisi_batch_main():
    """Trusted runs (reference solutions, content check), one JSON request per stdin line:
    {"id", "source", "cases", "timeLimitMs"} gets the observations, {"id", "inspect": {"source",
    "rules"}} the inspection. Each case is stopped at its time limit by SIGALRM; the process may
    use at most 1 GiB."""
    import signal
    try:
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
    except (ImportError, ValueError, OSError):
        pass
    def time_up(signum, frame):
        raise _QisiTimeUp()
    def no_timer(which, seconds):
        pass
    # Pyodide has no timer signal: there the parent's clock ends the whole request instead.
    try:
        signal.signal(signal.SIGALRM, time_up)
        timer = signal.setitimer
    except (AttributeError, ValueError, OSError):
        timer = no_timer
    real = sys.stdout
    for line in sys.stdin:
        request = json.loads(line)
        if "inspect" in request:
            asked = request["inspect"]
            answer = {"id": request["id"], "inspection": json.loads(qisi_inspect(asked["source"], json.dumps(asked["rules"])))}
            real.write(json.dumps(answer) + "\n")
            real.flush()
            continue
        code, error = _compile(request["source"])
        seen = []
        for case in request["cases"]:
            if code is None:
                seen.append({"stdout": "", "error": error})
                continue
            timer(getattr(signal, "ITIMER_REAL", 0), request["timeLimitMs"] / 1000)
            try:
                seen.append(_observe(code, case))
            except (_QisiTimeUp, MemoryError):
                seen.append({"stdout": "", "error": {"name": "_timeout", "detail": "", "line": None}})
            finally:
                timer(getattr(signal, "ITIMER_REAL", 0), 0)
        real.write(json.dumps({"id": request["id"], "observations": seen}) + "\n")
        real.flush()
`;

/** The driver, its turtle paper, and the studio's turtle module's text for it to load. */
export const driverPy = `${driverSource}${turtlePaperPy}
_TURTLE_SOURCE = ${JSON.stringify(turtlePy)}
`;

/** The line before a sandboxed run's report (\x1e, then a word). */
export const REPORT_MARK = "\u001eqisi-report ";

/** A sandboxed run's whole program: the driver, then its entry that reads the request on stdin. */
export const sandboxDriverProgram = `${driverPy}\nqisi_sandbox_main()\n`;
