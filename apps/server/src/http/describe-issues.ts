import type { z } from "zod";

/** Chinese names for the fields people send, so a 400 reads like a sentence to a parent. */
const fieldLabels: Record<string, string> = {
  phone: "手机号",
  title: "标题",
  body: "内容",
  kind: "类型",
  version: "版本号",
  thumbnail: "封面",
  nickname: "昵称",
  avatar: "头像",
  locale: "语言",
  projectId: "作品编号",
  package_uid: "课程套餐",
  count: "数量",
  order_id: "订单编号",
  amount: "金额",
  institution: "支付机构",
  channel: "支付方式",
  open_id: "微信身份",
  name: "名字",
  code: "代码",
  console: "输出内容",
  until: "翻页位置",
  message: "提示信息",
  delay: "延迟",
  result: "支付结果",
  offset: "起始位置",
  limit: "每页条数",
  url: "跳转地址",
  done: "完成状态",
  app: "课程",
  lessonId: "课时编号",
  id: "编号",
  userId: "用户编号",
  appId: "课程编号",
  depotId: "课程目录编号",
  number: "同步编号",
  shared: "分享设置",
  project: "作品编号",
  text: "链接",
  md5ext: "素材文件名",
  "idempotency-key": "请求编号（Idempotency-Key）",
};

/** What people call the kinds of value zod expects. */
const kindNames: Record<string, string> = {
  string: "文字",
  number: "数字",
  int: "整数",
  boolean: "是或否（true/false）",
  array: "列表",
  object: "一组内容",
};

function label(path: readonly PropertyKey[]): string {
  const named = [...path].reverse().find((part) => typeof part === "string");
  if (named === undefined) return path.length ? `第 ${Number(path[0]) + 1} 项` : "请求内容";
  return fieldLabels[named as string] ?? `“${String(named)}”`;
}

/** Messages a schema writes itself (`{ message: "…" }`) are already for people. */
const ownMessage = (issue: z.core.$ZodIssue) =>
  /[\u4e00-\u9fff]/.test(issue.message) ? issue.message.replace(/[。！]$/, "") : null;

function describeIssue(issue: z.core.$ZodIssue): string {
  const own = ownMessage(issue);
  if (own) return own;
  const field = label(issue.path);
  if (issue.code === "custom" && issue.params?.nul) return `${field}里有看不见的空字符（NUL）`;
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return `缺少${field}`;
      const expected = kindNames[issue.expected];
      return expected ? `${field}应该是${expected}` : `${field}的格式不对`;
    }
    case "too_small":
      return issue.origin === "string" ? `${field}太短了` : `${field}太小了`;
    case "too_big":
      return issue.origin === "string" ? `${field}太长了` : `${field}太大了`;
    case "invalid_value":
      return `${field}不在可选范围内`;
    case "invalid_format":
      return `${field}的格式不对`;
    case "unrecognized_keys":
      return `请求里有不认识的内容：${issue.keys.join("、")}`;
    default:
      return `${field}填写得不对`;
  }
}

/** One Chinese sentence for a set of zod issues, naming each field and what is wrong with it. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const details = [...new Set(issues.map(describeIssue))];
  return `${details.join("；")}，请检查后再试。`;
}
