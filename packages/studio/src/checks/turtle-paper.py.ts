/**
 * The check driver's turtle (driver.py.ts): every run gets a fresh copy of the studio's own turtle
 * module (turtle-py.ts, the one that draws in the browser), whose drawing steps go onto a "paper"
 * that keeps the pen-down segments and filled polygons instead of a canvas, so a drawing is
 * observed with the very semantics the child saw on screen. The paper only records: the parent
 * compares drawings (judge/turtle-drawing.ts).
 *
 * Kept as String.raw like driver.py.ts: no backtick, no dollar sign followed by a brace.
 */
export const turtlePaperPy = String.raw`
# ── Turtle: the studio's turtle module, drawing onto paper that remembers ─────────────────────────

# Segments plus filled corners one run may draw: far above any lesson's picture.
_DRAWING_LIMIT = 5000

class _QisiTurtlePaper:
    """What one run drew, in the turtle's coordinates rounded to 0.01: the pen-down segments
    [x1, y1, x2, y2] and the filled polygons [[x, y], …]. clear() wipes it, as on screen."""
    def __init__(self):
        self.segments = []
        self.fills = []
        self.size = 0
        self.overflow = False
    def emit(self, op):
        kind = op.get("t")
        if kind == "clear":
            self.segments, self.fills, self.size = [], [], 0
        elif kind == "line":
            ends = (op["x1"], op["y1"], op["x2"], op["y2"])
            if all(math.isfinite(v) for v in ends):
                self._grow(1)
                self.segments.append([round(v, 2) for v in ends])
        elif kind == "fill":
            corners = [[round(x, 2), round(y, 2)] for x, y in op["points"] if math.isfinite(x) and math.isfinite(y)]
            self._grow(len(corners))
            self.fills.append(corners)
    def _grow(self, count):
        self.size += count
        if self.size > _DRAWING_LIMIT:
            self.overflow = True
            raise _QisiStop("drawing-limit")
    def report(self):
        return {"segments": self.segments, "fills": self.fills}

class _QisiNoPage:
    """The browser page the studio's turtle talks to; a check has none (its drawing goes to paper)."""
    shared_input = False
    def turtle_ops(self, ops_json):
        pass

_turtle_code = []

class _QisiTurtleFinder:
    """Gives "import turtle" the recording turtle of the running case, made only when the program
    asks for it (most programs never draw), ahead of any turtle on sys.path (the studio's own, or
    CPython's, which needs Tk). "paper" is the running case's; None outside a run."""
    paper = None
    def find_spec(self, name, path=None, target=None):
        if name != "turtle" or self.paper is None:
            return None
        import importlib.util
        return importlib.util.spec_from_loader("turtle", self)
    def create_module(self, spec):
        return _recording_turtle(self.paper)
    def exec_module(self, module):
        pass

_QISI_TURTLE_FINDER = _QisiTurtleFinder()
# A process that loads the driver again (the judge's Pyodide runs every case of a build in one)
# keeps one finder, the newest.
sys.meta_path[:] = [finder for finder in sys.meta_path if type(finder).__name__ != "_QisiTurtleFinder"]
sys.meta_path.insert(0, _QISI_TURTLE_FINDER)

def _recording_turtle(paper):
    """A fresh turtle module (nothing of the last run's turtles left) that draws onto paper."""
    if not _turtle_code:
        text = _TURTLE_SOURCE.replace("import _qisi\n", "", 1)
        _turtle_code.append(compile(text, "<turtle>", "exec"))
    module = types.ModuleType("turtle")
    module.__dict__["_qisi"] = _QisiNoPage()
    exec(_turtle_code[0], module.__dict__)
    module._ops.clear()
    module._emit = paper.emit
    # done()/mainloop() wait for clicks and keys on the page: a check looks at what is drawn before.
    module._event_loop = lambda: None
    return module
`;
