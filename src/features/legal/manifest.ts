import { defineFeature } from '@/features/manifest';

const LEGAL_PATH = '/mentions-legales';

/** The legal notice, public and in the account menu. */
export default defineFeature({
  name: 'legal',
  routes: [{ path: LEGAL_PATH, access: 'any', titleId: 'legal.title', load: () => import(/* webpackChunkName: "legal" */ './pages/LegalPage') }],
  menu: [{ id: 'legal', placement: 'account', order: 10, labelId: 'layout.account.legal', path: LEGAL_PATH }],
  messages: ['legal'],
});
