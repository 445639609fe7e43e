/**
 * Python that runs once per worker (compiled as `<qisi>`, so its frames can be told from the
 * learner's): `input()` and `time.sleep()` that ask the page and give way to Stop, and the runner
 * that executes a learner's program as `main.py` and reports its error with a traceback of only the
 * learner's own frames and, as CPython does, the source line of each.
 */
export const bootstrapPy = `
import builtins, linecache, sys, time, traceback
import _qisi

def _qisi_input(prompt=""):
    prompt = str(prompt)
    sys.stdout.write(prompt)
    sys.stdout.flush()
    if _qisi.shared_input:
        value = _qisi.read_input_sync(prompt)
    else:
        from pyodide.ffi import run_sync
        value = run_sync(_qisi.read_input_async(prompt))
    if value is None:
        raise KeyboardInterrupt
    return str(value)

builtins.input = _qisi_input

_qisi_sleep_unchecked = time.sleep

def _qisi_sleep(secs):
    # Anything but a plain finite, non-negative number gets CPython's own error from the original.
    if type(secs) not in (int, float) or not 0 <= secs < 9e9:
        return _qisi_sleep_unchecked(secs)
    ms = secs * 1000
    if _qisi.shared_input:
        stopped = _qisi.sleep(ms)
    else:
        from pyodide.ffi import can_run_sync, run_sync
        if can_run_sync():
            stopped = run_sync(_qisi.sleep_async(ms))
        else:
            stopped = _qisi.sleep(ms)
    if stopped:
        raise KeyboardInterrupt

_qisi_sleep.__name__ = _qisi_sleep.__qualname__ = "sleep"
_qisi_sleep.__doc__ = _qisi_sleep_unchecked.__doc__
time.sleep = _qisi_sleep

def _qisi_learner_frames(tb):
    """The traceback from the learner's first frame, without our own helpers' frames at its end."""
    while tb is not None and tb.tb_frame.f_code.co_filename != "main.py":
        tb = tb.tb_next
    last = tb
    while last is not None and last.tb_next is not None:
        if last.tb_next.tb_frame.f_code.co_filename == "<qisi>":
            last.tb_next = None
        else:
            last = last.tb_next
    return tb

def _qisi_report(error):
    """Returns [name, message, line, traceback] for the explanation: the studio shows the Chinese
    explanation and folds the traceback under it, so the console keeps only the program's output."""
    tb = _qisi_learner_frames(error.__traceback__)
    line = None
    if isinstance(error, SyntaxError) and error.filename == "main.py":
        line = error.lineno
        tb = None
    lines = traceback.format_exception(type(error), error, tb)
    for frame in traceback.extract_tb(tb) if tb else []:
        if frame.filename == "main.py":
            line = frame.lineno
    name = type(error).__name__
    message = str(error)
    for text in reversed("".join(lines).splitlines()):
        if text.startswith(name + ": "):
            message = text[len(name) + 2:]
            break
    return [name, message, line, "".join(lines)]

def _qisi_exec(code):
    sys.modules.pop("turtle", None)
    # Tracebacks read source lines through linecache; main.py is no file, so hand it the code.
    linecache.cache["main.py"] = (len(code), None, code.splitlines(True), "main.py")
    scope = {"__name__": "__main__", "__builtins__": builtins}
    try:
        program = compile(code, "main.py", "exec")
        try:
            # Stop strikes only between these two calls (see stop-signal.ts).
            _qisi.enter_program()
            exec(program, scope)
        finally:
            _qisi.leave_program()
        return ["ok", None]
    except SystemExit:
        return ["ok", None]
    except KeyboardInterrupt:
        return ["stopped", None]
    except BaseException as error:
        return ["error", _qisi_report(error)]

def _qisi_after_run():
    # Called by the worker once the stop flag is cleared, so Stop cannot cut this short.
    sys.stdout.flush()
    sys.stderr.flush()
    t = sys.modules.get("turtle")
    if t is not None and hasattr(t, "_flush"):
        t._flush()
`;
