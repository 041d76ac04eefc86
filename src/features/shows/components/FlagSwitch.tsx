/** A yes/no of the show form (a function, the gateway, the state), labelled `showForm.<name>`. */
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import type { ShowFormValues } from '../forms/showFormValues';

type FlagName = 'securityInstructionsFunction' | 'standDocumentsFunction' | 'standAddDecoratorFunction' | 'externalSync' | 'enabled' | 'remindersEnabled' | 'planMarkupByStandists';

export default function FlagSwitch({ form, name, disabled }: { form: FormikProps<ShowFormValues>; name: FlagName; disabled?: boolean }) {
  const intl = useIntl();
  return (
    <FormControlLabel
      control={<Switch name={name} checked={form.values[name]} disabled={disabled} onChange={(event) => void form.setFieldValue(name, event.target.checked)} />}
      label={intl.formatMessage({ id: `showForm.${name}` })}
    />
  );
}
