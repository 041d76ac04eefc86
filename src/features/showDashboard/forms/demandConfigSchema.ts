/** The demand settings modal's rules (part 2 §3, §5): the API's own, checked before sending. Messages are i18n ids. */
import * as yup from 'yup';
import { parseSurface, windowInOrder, type DemandConfigValues } from '@/domain/demandConfig';

export const demandConfigSchema: yup.ObjectSchema<DemandConfigValues> = yup.object({
  surfaceMin: yup
    .string()
    .required('form.required')
    .test('surface', 'showDashboard.demands.form.surfaceInvalid', (value) => !Number.isNaN(parseSurface(value ?? ''))),
  demandsAfter: yup.string().nullable().defined(),
  demandsBefore: yup
    .string()
    .nullable()
    .defined()
    .test('order', 'showDashboard.demands.form.beforeOrder', function order(value) {
      return windowInOrder((this.parent as DemandConfigValues).demandsAfter, value ?? null);
    }),
});
