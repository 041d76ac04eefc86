import { defineFeature } from '@/features/manifest';

const FLOW_RECORDER_PATH = '/flow-recorder';

/**
 * The flow recorder of testers (issue 10): in a development build anyone logged in, otherwise
 * users with 'flow.record' (admins), see docs/decisions.md, "Recorded flows". The recorder itself
 * (src/lib/recorder) is a middleware of the store; this is its screen, a lazy chunk.
 */
const permission = process.env.NODE_ENV === 'development' ? undefined : ('flow.record' as const);

export default defineFeature({
  name: 'flows',
  routes: [
    {
      path: FLOW_RECORDER_PATH,
      access: 'private',
      permission,
      titleId: 'flows.title',
      load: () => import(/* webpackChunkName: "flow-recorder" */ './pages/FlowRecorderPage'),
    },
  ],
  menu: [{ id: 'flowRecorder', placement: 'account', order: 80, labelId: 'flows.menu', path: FLOW_RECORDER_PATH, permission }],
  messages: ['flows'],
});
