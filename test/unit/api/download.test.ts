import { apiPathOf } from '@/api/download';

describe('apiPathOf', () => {
  it('turns a URL the server gave into a path for callApi', () => {
    expect(apiPathOf('/backend/message_media/4/file')).toBe('/message_media/4/file');
    expect(apiPathOf('/report_media/4/file')).toBe('/report_media/4/file');
    expect(apiPathOf('/backendish/x')).toBe('/backendish/x');
  });
});
