/**
 * The account form (ui modal 'account/form', part 2 §2 'My account'): the e-mail block for admin
 * or support only, a new password with its confirmation, the language.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import { ACCOUNT_FORM } from '../actions';
import { useAccountForm } from '../hooks';
import { accountInitialValues, accountSchema } from './accountForm';
import { RadioField } from './ChoiceFields';

export default function AccountDialog() {
  const intl = useIntl();
  const { modal, me, canEditEmail, save } = useAccountForm();
  const schema = useMemo(() => accountSchema(canEditEmail), [canEditEmail]);
  const languages = useMemo(
    () => (['fr', 'en'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `language.${value}` }) })),
    [intl],
  );

  return (
    <FormDialog
      open={modal.open && me !== null}
      formId={`account-${modal.open}`}
      formKey={ACCOUNT_FORM}
      draftKey={ACCOUNT_FORM}
      titleId="account.form.title"
      initialValues={accountInitialValues(me ?? undefined)}
      validationSchema={schema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          {canEditEmail ? (
            <FormTextField {...fieldProps(form, 'email', 'account.form.email', intl)} type="email" autoComplete="email" required autoFocus />
          ) : null}
          <FormTextField {...fieldProps(form, 'plainPassword', 'account.form.password', intl)} type="password" autoComplete="new-password" />
          <FormTextField
            {...fieldProps(form, 'plainPasswordConfirmation', 'account.form.passwordConfirmation', intl)}
            type="password"
            autoComplete="new-password"
          />
          <RadioField
            name="languagePreference"
            legend={intl.formatMessage({ id: 'account.form.language' })}
            value={form.values.languagePreference}
            choices={languages}
            onChange={(value) => form.setFieldValue('languagePreference', value)}
            error={form.submitCount > 0 || form.touched.languagePreference ? fieldErrorText(intl, form.errors.languagePreference) : ''}
            required
          />
        </>
      )}
    </FormDialog>
  );
}
