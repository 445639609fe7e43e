/**
 * @scratch/scratch-gui ships a prebuilt standalone bundle (dist/scratch-gui-standalone.js, React 18
 * inside) that the Scratch studio serves as a file. Its package.json still lists ~686 build-time and
 * runtime dependencies (1.1 GB, TensorFlow included) that the bundle does not need, so we drop them.
 */
function readPackage(pkg) {
  if (pkg.name === "@scratch/scratch-gui") {
    pkg.dependencies = {};
    pkg.peerDependencies = {};
    pkg.optionalDependencies = {};
  }
  return pkg;
}

module.exports = { hooks: { readPackage } };
