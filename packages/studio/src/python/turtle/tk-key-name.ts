/** The DOM keys whose Tk names differ (turtle's onkey takes Tk names: "Up", "space", "Return"). */
const named: Record<string, string> = {
  ArrowUp: "Up",
  ArrowDown: "Down",
  ArrowLeft: "Left",
  ArrowRight: "Right",
  " ": "space",
  Enter: "Return",
  Escape: "Escape",
  Backspace: "BackSpace",
  Tab: "Tab",
  Delete: "Delete",
  Shift: "Shift_L",
  Control: "Control_L",
  Alt: "Alt_L",
};

/** Tk's name for a `KeyboardEvent.key`: letters and digits stay as they are. */
export function tkKeyName(key: string): string {
  return named[key] ?? key;
}

/** Keys that would scroll the page while the turtle listens. */
export const scrollingKeys = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", " "]);
