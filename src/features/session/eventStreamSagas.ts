// The pushed changes' stream (./eventStream.ts) starts with the private sagas: a logged-in user's
// screens hold it, the login screen's first load carries none of its code (issue 20).
export { eventStreamSaga as default } from './eventStream';
