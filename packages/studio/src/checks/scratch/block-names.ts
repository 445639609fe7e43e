import { blockOf, type ScratchBlock, type ScratchTargetJson, scriptBlocks, scriptTops } from "./project.ts";

/**
 * Blocks as the Scratch editor shows them in Chinese (scratch-blocks' zh-cn messages), so a check
 * names a block the way the child sees it in the palette. `{NAME}` is an input or field of the
 * block, `{NAME=默认}` with the palette's default value.
 */
const templates: Record<string, string> = {
  event_whenflagclicked: "当绿旗被点击",
  event_whenthisspriteclicked: "当角色被点击",
  event_whenstageclicked: "当舞台被点击",
  event_whenkeypressed: "当按下 {KEY_OPTION=空格} 键",
  event_whenbroadcastreceived: "当接收到 {BROADCAST_OPTION=消息1}",
  event_whenbackdropswitchesto: "当背景换成 {BACKDROP=背景1}",
  event_broadcast: "广播 {BROADCAST_INPUT=消息1}",
  event_broadcastandwait: "广播 {BROADCAST_INPUT=消息1} 并等待",
  motion_movesteps: "移动 {STEPS=10} 步",
  motion_turnright: "右转 {DEGREES=15} 度",
  motion_turnleft: "左转 {DEGREES=15} 度",
  motion_goto: "移到 {TO=随机位置}",
  motion_gotoxy: "移到 x: {X=0} y: {Y=0}",
  motion_glideto: "在 {SECS=1} 秒内滑行到 {TO=随机位置}",
  motion_glidesecstoxy: "在 {SECS=1} 秒内滑行到 x: {X=0} y: {Y=0}",
  motion_pointindirection: "面向 {DIRECTION=90} 方向",
  motion_pointtowards: "面向 {TOWARDS=鼠标指针}",
  motion_changexby: "将x坐标增加 {DX=10}",
  motion_setx: "将x坐标设为 {X=0}",
  motion_changeyby: "将y坐标增加 {DY=10}",
  motion_sety: "将y坐标设为 {Y=0}",
  motion_ifonedgebounce: "碰到边缘就反弹",
  motion_setrotationstyle: "将旋转方式设为 {STYLE=左右翻转}",
  motion_xposition: "x 坐标",
  motion_yposition: "y 坐标",
  motion_direction: "方向",
  looks_sayforsecs: "说 {MESSAGE=你好！} {SECS=2} 秒",
  looks_say: "说 {MESSAGE=你好！}",
  looks_thinkforsecs: "思考 {MESSAGE=嗯……} {SECS=2} 秒",
  looks_think: "思考 {MESSAGE=嗯……}",
  looks_switchcostumeto: "换成 {COSTUME} 造型",
  looks_nextcostume: "下一个造型",
  looks_switchbackdropto: "换成 {BACKDROP} 背景",
  looks_nextbackdrop: "下一个背景",
  looks_changesizeby: "将大小增加 {CHANGE=10}",
  looks_setsizeto: "将大小设为 {SIZE=100}",
  looks_changeeffectby: "将 {EFFECT=颜色} 特效增加 {CHANGE=25}",
  looks_seteffectto: "将 {EFFECT=颜色} 特效设定为 {VALUE=0}",
  looks_cleargraphiceffects: "清除图形特效",
  looks_show: "显示",
  looks_hide: "隐藏",
  looks_gotofrontback: "移到最 {FRONT_BACK=前面}",
  looks_costumenumbername: "造型 {NUMBER_NAME=编号}",
  looks_size: "大小",
  sound_playuntildone: "播放声音 {SOUND_MENU} 等待播完",
  sound_play: "播放声音 {SOUND_MENU}",
  sound_stopallsounds: "停止所有声音",
  control_wait: "等待 {DURATION=1} 秒",
  control_repeat: "重复执行 {TIMES=10} 次",
  control_forever: "重复执行",
  control_if: "如果 {CONDITION} 那么",
  control_if_else: "如果 {CONDITION} 那么……否则",
  control_wait_until: "等待 {CONDITION}",
  control_repeat_until: "重复执行直到 {CONDITION}",
  control_stop: "停止 {STOP_OPTION=全部脚本}",
  control_start_as_clone: "当作为克隆体启动时",
  control_create_clone_of: "克隆 {CLONE_OPTION=自己}",
  control_delete_this_clone: "删除此克隆体",
  sensing_askandwait: "询问 {QUESTION=你叫什么名字？} 并等待",
  sensing_answer: "回答",
  sensing_touchingobject: "碰到 {TOUCHINGOBJECTMENU=鼠标指针} ？",
  sensing_touchingcolor: "碰到颜色 {COLOR} ？",
  sensing_coloristouchingcolor: "颜色 {COLOR} 碰到 {COLOR2} ？",
  sensing_distanceto: "到 {DISTANCETOMENU=鼠标指针} 的距离",
  sensing_keypressed: "按下 {KEY_OPTION=空格} 键？",
  sensing_mousedown: "按下鼠标？",
  sensing_timer: "计时器",
  sensing_resettimer: "计时器归零",
  operator_add: "{NUM1} + {NUM2}",
  operator_subtract: "{NUM1} - {NUM2}",
  operator_multiply: "{NUM1} * {NUM2}",
  operator_divide: "{NUM1} / {NUM2}",
  operator_random: "在 {FROM=1} 和 {TO=10} 之间取随机数",
  operator_gt: "{OPERAND1} > {OPERAND2=50}",
  operator_lt: "{OPERAND1} < {OPERAND2=50}",
  operator_equals: "{OPERAND1} = {OPERAND2=50}",
  operator_and: "{OPERAND1} 与 {OPERAND2}",
  operator_or: "{OPERAND1} 或 {OPERAND2}",
  operator_not: "{OPERAND} 不成立",
  operator_join: "连接 {STRING1=苹果} 和 {STRING2=香蕉}",
  operator_mod: "{NUM1} 除以 {NUM2} 的余数",
  operator_round: "四舍五入 {NUM}",
  data_variable: "{VARIABLE=我的变量}",
  data_setvariableto: "将 {VARIABLE=我的变量} 设为 {VALUE=0}",
  data_changevariableby: "将 {VARIABLE=我的变量} 增加 {VALUE=1}",
  data_showvariable: "显示变量 {VARIABLE=我的变量}",
  data_hidevariable: "隐藏变量 {VARIABLE=我的变量}",
  pen_clear: "全部擦除",
  pen_penDown: "落笔",
  pen_penUp: "抬笔",
  procedures_call: "{PROCCODE}",
  procedures_definition: "定义 {custom_block}",
};

const placeholder = /\{([A-Za-z0-9_]+)(?:=([^}]*))?\}/g;

/** How a block looks in the palette: "移动 10 步", "说 你好！ 2 秒", "当绿旗被点击". */
export function blockLabel(opcode: string): string {
  const template = templates[opcode];
  if (!template) return opcode;
  return template.replace(placeholder, (_, _name: string, fallback?: string) => fallback ?? "（）").trim();
}

/**
 * A block named for a child without numbers or words of its own: "移动 … 步", "说 … 秒", "换成 … 造型".
 * A check's sentence about a block the project lacks uses it: the palette's defaults ("移动 10 步",
 * "说 你好！ 2 秒") would contradict the lesson's own values ("移动 100 步", "说 我走啦！").
 */
export function blockShape(opcode: string): string {
  const template = templates[opcode];
  if (!template) return opcode;
  return template
    .replace(placeholder, "…")
    .replace(/…(\s*…)+/g, "…")
    .replace(/\s+/g, " ")
    .trim();
}

/** A primitive's text: `[4, "10"]` → "10", a variable `[12, "得分", id]` → "得分". */
function primitiveText(value: unknown): string | undefined {
  if (!Array.isArray(value) || typeof value[0] !== "number") return undefined;
  return value[1] === undefined ? undefined : String(value[1]);
}

/** An input's text: a literal, a menu's choice, or a reporter in parentheses. */
function inputText(target: ScratchTargetJson, block: ScratchBlock, name: string): string | undefined {
  const input = block.inputs?.[name];
  if (input) {
    // [1, shadow] | [2, block] | [3, block, shadow]: what is on top is the second item.
    const top = input[1];
    const literal = primitiveText(top);
    if (literal !== undefined) return literal;
    const inner = blockOf(target, top);
    if (inner?.shadow) {
      const field = Object.values(inner.fields ?? {})[0];
      return field ? String(field[0]) : undefined;
    }
    if (inner) return `（${blockText(target, inner)}）`;
    return undefined;
  }
  const field = block.fields?.[name];
  if (field) return String(field[0]);
  if (name === "PROCCODE" || name === "custom_block") {
    const mutation = (block as { mutation?: { proccode?: string } }).mutation;
    const prototype = blockOf(target, block.inputs?.custom_block?.[1]) as
      | (ScratchBlock & { mutation?: { proccode?: string } })
      | undefined;
    return (mutation?.proccode ?? prototype?.mutation?.proccode)?.replace(/%[sbn]/g, "（）");
  }
  return undefined;
}

/** A block with the project's values filled in: "移动 100 步", "说 你好！ 2 秒". */
export function blockText(target: ScratchTargetJson, block: ScratchBlock): string {
  const template = templates[block.opcode];
  if (!template) return block.opcode;
  return template
    .replace(
      placeholder,
      (_, name: string, fallback?: string) => inputText(target, block, name) ?? fallback ?? "（）",
    )
    .trim();
}

/**
 * Every script of the project as text, one block a line, indented inside C-blocks: how a Scratch
 * reference solution is shown on the hint ladder's last rung (the child rebuilds it in the editor).
 */
export function projectScriptsText(project: { targets: ScratchTargetJson[] }): string {
  const parts: string[] = [];
  for (const target of project.targets) {
    const scripts = scriptTops(target).map((top) =>
      scriptBlocks(target, top)
        .map(({ block, depth }) => `${"    ".repeat(depth)}${blockText(target, block)}`)
        .join("\n"),
    );
    if (scripts.length === 0) continue;
    parts.push(`【${target.isStage ? "舞台" : target.name}】\n${scripts.join("\n\n")}`);
  }
  return parts.join("\n\n");
}
