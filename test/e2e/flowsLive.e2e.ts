/**
 * The kept flows against the real API (issue 18 point 10): every test/flows/*.json replayed live
 * (test/flows/live.ts, what `npm run replay -- --live` does) against a fresh demo server started
 * here, each call's status and answer shape compared with the recording. A field the API gained
 * or lost since a flow was recorded fails CI here: record the flows again (`npm run flows:record`).
 *
 * The flows run in the order they were recorded (their `startedAt`): test/flows/record.ts records
 * them one after the other on one fresh server, so each one's answers reflect the earlier ones'
 * writes (a stand whose plans were sent, a layout type created and deleted).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseFlowRecording, type FlowRecording } from '@/domain/flowRecording';
import { replayLive } from '../flows/live';
import { startE2eServer } from './support/server';

const FLOWS_DIR = path.join(__dirname, '../flows');

const flows: { name: string; recording: FlowRecording }[] = fs
  .readdirSync(FLOWS_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, recording: parseFlowRecording(fs.readFileSync(path.join(FLOWS_DIR, name), 'utf8')) }))
  .sort((a, b) => a.recording.startedAt.localeCompare(b.recording.startedAt) || a.name.localeCompare(b.name));

let server: Awaited<ReturnType<typeof startE2eServer>> | undefined;

before(async () => {
  server = await startE2eServer();
});

after(async () => {
  await server?.cleanup();
});

describe('kept flows replayed live against a fresh demo server', () => {
  it('keeps at least the six journeys of issue 10', () => {
    assert.ok(flows.length >= 6, `${flows.length} kept flows`);
  });

  for (const { name, recording } of flows) {
    it(`${name}: every call answers with the recorded status and shape`, async () => {
      assert.ok(server, 'the server started');
      const result = await replayLive(recording, `http://127.0.0.1:${server.port}`);
      assert.ok(result.ok, `${name} differs from the API (record the flows again: npm run flows:record):\n${result.report.join('\n')}`);
    });
  }
});
