/** A show's query parameter edited from the settings list (issue 24): its name and value, both required. */
import * as yup from 'yup';
import type { ShowSourceQueryParameter } from '@/domain/api';

export interface QueryParameterValues {
  name: string;
  value: string;
}

export const QUERY_PARAMETER_FIELDS = ['name', 'value'] as const;

export const queryParameterSchema = yup.object({
  name: yup.string().trim().required('sourceParameters.form.nameMissing').max(255, 'sourceParameters.form.tooLong'),
  value: yup.string().trim().required('sourceParameters.form.valueMissing').max(255, 'sourceParameters.form.tooLong'),
});

export const queryParameterInitialValues = (parameter: ShowSourceQueryParameter | undefined): QueryParameterValues => ({
  name: parameter?.name ?? '',
  value: parameter?.value ?? '',
});

export const queryParameterBody = (values: QueryParameterValues): Record<string, unknown> => ({ name: values.name.trim(), value: values.value.trim() });
