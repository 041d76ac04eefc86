import { performance } from 'node:perf_hooks';
import { readExhibitorFile } from '@server/services/gateway/exhibitorFile';
import { benchExhibitors } from './gateway';
const bytes = Buffer.from(JSON.stringify(benchExhibitors()));
for (let i = 0; i < 4; i++) {
  const t = performance.now();
  readExhibitorFile('x.json', bytes);
  console.log('read', (performance.now() - t).toFixed(0));
}
let t = performance.now(); JSON.parse(bytes.toString('utf8')); console.log('parse only', (performance.now() - t).toFixed(0));
