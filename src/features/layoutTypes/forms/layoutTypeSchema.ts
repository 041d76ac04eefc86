import * as yup from 'yup';
import type { LayoutType } from '@/domain/api';

/** Part 1 §5: label and color; color sent as '#rrggbb'. Messages are i18n ids. */
export const layoutTypeSchema = yup.object({
  label: yup.string().trim().required('form.required').max(100, 'layoutTypes.form.labelTooLong'),
  color: yup
    .string()
    .required('form.required')
    .matches(/^#[0-9a-fA-F]{6}$/, 'layoutTypes.form.colorInvalid'),
});

export type LayoutTypeValues = yup.InferType<typeof layoutTypeSchema>;
export const LAYOUT_TYPE_FIELDS = ['label', 'color'] as const;

export const DEFAULT_LAYOUT_TYPE_COLOR = '#1d3c6e';

export function layoutTypeInitialValues(item: LayoutType | undefined): LayoutTypeValues {
  return { label: item?.label ?? '', color: item?.color?.toLowerCase() ?? DEFAULT_LAYOUT_TYPE_COLOR };
}

export function layoutTypeBody(values: LayoutTypeValues): { label: string; color: string } {
  return { label: values.label.trim(), color: values.color.toLowerCase() };
}
