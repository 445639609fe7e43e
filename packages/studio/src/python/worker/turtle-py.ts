/**
 * A small `turtle` for the browser (Pyodide has none): the classic beginner API, sending drawing
 * steps to the page, which animates them on a canvas at the chosen speed.
 */
export const turtlePy = `
import math, json, heapq, itertools, time
import _qisi

__all__ = ["Turtle", "Pen", "Screen", "done", "mainloop", "bye", "exitonclick"]

_ops = []
_tracer = [True]
_screen_state = {"w": 400, "h": 400, "bg": "white", "mode": 1.0}

def _emit(op):
    _ops.append(op)
    if len(_ops) >= 200:
        _flush()

def _flush():
    if _ops:
        _qisi.turtle_ops(json.dumps(_ops))
        _ops.clear()

_names = {"红": "red", "红色": "red", "绿": "green", "绿色": "green", "蓝": "blue", "蓝色": "blue",
          "黄": "yellow", "黄色": "yellow", "黑": "black", "黑色": "black", "白": "white", "白色": "white",
          "橙色": "orange", "紫色": "purple", "粉色": "pink"}

def _color(args):
    if len(args) == 1:
        c = args[0]
    else:
        c = tuple(args)
    if isinstance(c, str):
        return _names.get(c, c)
    if isinstance(c, (tuple, list)) and len(c) == 3:
        m = _screen_state["mode"]
        r, g, b = [max(0, min(255, round(v * 255 if m == 1.0 else v))) for v in c]
        return "#%02x%02x%02x" % (r, g, b)
    raise ValueError("颜色写法不对：%r" % (c,))

class Screen:
    _instance = None
    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance
    def setup(self, width=400, height=400, startx=None, starty=None):
        _screen_state["w"] = int(width) if width > 1 else int(400 * width)
        _screen_state["h"] = int(height) if height > 1 else int(400 * height)
        self._send()
    screensize = setup
    def _send(self):
        _emit({"t": "screen", "w": _screen_state["w"], "h": _screen_state["h"], "bg": _screen_state["bg"]})
    def bgcolor(self, *args):
        if not args:
            return _screen_state["bg"]
        _screen_state["bg"] = _color(args)
        self._send()
    def title(self, text=""):
        pass
    def tracer(self, n=None, delay=None):
        if n is None:
            return 1 if _tracer[0] else 0
        _tracer[0] = bool(n)
    def update(self):
        _flush()
    def colormode(self, mode=None):
        if mode is None:
            return _screen_state["mode"]
        _screen_state["mode"] = 255 if mode == 255 else 1.0
    def clear(self):
        _emit({"t": "clear"})
    clearscreen = clear
    def window_width(self):
        return _screen_state["w"]
    def window_height(self):
        return _screen_state["h"]
    def mainloop(self):
        _event_loop()
    done = mainloop
    def exitonclick(self):
        _events["click"] = [lambda x, y: bye()]
        _event_loop()
    def bye(self):
        _flush()
        if _looping[0]:
            raise _Bye()
    def listen(self, xdummy=None, ydummy=None):
        pass
    def onkeyrelease(self, fun, key):
        _set_key("keyup", fun, key)
    onkey = onkeyrelease
    def onkeypress(self, fun, key=None):
        _set_key("keydown", fun, key)
    def onclick(self, fun, btn=1, add=None):
        if fun is None:
            _events["click"] = []
        elif add:
            _events["click"].append(fun)
        else:
            _events["click"] = [fun]
    onscreenclick = onclick
    def ontimer(self, fun, t=0):
        heapq.heappush(_timers, (time.monotonic() + max(0, t) / 1000.0, next(_timer_ids), fun))

# Events: handlers registered by onkey/onclick/ontimer run inside mainloop()/done(), which asks the
# page for the next key press or click (and waits no longer than the next timer) until Stop or bye().
_events = {"keydown": {}, "keyup": {}, "click": [], "turtles": []}
_timers = []
_timer_ids = itertools.count()
_looping = [False]

class _Bye(Exception):
    pass

def _set_key(kind, fun, key):
    if fun is None:
        _events[kind].pop(key, None)
    else:
        _events[kind][key] = fun

def _dispatch(event):
    kind = event.get("type")
    if kind in ("keydown", "keyup"):
        handlers = _events[kind]
        fun = handlers.get(event.get("key")) or (handlers.get(None) if kind == "keydown" else None)
        if fun is not None:
            fun()
    elif kind == "click":
        x, y = float(event.get("x", 0)), float(event.get("y", 0))
        for turtle, fun in list(_events["turtles"]):
            if math.hypot(turtle._x - x, turtle._y - y) <= 12:
                fun(x, y)
        for fun in list(_events["click"]):
            fun(x, y)

def _next_event(ms):
    from pyodide.ffi import run_sync
    event = run_sync(_qisi.next_event(ms))
    if event is False:
        raise KeyboardInterrupt
    return event

def _event_loop():
    _flush()
    if _looping[0] or not (_events["keydown"] or _events["keyup"] or _events["click"] or _events["turtles"] or _timers):
        return
    from pyodide.ffi import can_run_sync
    if not can_run_sync():
        return  # no JSPI (not Chromium): the drawing stays, events are not delivered
    _looping[0] = True
    try:
        while True:
            while _timers and _timers[0][0] <= time.monotonic():
                heapq.heappop(_timers)[2]()
                _flush()
            wait = int((_timers[0][0] - time.monotonic()) * 1000) if _timers else -1
            event = _next_event(max(wait, 0) if _timers else -1)
            if event is None:
                continue
            _dispatch(json.loads(event))
            _flush()
    except _Bye:
        pass
    finally:
        _looping[0] = False
        _flush()

_speeds = {"fastest": 0, "fast": 10, "normal": 6, "slow": 3, "slowest": 1}

class Turtle:
    def __init__(self, shape="classic", visible=True):
        self._x = 0.0
        self._y = 0.0
        self._heading = 0.0
        self._pen = True
        self._color = "black"
        self._fill = "black"
        self._width = 1
        self._speed = 3
        self._shape = shape
        self._visible = visible
        self._filling = None
        self._cursor(0)

    def _ms(self, distance=0.0, angle=0.0):
        if not _tracer[0] or self._speed == 0:
            return 0
        return int(distance / (self._speed * 40.0) * 1000 + angle / (self._speed * 120.0) * 1000)

    def _cursor(self, ms):
        _emit({"t": "cursor", "x": self._x, "y": self._y, "heading": self._heading, "shape": self._shape,
               "visible": self._visible, "color": self._color, "ms": ms})

    def _goto(self, x, y):
        x, y = float(x), float(y)
        ms = self._ms(math.hypot(x - self._x, y - self._y))
        if self._pen:
            _emit({"t": "line", "x1": self._x, "y1": self._y, "x2": x, "y2": y,
                   "color": self._color, "width": self._width, "ms": ms})
        else:
            _emit({"t": "move", "x": x, "y": y, "ms": ms})
        self._x, self._y = x, y
        if self._filling is not None:
            self._filling.append([x, y])
        self._cursor(0)

    def forward(self, distance):
        a = math.radians(self._heading)
        self._goto(self._x + distance * math.cos(a), self._y + distance * math.sin(a))
    fd = forward
    def back(self, distance):
        self.forward(-distance)
    bk = backward = back
    def left(self, angle):
        self._heading = (self._heading + angle) % 360
        self._cursor(self._ms(angle=abs(angle)))
    lt = left
    def right(self, angle):
        self.left(-angle)
    rt = right
    def setheading(self, angle):
        self._heading = float(angle) % 360
        self._cursor(0)
    seth = setheading
    def heading(self):
        return self._heading
    def goto(self, x, y=None):
        if y is None:
            x, y = x
        self._goto(x, y)
    setpos = setposition = goto
    def setx(self, x):
        self._goto(x, self._y)
    def sety(self, y):
        self._goto(self._x, y)
    def home(self):
        self._goto(0, 0)
        self.setheading(0)
    def position(self):
        return (round(self._x, 6), round(self._y, 6))
    pos = position
    def xcor(self):
        return self._x
    def ycor(self):
        return self._y
    def distance(self, x, y=None):
        if y is None:
            x, y = x
        return math.hypot(x - self._x, y - self._y)
    def towards(self, x, y=None):
        if y is None:
            x, y = x
        return math.degrees(math.atan2(y - self._y, x - self._x)) % 360
    def penup(self):
        self._pen = False
    pu = up = penup
    def pendown(self):
        self._pen = True
    pd = down = pendown
    def isdown(self):
        return self._pen
    def pensize(self, width=None):
        if width is None:
            return self._width
        self._width = width
    width = pensize
    def pencolor(self, *args):
        if not args:
            return self._color
        self._color = _color(args)
        self._cursor(0)
    def fillcolor(self, *args):
        if not args:
            return self._fill
        self._fill = _color(args)
    def color(self, *args):
        if not args:
            return (self._color, self._fill)
        if len(args) == 2 and not all(isinstance(a, (int, float)) for a in args):
            self.pencolor(args[0])
            self.fillcolor(args[1])
        else:
            c = _color(args)
            self._color = c
            self._fill = c
            self._cursor(0)
    def begin_fill(self):
        self._filling = [[self._x, self._y]]
    def end_fill(self):
        if self._filling and len(self._filling) > 2:
            _emit({"t": "fill", "points": self._filling, "color": self._fill})
        self._filling = None
    def filling(self):
        return self._filling is not None
    def circle(self, radius, extent=None, steps=None):
        extent = 360 if extent is None else extent
        if steps is None:
            steps = max(12, min(72, int(abs(radius) / 2 + abs(extent) / 10)))
        step_angle = extent / steps
        chord = 2 * radius * math.sin(math.radians(step_angle / 2))
        speed = self._speed
        self.left(step_angle / 2)
        for _ in range(steps):
            self.forward(chord)
            self.left(step_angle)
        self.left(-step_angle / 2)
    def dot(self, size=None, *color):
        size = size or max(self._width + 4, self._width * 2)
        _emit({"t": "dot", "x": self._x, "y": self._y, "size": size, "color": _color(color) if color else self._color})
    def write(self, arg, move=False, align="left", font=("Arial", 8, "normal")):
        name, size, style = (list(font) + ["Arial", 8, "normal"])[:3]
        css = "%s %dpx %s" % ("bold" if "bold" in str(style) else "normal", int(size * 1.35), name)
        _emit({"t": "text", "x": self._x, "y": self._y, "text": str(arg), "color": self._color, "font": css, "align": align})
    def speed(self, s=None):
        if s is None:
            return self._speed
        if isinstance(s, str):
            s = _speeds.get(s, 6)
        s = int(round(s))
        self._speed = s if 0 < s <= 10 else 0
    def shape(self, name=None):
        if name is None:
            return self._shape
        self._shape = name
        self._cursor(0)
    def hideturtle(self):
        self._visible = False
        self._cursor(0)
    ht = hideturtle
    def showturtle(self):
        self._visible = True
        self._cursor(0)
    st = showturtle
    def isvisible(self):
        return self._visible
    def clear(self):
        _emit({"t": "clear"})
    def reset(self):
        self.clear()
        self.__init__(self._shape)
    def getscreen(self):
        return Screen()
    def stamp(self):
        self.dot(self._width * 6)

    def onclick(self, fun, btn=1, add=None):
        _events["turtles"] = [(t, f) for t, f in _events["turtles"] if t is not self or add]
        if fun is not None:
            _events["turtles"].append((self, fun))

Pen = RawTurtle = Turtle

_default = [None]
def _t():
    if _default[0] is None:
        _default[0] = Turtle()
    return _default[0]

def done():
    Screen().mainloop()
mainloop = done

def exitonclick():
    Screen().exitonclick()

def bye():
    Screen().bye()

def _make(name):
    def f(*args, **kwargs):
        return getattr(_t(), name)(*args, **kwargs)
    f.__name__ = name
    return f

for _n in ["forward", "fd", "back", "bk", "backward", "left", "lt", "right", "rt", "goto", "setpos",
           "setposition", "setx", "sety", "setheading", "seth", "heading", "home", "position", "pos",
           "xcor", "ycor", "distance", "towards", "penup", "pu", "up", "pendown", "pd", "down", "isdown",
           "pensize", "width", "pencolor", "fillcolor", "color", "begin_fill", "end_fill", "filling",
           "circle", "dot", "write", "speed", "shape", "hideturtle", "ht", "showturtle", "st",
           "isvisible", "clear", "reset", "stamp", "onclick"]:
    globals()[_n] = _make(_n)
    __all__.append(_n)

def _screen(name):
    def f(*args, **kwargs):
        return getattr(Screen(), name)(*args, **kwargs)
    return f

for _n in ["bgcolor", "setup", "title", "tracer", "update", "colormode", "screensize", "listen", "onkey",
           "onkeypress", "onkeyrelease", "onscreenclick", "ontimer", "window_width", "window_height"]:
    globals()[_n] = _screen(_n)
    __all__.append(_n)

Screen()._send()
`;
