/**
 * The provider categories (admin; docs/decisions.md 'Provider categories'): a dialog opened from the
 * provider list, listing the categories with rename and delete (a category still used by a show's
 * provider is refused by the server, told in the confirmation), and an add / rename form.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import FormTextField from '@/components/FormTextField';
import { CATEGORY_FORM } from '../actions';
import { useProviderCategories } from '../hooks';
import { categorySchema } from './providerForms';

export default function CategoriesDialog() {
  const intl = useIntl();
  const { dialog, form, categories, editing, openForm, save, askDelete } = useProviderCategories();
  const sorted = [...categories.items].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return (
    <>
      <Dialog open={dialog.open} onClose={dialog.close} fullWidth maxWidth="xs" aria-labelledby="provider-categories-title">
        <DialogTitle id="provider-categories-title">{intl.formatMessage({ id: 'providers.categories.title' })}</DialogTitle>
        <DialogContent>
          {categories.loaded && sorted.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'providers.categories.empty' })}</Typography>}
          <List dense>
            {sorted.map((category) => (
              <ListItem
                key={category.id}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton size="small" aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${category.name}`} onClick={() => openForm(category.id)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" color="error" aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${category.name}`} onClick={() => askDelete(category.id)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={category.name} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button startIcon={<AddIcon />} onClick={() => openForm(null)}>
            {intl.formatMessage({ id: 'providers.categories.add' })}
          </Button>
          <Button onClick={dialog.close}>{intl.formatMessage({ id: 'common.close' })}</Button>
        </DialogActions>
      </Dialog>
      <FormDialog
        open={form.open}
        formId={`${form.id ?? 'new'}-${form.open}`}
        formKey={CATEGORY_FORM}
        draftKey={null}
        titleId={form.id !== null ? 'providers.categories.editTitle' : 'providers.categories.addTitle'}
        initialValues={{ name: editing?.name ?? '' }}
        validationSchema={categorySchema}
        pending={form.pending}
        onClose={form.close}
        onSubmit={(values) => save(values.name)}
      >
        {(formik) => <FormTextField {...fieldProps(formik, 'name', 'providers.categories.name', intl)} required autoFocus />}
      </FormDialog>
    </>
  );
}
