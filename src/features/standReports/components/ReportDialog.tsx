/**
 * Adding or editing a finding: name (required), comment, and photos (PNG, JPEG or
 * WEBP), at most 4 with those already on the finding: a 5th is refused by the form
 * ('4 photos ont déjà été téléchargées.'). Sends `reportSaveRequested`; the saga
 * saves the finding, then uploads the photos to it.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FilePicker from '@/components/FilePicker';
import { MAX_REPORT_PHOTOS, REPORT_FORM } from '../actions';
import { useReportForm } from '../hooks';

export const PHOTO_TYPES = 'image/png,image/jpeg,image/webp';

interface Values {
  name: string;
  comment: string;
  photos: File[];
}

/** The form's rules; `existing` photos are already on the finding. */
export const reportSchema = (existing: number) =>
  yup.object({
    name: yup.string().trim().required('form.required').max(255, 'standReports.form.nameTooLong'),
    comment: yup.string().max(5000, 'standReports.form.commentTooLong'),
    photos: yup.array().max(Math.max(0, MAX_REPORT_PHOTOS - existing), 'standReports.form.photoLimit'),
  });

export default function ReportDialog({ standId }: { standId: number }) {
  const intl = useIntl();
  const { modal, report, save } = useReportForm(standId);
  const existing = modal.id !== null ? (report?.photos.length ?? 0) : 0;
  const schema = useMemo(() => reportSchema(existing), [existing]);
  const initialValues: Values = { name: report?.name ?? '', comment: report?.comment ?? '', photos: [] };

  return (
    <FormDialog
      open={modal.open}
      // A new version of the finding (photos added by a save that failed half-way) starts the form again.
      formId={`${modal.id ?? 'new'}-${modal.open}-${modal.id !== null ? (report?.updatedAt ?? '') : ''}`}
      formKey={REPORT_FORM}
      draftKey={`${REPORT_FORM}:stand-${standId}:${modal.id ?? 'new'}`}
      titleId={modal.id !== null ? 'standReports.form.editTitle' : 'standReports.form.addTitle'}
      initialValues={initialValues}
      validationSchema={schema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => {
        // Said at once, not on submit: the 5th photo is refused as soon as it is chosen.
        const photosError = fieldErrorText(intl, form.errors.photos);
        return (
          <>
            <TextField {...fieldProps(form, 'name', 'standReports.form.name', intl)} required autoFocus />
            <TextField {...fieldProps(form, 'comment', 'standReports.form.comment', intl)} multiline minRows={3} />
            <div>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {intl.formatMessage(
                  { id: 'standReports.form.photoCount' },
                  { count: existing + form.values.photos.length, max: MAX_REPORT_PHOTOS },
                )}
              </Typography>
              <FilePicker
                files={form.values.photos}
                onChange={(files) => {
                  void form.setFieldTouched('photos', true, false);
                  void form.setFieldValue('photos', files);
                }}
                labelId="standReports.form.addPhotos"
                accept={PHOTO_TYPES}
                error={photosError}
              />
              {!photosError && <FormHelperText>{intl.formatMessage({ id: 'standReports.form.photoTypes' })}</FormHelperText>}
            </div>
          </>
        );
      }}
    </FormDialog>
  );
}
