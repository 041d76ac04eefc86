/** The replayer's comparisons (test/flows/replay.ts): each kind of difference fails, naming its step. */
import fs from 'node:fs';
import path from 'node:path';
import type { SagaIterator } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import { maskPersonalData, parseFlowRecording, type FlowRecording } from '@/domain/flowRecording';
import { callApi } from '@/features/session/callApi';
import { replayFlow } from '../../flows/replay';

const load = (name: string): FlowRecording =>
  parseFlowRecording(fs.readFileSync(path.join(__dirname, '../../flows', `${name}.json`), 'utf8'));

describe('replayer', () => {
  it('replays a kept flow with a step-by-step report', async () => {
    const result = await replayFlow(load('layout-types-crud-violation'));
    expect(result.failures).toEqual([]);
    expect(result.report.join('\n')).toMatch(/intent mutations\/saveRequested[\s\S]*answered POST \/layout_types from step \d+ \(422\)/);
  });

  it('replays a flow whose personal data was masked on export (stand-ins everywhere, token claims too)', async () => {
    const masked = maskPersonalData(load('plan-submission-and-validation'));
    expect(JSON.stringify(masked)).not.toMatch(/@demo\.test/);
    // The masked token's claims are plain text: their e-mails get the same stand-ins.
    expect((masked.initialState?.session as { token: string }).token).toMatch(/^«masked JWT» \{.*"username":"person\d+@example\.invalid"/);
    const result = await replayFlow(masked);
    expect(result.failures).toEqual([]);
  });

  it('fails when a (deliberately broken) saga sends another body', async () => {
    const result = await replayFlow(load('layout-types-crud-violation'), {
      transformRequest: (request) =>
        request.method === 'PUT' ? { ...request, body: { ...(request.body as object), color: '#000000' } } : request,
    });
    expect(result.ok).toBe(false);
    expect(result.failures[0]).toMatch(/^step \d+: the sagas sent PUT \/layout_types\/\d+ with another body than recorded:\n\s+body.color: expected "#654321", got "#000000"/);
  });

  it('fails when a saga makes a call that was not recorded', async () => {
    function* broken(): SagaIterator {
      yield takeEvery('lists/opened', function* extra() {
        yield call(callApi, { path: '/not_recorded', params: { a: 1 } });
      });
    }
    // redux-saga logs the error the broken saga did not catch.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await replayFlow(load('token-refresh-during-list-load'), { extraSagas: [broken] });
    quiet.mockRestore();
    expect(result.failures).toContainEqual(
      expect.stringMatching(/^step 1 intent lists\/opened: the sagas made a call that was not recorded: GET \/not_recorded \{"a":1\}/),
    );
  });

  it('fails when the sagas skip a recorded call', async () => {
    const recording = load('unauthorized-logout');
    const extra = { kind: 'call' as const, request: { method: 'GET', path: '/shows/1', query: null, body: null }, response: { status: 200, body: {}, headers: {} } };
    const result = await replayFlow({ ...recording, steps: [...recording.steps, extra] });
    expect(result.failures).toContainEqual(`step ${recording.steps.length + 1} call GET /shows/1 → 200: recorded but the sagas did not make it`);
  });

  it('fails when the flow ends in another state', async () => {
    const recording = load('unauthorized-logout');
    const finalState = JSON.parse(JSON.stringify(recording.finalState)) as { session: { roles: string[] } };
    finalState.session.roles = ['ROLE_SUPPORT'];
    const result = await replayFlow({ ...recording, finalState });
    expect(result.failures).toEqual([expect.stringMatching(/^end of the flow: the state differs from the recording:\n\s+session.roles: expected 1 items \["ROLE_SUPPORT"\], got 0 \[\]/)]);
  });
});
