/** The stand's own fields, shared by the new stand and stand edit forms. */
import type { FormikProps } from 'formik';
import type { IntlShape } from 'react-intl';
import Box from '@mui/material/Box';
import { fieldProps } from '@/components/fieldError';
import FormTextField from '@/components/FormTextField';
import type { StandEditValues } from './standSchema';

const PAIR = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

export default function StandFields<V extends StandEditValues>({ form, intl, autoFocus = true }: { form: FormikProps<V>; intl: IntlShape; autoFocus?: boolean }) {
  const field = (name: keyof StandEditValues & string, labelId: string) => fieldProps(form as unknown as FormikProps<StandEditValues>, name, labelId, intl);
  return (
    <>
      <FormTextField {...field('name', 'stand.form.name')} required autoFocus={autoFocus} />
      <FormTextField {...field('standType', 'stand.form.standType')} required />
      <Box sx={PAIR}>
        <FormTextField {...field('hall', 'stand.form.hall')} required />
        <FormTextField {...field('aisle', 'stand.form.aisle')} required />
      </Box>
      <Box sx={PAIR}>
        <FormTextField {...field('number', 'stand.form.number')} required />
        <FormTextField {...field('surface', 'stand.form.surface')} required inputProps={{ inputMode: 'decimal' }} />
      </Box>
    </>
  );
}
