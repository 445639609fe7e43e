import { PhoneNumber } from "@qisi/api/contract";
import { setRoleByPhone } from "./auth/roles.ts";
import type { Database } from "./db/connect.ts";

/** `cli admin grant|revoke <phone>` and `cli admin list`; answers the process exit code. */
export async function adminCommand(database: Database, command: string, args: string[]): Promise<number> {
  if (command === "list") {
    const rows = await database.query<{ id: number; phone: string | null }>(
      "SELECT id, phone FROM accounts WHERE role = 'admin' ORDER BY id",
    );
    for (const row of rows) process.stdout.write(`${row.id}\t${row.phone ?? "-"}\n`);
    if (rows.length === 0) process.stdout.write("还没有管理员。\n");
    return 0;
  }
  if (command !== "grant" && command !== "revoke") {
    process.stderr.write("admin 后面只能是 grant、revoke 或 list。\n");
    return 2;
  }
  const parsed = PhoneNumber.safeParse(args[0]);
  if (!parsed.success) {
    process.stderr.write(`${parsed.error.issues[0]?.message}\n`);
    return 2;
  }
  const phone = parsed.data;
  const changed = await setRoleByPhone(database.db, phone, command === "grant" ? "admin" : "learner");
  if (!changed) {
    process.stderr.write(`没有手机号为 ${phone} 的账号：请先用这个号码登录一次。\n`);
    return 1;
  }
  process.stdout.write(command === "grant" ? `${phone} 现在是管理员。\n` : `${phone} 不再是管理员。\n`);
  return 0;
}
