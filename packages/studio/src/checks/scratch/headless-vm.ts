/**
 * The slice of scratch-vm's `VirtualMachine` the behaviour checks drive. The same engine gets
 * Node's build (the server's worker) or the browser build (the studio frame's check worker): the
 * caller constructs the VM, this code only talks to it.
 */
export interface HeadlessTarget {
  id: string;
  isStage: boolean;
  isOriginal: boolean;
  x: number;
  y: number;
  direction: number;
  visible: boolean;
  currentCostume: number;
  sprite: { name: string };
  getCostumes(): { name: string }[];
  lookupVariableByNameAndType(name: string, type: string): { value: unknown } | null | undefined;
  getCustomState(name: string): { usageId?: unknown } | undefined;
}

export interface HeadlessThread {
  status: number;
}

export interface HeadlessRuntime {
  targets: HeadlessTarget[];
  threads: HeadlessThread[];
  currentStepTime: number;
  currentMSecs: number;
  redrawRequested: boolean;
  updateCurrentMSecs(): void;
  requestRedraw(): void;
  requestTargetsUpdate(target: HeadlessTarget): void;
  sequencer: { timer: { start(): void; timeElapsed(): number } };
  _primitives: Record<string, (args: Record<string, unknown>, util: BlockUtility) => unknown>;
  _step(): void;
  startHats(opcode: string, fields: unknown, target?: HeadlessTarget): unknown;
  getSpriteTargetByName(name: string): HeadlessTarget | undefined;
  getTargetForStage(): HeadlessTarget | undefined;
  on(event: string, listener: (...args: never[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

/** What a primitive gets as `util` (the parts used here). */
export interface BlockUtility {
  target: HeadlessTarget;
  stackFrame: Record<string, unknown>;
  stackTimerNeedsInit(): boolean;
  startStackTimer(ms: number): void;
  stackTimerFinished(): boolean;
  yield(): void;
}

export interface HeadlessVm {
  runtime: HeadlessRuntime;
  loadProject(json: string): Promise<void>;
  greenFlag(): void;
  stopAll(): void;
}
