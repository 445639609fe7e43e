/**
 * Python side of a run in the Pyodide sandbox process (child.ts): the program's source and its
 * stdin arrive as UTF-8 bytes, it runs as `__main__` with stdout and stderr going to capped byte
 * buffers through UTF-8 text streams, as CPython's would (a lone surrogate in `print` is the
 * program's UnicodeEncodeError, exit 1), and the answer is bytes and an exit code, nothing else.
 * Every run has a process of its own (runner.ts), so nothing here needs undoing afterwards.
 * The parent measures time and memory and decides the verdict; what this code reports is only what
 * the program could have written itself.
 */
export const harnessPy = String.raw`
import builtins, io, sys, traceback

class _QisiOutputLimit(Exception):
    pass

class _QisiSink(io.RawIOBase):
    """Keeps the first \`keep\` bytes; past \`stop\` bytes in all, every write stops the program (an output flood)."""
    def __init__(self, keep, stop):
        self.parts = []
        self.kept = 0
        self.size = 0
        self.keep = keep
        self.stop = stop
    def writable(self):
        return True
    def write(self, b):
        n = len(b)
        room = self.keep - self.kept
        if room > 0:
            self.parts.append(bytes(b[:room]))
            self.kept += min(n, room)
        self.size += n
        if self.size > self.stop:
            raise _QisiOutputLimit()
        return n
    def value(self):
        return b"".join(self.parts)

def _qisi_stream(sink, errors):
    return io.TextIOWrapper(io.BufferedWriter(sink, 8192), encoding="utf-8", errors=errors, newline="\n", line_buffering=False, write_through=False)

# Running other programs: Emscripten's system() would call Node's child_process, which the
# permission model refuses with a fatal error that ends the process (the parent then answers RE).
# A PermissionError says the same as an ordinary Python error, with the line.
def _qisi_forbidden(*args, **kwargs):
    raise PermissionError(1, "Operation not permitted")

import os as _qisi_os, posix as _qisi_posix
for _name in ("system", "popen", "execv", "execve", "execl", "execlp", "execvp", "execvpe", "fork", "forkpty", "spawnv", "spawnve", "posix_spawn", "posix_spawnp", "kill", "killpg"):
    for _m in (_qisi_os, _qisi_posix):
        if hasattr(_m, _name):
            setattr(_m, _name, _qisi_forbidden)

def _qisi_quietly(write):
    """A write to a stream that is past the output limit (or broken by the program) ends nothing of ours."""
    try:
        write()
    except BaseException:
        pass

def _qisi_check(src_bytes):
    try:
        compile(bytes(src_bytes).decode("utf-8", "replace"), "main.py", "exec")
        return None
    except SyntaxError as e:
        message = (type(e).__name__ + ": " + str(e.msg)).encode("utf-8", "backslashreplace").decode("utf-8")
        return [e.lineno or 0, e.offset or 0, message]

def _qisi_run(src_bytes, stdin_bytes, out_limit, err_limit, argv):
    out = _QisiSink(out_limit, out_limit)
    err = _QisiSink(err_limit, out_limit)
    sys.argv = ["main.py"] + list(argv)
    sys.stdin = io.TextIOWrapper(io.BytesIO(bytes(stdin_bytes)), encoding="utf-8")
    sys.stdout = _qisi_stream(out, "strict")
    # CPython's own choice for stderr: a traceback that quotes an odd character still prints.
    sys.stderr = _qisi_stream(err, "backslashreplace")
    code = 0
    try:
        source = bytes(src_bytes).decode("utf-8", "replace")
        exec(compile(source, "main.py", "exec"), {"__name__": "__main__", "__builtins__": builtins})
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code & 0xFF
        else:
            _qisi_quietly(lambda: print(e.code, file=sys.stderr))
            code = 1
    except _QisiOutputLimit:
        code = 1
    except BaseException as e:
        # Drop the harness's own frame: the child sees main.py only.
        _qisi_quietly(lambda: traceback.print_exception(type(e), e, e.__traceback__.tb_next, file=sys.stderr))
        code = 1
    for stream in (sys.stdout, sys.stderr):
        _qisi_quietly(stream.flush)
    # The output limit is the parent's to judge: it sees stdout's bytes, and stderr's count here.
    return [out.value(), err.value(), code, err.size]
`;
