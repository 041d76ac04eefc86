import { expectSaga } from 'redux-saga-test-plan';
import { downloadFile } from '@/entities/sagas';
import { emlDownloadRequested } from '@/features/outbox/actions';
import { downloadEml } from '@/features/outbox/sagas';

describe('outbox saga', () => {
  it("downloads a message's .eml with the user's token, a failure toasted with the screen's message", async () => {
    await expectSaga(downloadEml, emlDownloadRequested({ id: 12 }))
      .provide({ call: (effect, next) => (effect.fn === downloadFile ? undefined : next()) })
      .call(downloadFile, { path: '/mail_deliveries/12/eml' }, 'message-12.eml', 'outbox.downloadFailed')
      .run();
  });
});
