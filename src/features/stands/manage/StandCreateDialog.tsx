/**
 * The new stand modal (part 1 §5, ui modal 'stands/create', from 'Ajouter un stand' in the stand
 * list's menu): the stand's fields, the notify choice, and its exhibitor, an existing standist
 * found from 2 characters or a new person (company, names, e-mail; phone optional) whose account
 * the server creates with a random password.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import StandistPicker from '@/components/StandistPicker';
import type { Standist } from '@/domain/api';
import { positiveId } from '@/domain/routeParams';
import { EXHIBITOR_PICKER_MIN_CHARS } from '@/domain/standContacts';
import { STAND_CREATE_FORM } from './actions';
import { useStandCreateForm } from './hooks';
import { standCreateInitialValues, standCreateSchema, type StandCreateValues } from './standSchema';
import StandFields from './StandFields';

export default function StandCreateDialog() {
  const intl = useIntl();
  const showId = positiveId(useParams().showId);
  const { modal, save } = useStandCreateForm(showId);
  const [picked, setPicked] = useState<Standist | null>(null);
  const label = (id: string) => intl.formatMessage({ id });
  if (showId === null) return null;

  return (
    <FormDialog<StandCreateValues>
      open={modal.open}
      formId={`new-${modal.open}`}
      formKey={STAND_CREATE_FORM}
      draftKey={`${STAND_CREATE_FORM}:show-${showId}`}
      titleId="stand.form.addTitle"
      initialValues={standCreateInitialValues()}
      validationSchema={standCreateSchema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => {
        const radioError = (name: 'notify' | 'exhibitor') => (form.touched[name] ? fieldErrorText(intl, form.errors[name]) : '');
        return (
          <>
            <StandFields form={form} intl={intl} />
            <FormControl error={radioError('notify') !== ''} required>
              <FormLabel id="stand-notify-label">{label('stand.form.notify')}</FormLabel>
              <RadioGroup row aria-labelledby="stand-notify-label" name="notify" value={form.values.notify} onChange={form.handleChange}>
                <FormControlLabel value="yes" control={<Radio />} label={label('stand.form.yes')} />
                <FormControlLabel value="no" control={<Radio />} label={label('stand.form.no')} />
              </RadioGroup>
              {radioError('notify') && <FormHelperText>{radioError('notify')}</FormHelperText>}
            </FormControl>
            <FormControl>
              <FormLabel id="stand-exhibitor-label">{label('stand.form.exhibitor')}</FormLabel>
              <RadioGroup row aria-labelledby="stand-exhibitor-label" name="exhibitorMode" value={form.values.exhibitorMode} onChange={form.handleChange}>
                <FormControlLabel value="new" control={<Radio />} label={label('stand.form.exhibitor.new')} />
                <FormControlLabel value="existing" control={<Radio />} label={label('stand.form.exhibitor.existing')} />
              </RadioGroup>
            </FormControl>
            {form.values.exhibitorMode === 'existing' ? (
              <StandistPicker
                label={label('stand.form.exhibitor.search')}
                minChars={EXHIBITOR_PICKER_MIN_CHARS}
                value={picked}
                onChange={(standist) => {
                  setPicked(standist);
                  void form.setFieldValue('exhibitor', standist?.user ?? '');
                }}
                error={radioError('exhibitor') !== ''}
                helperText={radioError('exhibitor') || label('stand.form.exhibitor.searchHint')}
              />
            ) : (
              <>
                <FormTextField {...fieldProps(form, 'company', 'stand.form.company', intl)} required />
                <FormTextField {...fieldProps(form, 'lastName', 'stand.form.lastName', intl)} required />
                <FormTextField {...fieldProps(form, 'firstName', 'stand.form.firstName', intl)} required />
                <FormTextField {...fieldProps(form, 'email', 'stand.form.email', intl)} type="email" required />
                <FormTextField {...fieldProps(form, 'phone', 'stand.form.phone', intl)} type="tel" />
              </>
            )}
          </>
        );
      }}
    </FormDialog>
  );
}
