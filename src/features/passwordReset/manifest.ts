import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '@/domain/passwordReset';
import { defineFeature } from '@/features/manifest';

/** Forgot and reset password (part 2 §2): two public screens (anonymous layout, like the login). */
export default defineFeature({
  name: 'passwordReset',
  routes: [
    {
      path: FORGOT_PASSWORD_PATH,
      access: 'public',
      titleId: 'passwordReset.forgot.title',
      load: () => import(/* webpackChunkName: "password-reset" */ './pages/ForgotPasswordPage'),
    },
    {
      path: RESET_PASSWORD_PATH,
      access: 'public',
      titleId: 'passwordReset.reset.title',
      load: () => import(/* webpackChunkName: "password-reset" */ './pages/ResetPasswordPage'),
    },
  ],
  lazySagas: () => import(/* webpackChunkName: "password-reset-sagas" */ './sagas'),
  messages: ['passwordReset'],
});
