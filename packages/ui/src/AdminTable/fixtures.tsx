import { formatYuan } from "../format";
import type { AdminTableColumn } from "./AdminTable";

/** Story and test data: what the operator page shows for orders. */
export interface SampleOrder {
  id: string;
  title: string;
  account: string;
  status: string;
  totalFen: number;
  createdAt: string;
}

export const sampleOrders: SampleOrder[] = [
  {
    id: "k3v9q0c1x2m8z7",
    title: "Python 与 C++ 双语编程 · 第一阶段 · 一学期",
    account: "学员0001 · 139****0001",
    status: "已支付",
    totalFen: 129900,
    createdAt: "2026-11-23 09:12",
  },
  {
    id: "p0a8s7d6f5g4h3",
    title: "Scratch 创意编程入门 · 体验课",
    account: "学员5678 · 138****5678",
    status: "待支付",
    totalFen: 990,
    createdAt: "2026-11-23 08:40",
  },
  {
    id: "z1x2c3v4b5n6m7",
    title: "Python 编程进阶 · 全年畅学",
    account: "小启妈妈 · 137****4321",
    status: "已取消",
    totalFen: 459900,
    createdAt: "2026-11-22 21:05",
  },
];

export const longOrder: SampleOrder = {
  id: "l0ngl0ngl0ngl0",
  title:
    "信息学奥赛预备营（C++ 语法 + 基础算法 + 真题精讲）寒假集训班 · 全年畅学套餐（含两次老师一对一点评）、Scratch 创意编程入门 ×2",
  account: "一个名字特别特别长的家长账号昵称 · 139****9999",
  status: "已超时",
  totalFen: 1259900,
  createdAt: "2026-11-21 23:59",
};

export const orderColumns: AdminTableColumn<SampleOrder>[] = [
  { key: "createdAt", header: "下单时间", cell: (row) => row.createdAt },
  { key: "title", header: "课程", cell: (row) => row.title },
  { key: "account", header: "账号", cell: (row) => row.account },
  { key: "status", header: "状态", cell: (row) => row.status },
  { key: "total", header: "金额", numeric: true, cell: (row) => formatYuan(row.totalFen) },
];
