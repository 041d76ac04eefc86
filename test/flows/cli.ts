/**
 * `npm run replay -- test/flows/x.json [more.json…]`: replays recorded flows against the sagas
 * (test/flows/replay.ts) with a step-by-step report; exit code 1 when one differs.
 * `npm run replay -- --live http://localhost:8080 test/flows/x.json`: replays the recorded calls
 * against a running server instead (test/flows/live.ts).
 */
import fs from 'node:fs';
import { FlowFormatError, parseFlowRecording } from '@/domain/flowRecording';
import { replayFlow } from './replay';

async function main(args: string[]): Promise<number> {
  const liveAt = args.indexOf('--live');
  let base: string | null = null;
  if (liveAt >= 0) {
    base = args[liveAt + 1] ?? null;
    args.splice(liveAt, 2);
    if (!base) throw new Error('--live needs the server address (http://localhost:8080)');
  }
  if (!args.length) {
    console.error('usage: npm run replay -- [--live http://localhost:8080] test/flows/x.json…');
    return 2;
  }
  let failed = 0;
  for (const file of args) {
    let ok: boolean;
    try {
      const recording = parseFlowRecording(fs.readFileSync(file, 'utf8'));
      console.log(`\n# ${file}${recording.title ? ` — ${recording.title}` : ''} (${recording.role ?? 'logged out'}, ${recording.locale})`);
      if (base) {
        const { replayLive } = await import('./live');
        const result = await replayLive(recording, base);
        result.report.forEach((line) => console.log(line));
        ok = result.ok;
      } else {
        const result = await replayFlow(recording);
        result.report.forEach((line) => console.log(line));
        if (!result.ok) console.log(`\nFAILED:\n${result.failures.join('\n')}`);
        ok = result.ok;
      }
    } catch (error) {
      if (!(error instanceof FlowFormatError)) throw error;
      console.log(`\n# ${file}\n${error.message}`);
      ok = false;
    }
    console.log(ok ? `\n${file}: OK` : `\n${file}: FAILED`);
    if (!ok) failed += 1;
  }
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
