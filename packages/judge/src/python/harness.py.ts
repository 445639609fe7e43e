/**
 * Python side of one judged run, loaded once per warm Pyodide. Each run gets a fresh globals
 * dict, its own sys.stdin (the test's input, in memory) and a capped sys.stdout; builtins and
 * sys.modules are restored afterwards, so one child's `builtins.print = None` or a patched module
 * cannot reach the next submission.
 */
export const harnessPy = String.raw`
import builtins, io, sys, traceback

class _QisiOutputLimit(BaseException):
    pass

class _QisiCapped(io.TextIOBase):
    def __init__(self, limit, stops):
        self.parts = []
        self.size = 0
        self.limit = limit
        self.stops = stops
    def writable(self):
        return True
    def write(self, s):
        n = len(s.encode("utf-8"))
        if self.size + n > self.limit:
            if self.stops:
                raise _QisiOutputLimit()
            return len(s)
        self.parts.append(s)
        self.size += n
        return len(s)
    def text(self):
        return "".join(self.parts)

# The JS bridge (js, pyodide, pyodide_js, _pyodide) would hand the child the whole Node runtime:
# a None entry in sys.modules makes "import js" raise ImportError. A first barrier only: objects
# already loaded stay reachable through introspection (NOTES-next-steps.md).
_QISI_BLOCKED = ("js", "pyodide", "pyodide_js", "_pyodide", "pyodide.ffi", "pyodide.code", "pyodide.http", "micropip")

def _qisi_block():
    for name in list(sys.modules):
        if name in _QISI_BLOCKED or name.startswith("pyodide.") or name.startswith("_pyodide"):
            sys.modules[name] = None
    for name in _QISI_BLOCKED:
        sys.modules[name] = None

# Running other programs: Emscripten's system() would call Node's child_process, which the
# permission model refuses with a fatal error that kills the interpreter. A Python-level
# PermissionError gives the child an ordinary RE instead (ctypes still reaches the fatal path:
# the parent then restarts the process).
def _qisi_forbidden(*args, **kwargs):
    raise PermissionError(1, "Operation not permitted")

import os as _qisi_os, posix as _qisi_posix
for _name in ("system", "popen", "execv", "execve", "execl", "execlp", "execvp", "execvpe", "fork", "forkpty", "spawnv", "spawnve", "posix_spawn", "posix_spawnp", "kill", "killpg"):
    for _m in (_qisi_os, _qisi_posix):
        if hasattr(_m, _name):
            setattr(_m, _name, _qisi_forbidden)

def _qisi_check(src):
    try:
        compile(src, "main.py", "exec")
        return None
    except SyntaxError as e:
        return [e.lineno or 0, e.offset or 0, type(e).__name__ + ": " + str(e.msg)]

def _qisi_run(src, stdin_bytes, out_limit, err_limit, argv):
    _qisi_block()
    saved_argv = sys.argv
    sys.argv = ["main.py"] + list(argv)
    saved_builtins = dict(builtins.__dict__)
    saved_modules = set(sys.modules)
    # Module attributes too (math.pi = 3 must not reach the next child): a shallow copy of each
    # loaded module's namespace, put back after the run.
    saved_namespaces = {name: (m, dict(vars(m))) for name, m in sys.modules.items() if m is not None and hasattr(m, "__dict__")}
    saved_streams = (sys.stdin, sys.stdout, sys.stderr)
    out = _QisiCapped(out_limit, True)
    err = _QisiCapped(err_limit, False)
    sys.stdin = io.TextIOWrapper(io.BytesIO(bytes(stdin_bytes)), encoding="utf-8")
    sys.stdout = out
    sys.stderr = err
    status, code = "exited", 0
    try:
        exec(compile(src, "main.py", "exec"), {"__name__": "__main__", "__builtins__": builtins})
    except _QisiOutputLimit:
        status, code = "output-limit", None
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code
        else:
            err.write(str(e.code) + "\n")
            code = 1
    except MemoryError:
        status, code = "out-of-memory", None
    except BaseException as e:
        status, code = "trapped", None
        # Drop the harness's own frame: the child sees main.py only.
        err.write("".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next)))
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved_streams
        sys.argv = saved_argv
        builtins.__dict__.clear()
        builtins.__dict__.update(saved_builtins)
        for name in set(sys.modules) - saved_modules:
            del sys.modules[name]
        for name, (module, namespace) in saved_namespaces.items():
            sys.modules[name] = module
            current = vars(module)
            if current != namespace:
                current.clear()
                current.update(namespace)
    last = err.text().strip().splitlines()[-1:] if status == "trapped" else []
    return [status, code, out.text(), err.text(), last[0] if last else None]
`;
