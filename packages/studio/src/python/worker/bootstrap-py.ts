/**
 * Python that runs once per worker: `input()` that asks the page, and the runner that executes a
 * learner's program as `main.py` and prints a traceback with only the learner's own frames.
 */
export const bootstrapPy = `
import builtins, sys, traceback
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

def _qisi_exec(code):
    sys.modules.pop("turtle", None)
    scope = {"__name__": "__main__", "__builtins__": builtins}
    try:
        exec(compile(code, "main.py", "exec"), scope)
        return ["ok", None, None]
    except SystemExit:
        return ["ok", None, None]
    except KeyboardInterrupt:
        return ["stopped", None, None]
    except BaseException as error:
        tb = error.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename != "main.py":
            tb = tb.tb_next
        line = None
        if isinstance(error, SyntaxError) and error.filename == "main.py":
            line = error.lineno
            tb = None
        lines = traceback.format_exception(type(error), error, tb)
        for frame in traceback.extract_tb(tb) if tb else []:
            if frame.filename == "main.py":
                line = frame.lineno
        sys.stderr.write("".join(lines))
        sys.stderr.flush()
        return ["error", type(error).__name__, line]
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        t = sys.modules.get("turtle")
        if t is not None and hasattr(t, "_flush"):
            t._flush()
`;
