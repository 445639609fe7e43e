import { driverPy } from "./driver.py.ts";
import { pythonInspectPy } from "./python-inspect.py.ts";

/**
 * A trusted Python process's whole program (reference solutions at import, content check's
 * programs): the driver and the inspection, serving JSON requests line by line (`qisi_batch_main`
 * in driver.py.ts). Never given a learner's program: those run one case per sandboxed process.
 */
export const batchDriverProgram = `${driverPy}\n${pythonInspectPy}\nqisi_batch_main()\n`;
