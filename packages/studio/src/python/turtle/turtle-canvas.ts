import type { TurtleOp } from "../worker/messages.ts";

type Cursor = Extract<TurtleOp, { t: "cursor" }>;

/**
 * Plays the turtle module's drawing steps on two stacked canvases (drawing below, the turtle
 * itself above), animating each step for its `ms` so the chosen speed() is honoured.
 */
export class TurtleCanvas {
  private queue: TurtleOp[] = [];
  private frame = 0;
  private current: { op: TurtleOp; started: number; from: { x: number; y: number }; heading: number } | null =
    null;
  private pen = { x: 0, y: 0 };
  private cursor: Cursor = {
    t: "cursor",
    x: 0,
    y: 0,
    heading: 0,
    shape: "classic",
    visible: true,
    color: "black",
    ms: 0,
  };
  private width = 400;
  private height = 400;
  private bg = "white";
  /** Whether anything has been drawn since the last reset (the panel shows only then). */
  used = false;
  onUse: (() => void) | null = null;

  constructor(
    private readonly drawing: HTMLCanvasElement,
    private readonly overlay: HTMLCanvasElement,
  ) {
    this.reset();
  }

  reset() {
    this.queue = [];
    this.current = null;
    this.pen = { x: 0, y: 0 };
    this.used = false;
    this.cursor = { ...this.cursor, x: 0, y: 0, heading: 0, visible: true, color: "black" };
    this.resize(400, 400, "white");
    this.drawCursor();
  }

  push(ops: TurtleOp[]) {
    if (!this.used) {
      this.used = true;
      this.onUse?.();
    }
    this.queue.push(...ops);
    if (!this.frame) this.frame = requestAnimationFrame((now) => this.tick(now));
  }

  /** Finishes every queued step at once (Stop, tests). */
  finish() {
    for (const op of this.queue.splice(0)) this.apply(op, 1);
    this.drawCursor();
  }

  private resize(w: number, h: number, bg: string) {
    this.width = w;
    this.height = h;
    this.bg = bg;
    for (const canvas of [this.drawing, this.overlay]) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = this.drawing.getContext("2d");
    if (ctx) {
      ctx.fillStyle = bg;
      ctx.fillRect(0, 0, w, h);
    }
  }

  /** Turtle coordinates (origin in the middle, y up) of a point on screen, e.g. a click. */
  toTurtle(clientX: number, clientY: number): [number, number] {
    const box = this.drawing.getBoundingClientRect();
    const x = ((clientX - box.left) / (box.width || 1)) * this.width;
    const y = ((clientY - box.top) / (box.height || 1)) * this.height;
    return [Math.round(x - this.width / 2), Math.round(this.height / 2 - y)];
  }

  private px(x: number, y: number): [number, number] {
    return [this.width / 2 + x, this.height / 2 - y];
  }

  private tick(now: number) {
    this.frame = 0;
    const budgetEnd = performance.now() + 12;
    while (performance.now() < budgetEnd) {
      if (!this.current) {
        const op = this.queue.shift();
        if (!op) break;
        this.current = { op, started: now, from: { ...this.pen }, heading: this.cursor.heading };
      }
      const { op, started } = this.current;
      const ms = "ms" in op ? op.ms : 0;
      const progress = ms > 0 ? Math.min(1, (now - started) / ms) : 1;
      this.apply(op, progress);
      if (progress < 1) break;
      this.current = null;
    }
    this.drawCursor();
    if (this.current || this.queue.length > 0) this.frame = requestAnimationFrame((t) => this.tick(t));
  }

  private apply(op: TurtleOp, progress: number) {
    const ctx = this.drawing.getContext("2d");
    if (!ctx) return;
    switch (op.t) {
      case "screen":
        if (op.w !== this.width || op.h !== this.height || op.bg !== this.bg) this.resize(op.w, op.h, op.bg);
        break;
      case "clear":
        this.resize(this.width, this.height, this.bg);
        break;
      case "line": {
        const x = op.x1 + (op.x2 - op.x1) * progress;
        const y = op.y1 + (op.y2 - op.y1) * progress;
        const from = this.current?.op === op ? this.pen : { x: op.x1, y: op.y1 };
        ctx.strokeStyle = op.color;
        ctx.lineWidth = op.width;
        ctx.lineCap = "round";
        ctx.beginPath();
        ctx.moveTo(...this.px(from.x, from.y));
        ctx.lineTo(...this.px(x, y));
        ctx.stroke();
        this.pen = { x, y };
        this.cursor = { ...this.cursor, x, y };
        break;
      }
      case "move": {
        const origin = this.current?.op === op ? this.current.from : this.pen;
        const x = origin.x + (op.x - origin.x) * progress;
        const y = origin.y + (op.y - origin.y) * progress;
        this.cursor = { ...this.cursor, x, y };
        if (progress >= 1) this.pen = { x: op.x, y: op.y };
        break;
      }
      case "fill": {
        ctx.fillStyle = op.color;
        ctx.beginPath();
        for (const [i, [x, y]] of op.points.entries()) {
          if (i === 0) ctx.moveTo(...this.px(x, y));
          else ctx.lineTo(...this.px(x, y));
        }
        ctx.closePath();
        ctx.fill();
        break;
      }
      case "dot":
        ctx.fillStyle = op.color;
        ctx.beginPath();
        ctx.arc(...this.px(op.x, op.y), op.size / 2, 0, Math.PI * 2);
        ctx.fill();
        break;
      case "text":
        ctx.fillStyle = op.color;
        ctx.font = op.font;
        ctx.textAlign = op.align === "center" ? "center" : op.align === "right" ? "right" : "left";
        ctx.fillText(op.text, ...this.px(op.x, op.y));
        break;
      case "cursor": {
        const previous = this.current?.op === op ? this.current.heading : op.heading;
        let turn = op.heading - previous;
        if (turn > 180) turn -= 360;
        if (turn < -180) turn += 360;
        this.cursor = { ...op, heading: previous + turn * progress };
        this.pen = { x: op.x, y: op.y };
        break;
      }
    }
  }

  private drawCursor() {
    const ctx = this.overlay.getContext("2d");
    if (!ctx) return;
    ctx.clearRect(0, 0, this.width, this.height);
    const c = this.cursor;
    if (!c.visible) return;
    ctx.save();
    ctx.translate(...this.px(c.x, c.y));
    ctx.rotate((-c.heading * Math.PI) / 180);
    ctx.fillStyle = c.color;
    ctx.strokeStyle = "#333";
    ctx.lineWidth = 1;
    ctx.beginPath();
    if (c.shape === "circle") ctx.arc(0, 0, 6, 0, Math.PI * 2);
    else if (c.shape === "square") ctx.rect(-6, -6, 12, 12);
    else if (c.shape === "turtle") {
      ctx.ellipse(0, 0, 9, 7, 0, 0, Math.PI * 2);
      ctx.moveTo(13, 0);
      ctx.arc(11, 0, 3, 0, Math.PI * 2);
    } else if (c.shape === "triangle") {
      ctx.moveTo(10, 0);
      ctx.lineTo(-6, 7);
      ctx.lineTo(-6, -7);
    } else {
      ctx.moveTo(0, 0);
      ctx.lineTo(-9, 5);
      ctx.lineTo(-6, 0);
      ctx.lineTo(-9, -5);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
}
