import { PGlite } from "@electric-sql/pglite";

let t = Date.now();
const c = await PGlite.create();
console.log("create", Date.now() - t);
t = Date.now();
await c.exec("create table x(a int); insert into x values (1)");
const dump = await c.dumpDataDir("none");
console.log("dump", Date.now() - t, dump.size);
t = Date.now();
const c2 = await PGlite.create({ loadDataDir: dump });
console.log("create from dump", Date.now() - t, (await c2.query("select * from x")).rows);
t = Date.now();
const c3 = await PGlite.create();
console.log("create plain again", Date.now() - t);
