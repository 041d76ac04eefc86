/**
 * The entry file of the marked-up plan PDF worker threads (./planRevisionPdfPool.ts), in plain
 * JavaScript so that whatever runs the server can start it as it is: a worker thread does not
 * go through the loader that runs the server's TypeScript (jest's babel transform never sees a
 * worker's files, and a worker does not inherit a loader registered in code). So it registers
 * tsx's CommonJS hook itself (tsx is a runtime dependency: `npm start` runs the server with it),
 * pointed at the project's tsconfig.json for the `@/` paths whatever the working directory, then
 * loads ./planRevisionPdfWorker.ts. A build that compiled the server to JavaScript ships
 * planRevisionPdfWorker.js beside this file: that is loaded as it is, without tsx.
 * See docs/architecture.md, "Work off the event loop".
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry: require is how it loads */
const fs = require('node:fs');
const path = require('node:path');

const compiled = path.join(__dirname, 'planRevisionPdfWorker.js');
if (fs.existsSync(compiled)) {
  require(compiled);
} else {
  process.env.TSX_TSCONFIG_PATH = process.env.TSX_TSCONFIG_PATH || path.join(__dirname, '..', '..', 'tsconfig.json');
  require('tsx/cjs/api').register();
  require('./planRevisionPdfWorker.ts');
}
