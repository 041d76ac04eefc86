/** Edit modal of a show's query parameter (ui modal 'sources/queryParameterForm', issue 24): name and value. */
import { useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { QUERY_PARAMETER_FORM } from '../actions';
import { useQueryParameterForm } from '../hooks';
import { queryParameterInitialValues, queryParameterSchema } from './queryParameterForm';

export default function QueryParameterDialog() {
  const intl = useIntl();
  const { modal, parameter, save } = useQueryParameterForm();
  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'none'}-${modal.open}`}
      formKey={QUERY_PARAMETER_FORM}
      draftKey={`${QUERY_PARAMETER_FORM}:${modal.id ?? 'none'}`}
      titleId="sourceParameters.form.editTitle"
      initialValues={queryParameterInitialValues(parameter)}
      validationSchema={queryParameterSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          <FormTextField {...fieldProps(form, 'name', 'sourceParameters.form.name', intl)} required autoFocus />
          <FormTextField {...fieldProps(form, 'value', 'sourceParameters.form.value', intl)} required />
        </>
      )}
    </FormDialog>
  );
}
