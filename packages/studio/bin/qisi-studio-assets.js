#!/usr/bin/env node
// The built command (partner/cli.ts); a file of its own so installs link it before dist/ exists.
import "../dist/partner/cli.js";
