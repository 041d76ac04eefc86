import { defineFeature } from '@/features/manifest';

const FLOW_RECORDER_PATH = '/flow-recorder';

/**
 * The flow recorder of testers (issue 10): in a development build anyone logged in, otherwise
 * users whose account an admin flagged 'tester', see docs/decisions.md, "Recorded flows". The
 * recorder itself (src/lib/recorder) is a middleware of the store; this is its screen, a lazy chunk,
 * and the saga that saves a recording as a file.
 */
const userFlag = process.env.NODE_ENV === 'development' ? undefined : ('tester' as const);

export default defineFeature({
  name: 'flows',
  routes: [
    {
      path: FLOW_RECORDER_PATH,
      access: 'private',
      userFlag,
      titleId: 'flows.title',
      load: () => import(/* webpackChunkName: "flow-recorder" */ './pages/FlowRecorderPage'),
    },
  ],
  lazySagas: () => import(/* webpackChunkName: "flow-recorder" */ './sagas'),
  menu: [{ id: 'flowRecorder', placement: 'account', order: 80, labelId: 'flows.menu', path: FLOW_RECORDER_PATH, userFlag }],
  messages: ['flows'],
});
