/**
 * The stand dashboard's layouts block (part 1 §2 'stand layouts (amenagements)',
 * §3–§6): the stand's layouts with their type's colour and description; add,
 * edit and delete (with confirmation) for anyone but standists; the form asks a
 * layout type and a description. Generic saves and deletes (entities sagas): the
 * list reloads after each.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import PanelCard from '@/components/PanelCard';
import { fieldProps } from '@/components/fieldError';
import FormDialog from '@/components/FormDialog';
import type { LayoutType, StandLayout } from '@/domain/api';
import { idFromIri } from '@/entities/entityTypes';
import { STAND_LAYOUT_FORM } from './actions';
import { useStandLayoutForm, useStandLayouts } from './hooks';

const schema = yup.object({
  layoutType: yup.string().required('standLayouts.form.layoutTypeMissing'),
  description: yup.string().max(2000, 'standLayouts.form.descriptionTooLong'),
});

export default function StandLayoutsPanel({ standId }: { standId: number }) {
  const intl = useIntl();
  const { layouts, types, canAdd, canEdit, canDelete, openForm, askDelete } = useStandLayouts(standId);
  const typeOf = (layout: StandLayout) => types.items.find((type) => type.id === idFromIri(layout.layoutType));
  const title = intl.formatMessage({ id: 'standLayouts.title' });

  return (
    <PanelCard
      title={title}
      action={
        canAdd && (
          <Button startIcon={<AddIcon />} onClick={() => openForm(null)}>
            {intl.formatMessage({ id: 'standLayouts.add' })}
          </Button>
        )
      }
      after={<StandLayoutDialog standId={standId} types={types.items} />}
    >
      {layouts.loaded && layouts.items.length === 0 && (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'standLayouts.empty' })}</Typography>
      )}
      <List dense disablePadding>
        {layouts.items.map((layout) => {
          const type = typeOf(layout);
          // The row's name for its buttons: the type, and the description that tells two of a type apart.
          const label = [type?.label, layout.description].filter(Boolean).join(' – ') || `#${layout.id}`;
          return (
            <ListItem
              key={layout.id}
              disableGutters
              secondaryAction={
                <>
                  {canEdit && (
                    <IconButton size="small" aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${label}`} onClick={() => openForm(layout.id)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton size="small" color="error" aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${label}`} onClick={() => askDelete(layout.id)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  )}
                </>
              }
            >
              <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: type?.color ?? 'grey.300', mr: 1.5, flexShrink: 0 }} />
              <ListItemText primary={type?.label ?? '…'} secondary={layout.description || null} />
            </ListItem>
          );
        })}
      </List>
    </PanelCard>
  );
}

function StandLayoutDialog({ standId, types }: { standId: number; types: LayoutType[] }) {
  const intl = useIntl();
  const { modal, layout, save } = useStandLayoutForm(standId);
  const editing = modal.id !== null;

  return (
    <FormDialog
      open={modal.open}
      formId={`${modal.id ?? 'new'}-${modal.open}`}
      formKey={STAND_LAYOUT_FORM}
      draftKey={`${STAND_LAYOUT_FORM}:stand-${standId}:${modal.id ?? 'new'}`}
      titleId={editing ? 'standLayouts.form.editTitle' : 'standLayouts.form.addTitle'}
      initialValues={{ layoutType: layout?.layoutType ?? '', description: layout?.description ?? '' }}
      validationSchema={schema}
      pending={modal.pending}
      onClose={modal.close}
      onSubmit={save}
    >
      {(form) => (
        <>
          <TextField
            {...fieldProps(form, 'layoutType', 'standLayouts.form.layoutType', intl)}
            select
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" />
            {types.map((type) => (
              <option key={type.id} value={type['@id']}>
                {type.label}
              </option>
            ))}
          </TextField>
          <TextField {...fieldProps(form, 'description', 'standLayouts.form.description', intl)} multiline minRows={3} />
        </>
      )}
    </FormDialog>
  );
}
