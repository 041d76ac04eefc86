/**
 * The safety notice's body as the API takes it: apart from the form's schema so that the sagas,
 * started with the private layout, carry no yup to the first screen (issue 20).
 */
import { safetyNoticeRecord } from '@/domain/safetyNotice';
import type { SafetyNoticeValues } from './safetyNoticeForm';

export const safetyNoticeBody = (values: SafetyNoticeValues, standId: number): Record<string, unknown> => ({
  ...safetyNoticeRecord(values),
  stand: `/backend/stands/${standId}`,
});
