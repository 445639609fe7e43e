/** The addresses the shell starts a Scratch frame on (src/scratch-early-start.js tests the same). */
const scratchStudioPath = /^\/studio\/scratch\/(?!remix\/)[^/]+\/?$/;

interface EarlyScratch {
  frame: HTMLIFrameElement;
  dispose: () => void;
}

/**
 * The visitor went somewhere else before the Scratch studio took the frame the shell started for
 * it: remove that frame now (a hidden editor would keep its memory and CPU until its 60 s timer).
 */
export function dropEarlyScratchFrameOff(path: string): void {
  const holder = window as Window & { qisiEarlyScratch?: EarlyScratch };
  const early = holder.qisiEarlyScratch;
  if (!early || scratchStudioPath.test(path)) return;
  holder.qisiEarlyScratch = undefined;
  early.dispose();
  early.frame.remove();
}
