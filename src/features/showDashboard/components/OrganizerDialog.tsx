/**
 * The organizer modal (part 2 §2, §5): search the organizer accounts from 2 characters and pick
 * one, or create a new organizer (company, last name, first name, e-mail; phone optional). Saving
 * makes the choice the show's organizer (sagas changeOrganizer / createOrganizer). The search text,
 * the picked row and the mode are this modal's own state; the results come from the store.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormTextField from '@/components/FormTextField';
import ServerErrors from '@/components/ServerErrors';
import { useDraftedForm } from '@/components/useDraftedForm';
import { fieldProps } from '@/components/fieldError';
import type { Me } from '@/domain/api';
import { canSearchOrganizers, EMPTY_ORGANIZER, ORGANIZER_SEARCH_MIN, type NewOrganizerValues } from '@/domain/showOrganizer';
import { ORGANIZER_FORM } from '../actions';

const newOrganizerSchema = yup.object({
  company: yup.string().trim().required('showDashboard.organizer.form.companyMissing'),
  lastName: yup.string().trim().required('showDashboard.organizer.form.lastNameMissing'),
  firstName: yup.string().trim().required('showDashboard.organizer.form.firstNameMissing'),
  email: yup.string().trim().required('showDashboard.organizer.form.emailMissing').matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'showDashboard.organizer.form.emailInvalid'),
  phone: yup.string().trim(),
});

interface Props {
  open: boolean;
  current: string | null;
  results: readonly Me[];
  searching: boolean;
  pending: boolean;
  onSearch: (text: string) => void;
  onChoose: (organizerIri: string) => void;
  onCreate: (values: NewOrganizerValues) => void;
  onClose: () => void;
}

export default function OrganizerDialog({ open, current, results, searching, pending, onSearch, onChoose, onCreate, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [mode, setMode] = useState<'search' | 'create'>('search');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(current);
  const searchable = canSearchOrganizers(text);
  // The new organizer's form keeps its draft (per show page) and asks before closing with changes.
  const { pathname } = useLocation();
  const drafted = useDraftedForm({ formKey: ORGANIZER_FORM, draftKey: `${ORGANIZER_FORM}:${pathname}`, pending, onClose });
  const requestClose = mode === 'create' ? drafted.requestClose : onClose;

  return (
    <>
      <Dialog open={open} onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="organizer-dialog-title">
        <DialogTitle id="organizer-dialog-title">{t(mode === 'search' ? 'showDashboard.organizer.form.title' : 'showDashboard.organizer.form.createTitle')}</DialogTitle>
        {mode === 'search' ? (
          <>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField
                  name="organizerSearch"
                  label={t('showDashboard.organizer.form.search')}
                  value={text}
                  autoFocus
                  helperText={t('showDashboard.organizer.form.searchHelp', { min: ORGANIZER_SEARCH_MIN })}
                  onChange={(event) => {
                    setText(event.target.value);
                    onSearch(event.target.value);
                  }}
                />
                {searchable && !searching && results.length === 0 && (
                  <Typography variant="body2" color="text.secondary" role="status">
                    {t('showDashboard.organizer.form.noResult')}
                  </Typography>
                )}
                {searchable && results.length > 0 && (
                  <List dense aria-label={t('showDashboard.organizer.form.results')}>
                    {results.map((user) => (
                      <ListItem key={user.id} disablePadding>
                        <ListItemButton selected={picked === user['@id']} onClick={() => setPicked(user['@id'])} aria-pressed={picked === user['@id']}>
                          <ListItemText primary={`${user.firstName} ${user.lastName}`} secondary={[user.company, user.email].filter(Boolean).join(' · ')} />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setMode('create')}>{t('showDashboard.organizer.form.create')}</Button>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button variant="contained" disabled={!picked || picked === current} loading={pending} onClick={() => picked && onChoose(picked)}>
                {t('common.save')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <Formik
            initialValues={drafted.restored(EMPTY_ORGANIZER)}
            validationSchema={newOrganizerSchema}
            onSubmit={(values) => {
              drafted.submitted();
              onCreate(values);
            }}
          >
            {(form) => (
              <Form noValidate>
                <ServerErrors formKey={ORGANIZER_FORM} />
                {drafted.keeper(EMPTY_ORGANIZER)}
                <DialogContent>
                  <Stack spacing={2} sx={{ pt: 1 }}>
                    <FormTextField {...fieldProps(form, 'company', 'showDashboard.organizer.form.company', intl)} required autoFocus />
                    <FormTextField {...fieldProps(form, 'lastName', 'showDashboard.organizer.form.lastName', intl)} required />
                    <FormTextField {...fieldProps(form, 'firstName', 'showDashboard.organizer.form.firstName', intl)} required />
                    <FormTextField {...fieldProps(form, 'email', 'showDashboard.organizer.form.email', intl)} required type="email" autoComplete="off" />
                    <FormTextField {...fieldProps(form, 'phone', 'showDashboard.organizer.form.phone', intl)} type="tel" />
                  </Stack>
                </DialogContent>
                <DialogActions>
                  <Button onClick={() => setMode('search')}>{t('showDashboard.organizer.form.back')}</Button>
                  <Button onClick={requestClose}>{t('common.cancel')}</Button>
                  <Button type="submit" variant="contained" loading={pending}>
                    {t('common.save')}
                  </Button>
                </DialogActions>
              </Form>
            )}
          </Formik>
        )}
      </Dialog>
      {open && drafted.confirmClose}
    </>
  );
}
