/**
 * @scratch/scratch-gui ships a prebuilt standalone bundle (dist/scratch-gui-standalone.js, React 18
 * inside) that the Scratch studio serves as a file. Its package.json still lists ~686 build-time and
 * runtime dependencies (1.1 GB, TensorFlow included) that the bundle does not need, so we drop them.
 *
 * @scratch/scratch-vm is used the same way: its prebuilt dist/node and dist/web bundles (the
 * exercise checks, TOOLCHAIN.md "Checks for lessons"). dist/node leaves only these requires outside
 * the bundle; its bundled jsdom needs `entities/decode` and `entities/escape` from entities 6
 * ("E.EntityDecoder is not a constructor" with the older copy the rest pulls in). Its other ~180
 * packages (renderer, audio, 90 MB) are never loaded. The jsdom stylesheet it also misses is added
 * by patches/@scratch__scratch-vm@15.1.1.patch.
 */
const scratchVmRuntime = {
  entities: "6.0.1",
  htmlparser2: "3.10.1",
  "readable-stream": "2.3.8",
  "text-encoding": "0.7.0",
};

function readPackage(pkg) {
  if (pkg.name === "@scratch/scratch-gui") {
    pkg.dependencies = {};
    pkg.peerDependencies = {};
    pkg.optionalDependencies = {};
  }
  if (pkg.name === "@scratch/scratch-vm") {
    pkg.dependencies = { ...scratchVmRuntime };
    pkg.peerDependencies = {};
    pkg.optionalDependencies = {};
  }
  return pkg;
}

module.exports = { hooks: { readPackage } };
