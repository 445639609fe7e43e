/**
 * The check harness's turtle (issue 20), appended to checks.py.ts's Python: every run gets a fresh
 * copy of the studio's own turtle module (turtle-py.ts, the one that draws in the browser), whose
 * drawing steps go onto a "paper" that keeps the pen-down segments and filled polygons instead of
 * a canvas, so a drawing is checked with the very semantics the child saw on screen.
 *
 * The judge compares the learner's drawing with the reference's as a picture, not as a sequence of
 * moves: segments shorter than the tolerance are dropped and pieces of one straight line that
 * touch or overlap are joined, so drawing order, direction, a side drawn in two strokes or twice
 * over make no difference; then every line must have a partner whose ends lie within the tolerance.
 *
 * Kept as String.raw like checks.py.ts: no backtick, no dollar sign followed by a brace.
 */
export const turtlePathPy = String.raw`
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

# ── Judging a drawing ────────────────────────────────────────────────────────────────────────────

def _finite(value):
    return type(value) in (int, float) and math.isfinite(value)

def _as_drawing(data):
    """The observe phase's drawing, or None when it is not one _QisiTurtlePaper could have made."""
    if not isinstance(data, dict) or set(data) != {"segments", "fills"}:
        return None
    segments, fills = data["segments"], data["fills"]
    if not isinstance(segments, list) or not isinstance(fills, list):
        return None
    if len(segments) + len(fills) > _DRAWING_LIMIT:
        return None
    for segment in segments:
        if not (isinstance(segment, list) and len(segment) == 4 and all(_finite(v) for v in segment)):
            return None
    corners = 0
    for fill in fills:
        if not isinstance(fill, list):
            return None
        corners += len(fill)
        for corner in fill:
            if not (isinstance(corner, list) and len(corner) == 2 and all(_finite(v) for v in corner)):
                return None
    if len(segments) + corners > _DRAWING_LIMIT:
        return None
    return {"segments": segments, "fills": fills}

def _line_under(buckets, angle, offset, x1, y1, x2, y2, tolerance):
    """A line already drawn that this segment lies on (both ends within the tolerance), if any. It
    is in a bucket next to the segment's own: rounding may put near-equal angles and offsets apart,
    and a line drawn the other way round has the opposite offset."""
    for turn in (0, -1, 1):
        for shift in (0, -1, 1):
            for side in (1, -1):
                for line in buckets.get(((angle + turn) % 180, side * offset + shift), []):
                    lx, ly, lux, luy, _spans = line
                    if (abs((x1 - lx) * luy - (y1 - ly) * lux) <= tolerance
                            and abs((x2 - lx) * luy - (y2 - ly) * lux) <= tolerance):
                        return line
    return None

def _turtle_lines(segments, tolerance):
    """The drawn picture as its straight lines, in the order they were first drawn, each as
    (x1, y1, x2, y2) in the direction its first piece was drawn."""
    lines = []  # [x, y, ux, uy, spans]: a point, the unit direction, the drawn stretches along it
    buckets = {}  # (angle in whole degrees mod 180, distance from the origin / width): lines
    width = 2 * tolerance + 1
    for x1, y1, x2, y2 in segments:
        length = math.hypot(x2 - x1, y2 - y1)
        if length <= tolerance:
            continue
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        angle = int(round(math.degrees(math.atan2(uy, ux)))) % 180
        offset = int(round((ux * y1 - uy * x1) / width))
        line = _line_under(buckets, angle, offset, x1, y1, x2, y2, tolerance)
        if line is None:
            line = [x1, y1, ux, uy, []]
            lines.append(line)
            buckets.setdefault((angle, offset), []).append(line)
        lx, ly, lux, luy, spans = line
        a = (x1 - lx) * lux + (y1 - ly) * luy
        b = (x2 - lx) * lux + (y2 - ly) * luy
        spans.append((min(a, b), max(a, b)))
    picture = []
    for lx, ly, lux, luy, spans in lines:
        spans.sort()
        joined = [list(spans[0])]
        for start, end in spans[1:]:
            if start <= joined[-1][1] + tolerance:
                joined[-1][1] = max(joined[-1][1], end)
            else:
                joined.append([start, end])
        for start, end in joined:
            picture.append((lx + start * lux, ly + start * luy, lx + end * lux, ly + end * luy))
    return picture

def _same_line(a, b, tolerance):
    near = lambda x1, y1, x2, y2: math.hypot(x1 - x2, y1 - y2) <= tolerance
    return ((near(a[0], a[1], b[0], b[1]) and near(a[2], a[3], b[2], b[3]))
            or (near(a[0], a[1], b[2], b[3]) and near(a[2], a[3], b[0], b[1])))

def _number(value):
    value = round(value, 1)
    if value == int(value):
        return str(int(value))
    return str(value)

def _point(x, y):
    return "(" + _number(x) + ", " + _number(y) + ")"

def _polygon_area(corners):
    area = 0.0
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
        area += x1 * y2 - x2 * y1
    return abs(area) / 2

def _perimeter(corners):
    return sum(math.hypot(x2 - x1, y2 - y1) for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]))

def _drawing_difference(expected, actual, tolerance, area):
    """The first difference between two drawings as a Chinese sentence, or None when they match."""
    want = _turtle_lines(expected["segments"], tolerance)
    got = _turtle_lines(actual["segments"], tolerance)
    if len(got) != len(want):
        if not got:
            return "参考答案画了 " + str(len(want)) + " 条线，你的程序一条线也没有画"
        return "参考答案画了 " + str(len(want)) + " 条线，你的程序画了 " + str(len(got)) + " 条"
    unmatched = list(got)
    for line in want:
        partner = next((other for other in unmatched if _same_line(line, other, tolerance)), None)
        if partner is None:
            sentence = "有一条线的位置不对：应该从 " + _point(line[0], line[1]) + " 画到 " + _point(line[2], line[3])
            if unmatched:
                other = unmatched[0]
                for candidate in unmatched:
                    if not any(_same_line(candidate, w, tolerance) for w in want):
                        other = candidate
                        break
                sentence += "，你的程序画的是从 " + _point(other[0], other[1]) + " 到 " + _point(other[2], other[3])
            return sentence
        unmatched.remove(partner)
    if not area:
        return None
    want_fills = sorted((f for f in expected["fills"] if f), key=_polygon_area, reverse=True)
    got_fills = sorted((f for f in actual["fills"] if f), key=_polygon_area, reverse=True)
    if len(got_fills) != len(want_fills):
        if not got_fills:
            return "参考答案涂了 " + str(len(want_fills)) + " 块颜色，你的程序一块也没有涂"
        return "参考答案涂了 " + str(len(want_fills)) + " 块颜色，你的程序涂了 " + str(len(got_fills)) + " 块"
    for wanted, drawn in zip(want_fills, got_fills):
        # Moving a shape's edges by the tolerance changes its area by about the perimeter times it.
        if abs(_polygon_area(wanted) - _polygon_area(drawn)) > _perimeter(wanted) * tolerance + 1e-9:
            return ("有一块颜色涂得大小不对：面积应该是 " + _number(_polygon_area(wanted)) +
                    "，你的程序涂出来的是 " + _number(_polygon_area(drawn)))
    return None
`;
