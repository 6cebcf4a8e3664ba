/**
 * Jest transform for the few server dependencies Jest on Node 20 cannot load as they ship:
 * ES-module-only packages (kysely, cookie, content-disposition, typebox) and CommonJS files that call
 * import() (PGlite, @fastify/cookie), which Jest refuses without --experimental-vm-modules.
 * import("x") becomes a resolved require("x"), then ES module syntax is compiled to CommonJS.
 * The require is captured up front because PGlite's bundled emscripten code declares its own
 * `var require`, still undefined when its first import() runs.
 * esbuild compiles: TypeScript took about 13 s of CPU for these files in a run without a transform cache.
 */
const { createHash } = require('node:crypto');
const { transformSync } = require('esbuild');

const DYNAMIC_IMPORT = /\bimport\((["'][^"'\n]+["'])\)/g;
const ESM_SYNTAX = /^\s*(import\s*[\w{*'"]|export\s)/m;
const VERSION = 'esmToCommonJs-v3';

module.exports = {
  process(source, path) {
    let code = source.replace(DYNAMIC_IMPORT, '__requireAsync($1)');
    if (ESM_SYNTAX.test(code)) {
      code = transformSync(code, { format: 'cjs', target: 'es2022', loader: 'js', sourcefile: path }).code;
    }
    return { code: `const __requireAsync = ((r) => (id) => Promise.resolve().then(() => r(id)))(require);${code}` };
  },
  getCacheKey(source, path) {
    return createHash('sha256').update(VERSION).update(path).update(source).digest('hex');
  },
};
