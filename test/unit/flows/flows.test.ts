/**
 * The kept flows (test/flows/*.json, issue 10): each recording holds no secret and no
 * token-shaped value anywhere (issue 18 point 9: state snapshots included), and replays against
 * the real sagas and reducers (test/flows/replay.ts). A new recording dropped into test/flows/ is
 * checked and replayed here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseFlowRecording } from '@/domain/flowRecording';
import { findSecrets, tokenShapesIn } from '@/domain/secretMasking';
import { replayFlow } from '../../flows/replay';

const FLOWS_DIR = path.join(__dirname, '../../flows');
const files = fs.readdirSync(FLOWS_DIR).filter((name) => name.endsWith('.json')).sort();

describe('kept flows', () => {
  it('keeps at least the six journeys of issue 10', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files)('%s holds no secret nor token-shaped value', (name) => {
    const text = fs.readFileSync(path.join(FLOWS_DIR, name), 'utf8');
    // By path in the parsed values (secret-named keys, shapes), and in the raw text (keys too).
    const found = { values: findSecrets(JSON.parse(text)), text: tokenShapesIn(text).map((shape) => `${shape.slice(0, 24)}…`) };
    expect(found).toEqual({ values: [], text: [] });
  });

  it.each(files)('%s replays', async (name) => {
    const recording = parseFlowRecording(fs.readFileSync(path.join(FLOWS_DIR, name), 'utf8'));
    const result = await replayFlow(recording);
    if (!result.ok) throw new Error(`${name}:\n${result.failures.join('\n')}\n\nreport:\n${result.report.join('\n')}`);
  });
});
