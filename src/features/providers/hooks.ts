/** What the providers' screens, box and modal read, and the intents they send. */
import { useCallback, useMemo } from 'react';
import { API_BASE } from '@/config';
import { groupByCategory } from '@/domain/providerGroups';
import { resourcePath } from '@/entities/entityTypes';
import { useEntity, useFormModal, useList } from '@/entities/hooks';
import { deleteRequested, saveRequested } from '@/entities/mutationsSlice';
import { useItem } from '@/entities/useItem';
import { useCan } from '@/features/session/hooks';
import { selectSelectedShowId } from '@/features/session/selectors';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import {
  CATEGORIES_DIALOG,
  CATEGORY_FORM,
  CONTACT_FORM,
  PLACEMENT_FORM,
  PROVIDER_FORM,
  PROVIDER_PAGE_DELETE,
  SHOW_PROVIDERS_MODAL,
  categoriesOpened,
  contactDeleteRequested,
  contactSaveRequested,
  providerFormOpened,
  providerLinkClicked,
  providerSaveRequested,
} from './actions';
import { PLACEMENT_FIELDS, placementBody, type ContactValues, type PlacementValues, type ProviderValues } from './forms/providerForms';

const UNPAGED = { pagination: 'false' } as const;
/** Every provider, by name: the placement form's choice. */
const ALL_PROVIDERS = { pagination: 'false', 'order[name]': 'asc' } as const;

/** 'Ajouter' and 'Catégories' above the list, for those who may. */
export function useProviderListActions() {
  const dispatch = useAppDispatch();
  return {
    canAdd: useCan('provider.add'),
    canManageCategories: useCan('providerCategory.edit'),
    add: useCallback(() => dispatch(providerFormOpened(null)), [dispatch]),
    openCategories: useCallback(() => dispatch(categoriesOpened()), [dispatch]),
  };
}

/** The provider form: its modal, the provider edited (or none: a new one), the save. */
export function useProviderForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(PROVIDER_FORM);
  const provider = useEntity('providers', modal.id);
  const save = useCallback((values: ProviderValues) => dispatch(providerSaveRequested({ id: modal.id, values })), [dispatch, modal.id]);
  return { modal, provider, save };
}

/** A provider's page: the provider, its load's outcome, its edit and its delete (after confirmation). */
export function useProviderPage(id: number) {
  const dispatch = useAppDispatch();
  const { item, status, errorStatus } = useItem('providers', id);
  return {
    provider: item,
    status,
    notFound: errorStatus === 404 || errorStatus === 403,
    canEdit: useCan('provider.edit'),
    canDelete: useCan('provider.delete'),
    edit: useCallback(() => dispatch(providerFormOpened(id)), [dispatch, id]),
    askDelete: useCallback(
      () =>
        dispatch(
          confirmRequested({
            messageId: 'providers.delete.confirm',
            action: deleteRequested({ resource: 'providers', id, key: PROVIDER_PAGE_DELETE, successMessageId: 'providers.delete.done' }),
            errorMessageId: 'providers.detail.deleteFailed',
          }),
        ),
      [dispatch, id],
    ),
  };
}

/** A provider's contacts box: its contacts, their form's opening, a delete asked. */
export function useProviderContacts(providerId: number) {
  const dispatch = useAppDispatch();
  return {
    contacts: useList('providerContacts', { provider: String(providerId), ...UNPAGED }),
    canEdit: useCan('providerContact.edit'),
    openForm: useCallback((id: number | null) => dispatch(modalOpened({ name: CONTACT_FORM, id })), [dispatch]),
    askDelete: useCallback((id: number) => dispatch(contactDeleteRequested({ id })), [dispatch]),
  };
}

export function useContactForm(providerIri: string) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(CONTACT_FORM);
  const contact = useEntity('providerContacts', modal.id);
  const save = useCallback((values: ContactValues) => dispatch(contactSaveRequested({ id: modal.id, providerIri, values })), [dispatch, modal.id, providerIri]);
  return { modal, contact, save };
}

/** The categories dialog (admin): the categories, one added, renamed or deleted. */
export function useProviderCategories() {
  const dispatch = useAppDispatch();
  const dialog = useFormModal(CATEGORIES_DIALOG);
  const form = useFormModal(CATEGORY_FORM);
  return {
    dialog,
    form,
    categories: useList('providerShowCategories', UNPAGED, { skip: !dialog.open }),
    editing: useEntity('providerShowCategories', form.id),
    openForm: useCallback((id: number | null) => dispatch(modalOpened({ name: CATEGORY_FORM, id })), [dispatch]),
    save: useCallback(
      (name: string) =>
        dispatch(
          saveRequested({
            resource: 'providerShowCategories',
            id: form.id,
            method: 'PATCH',
            data: { name: name.trim() },
            key: CATEGORY_FORM,
            fields: ['name'],
            closeModal: CATEGORY_FORM,
          }),
        ),
      [dispatch, form.id],
    ),
    askDelete: useCallback(
      (id: number) =>
        dispatch(confirmRequested({ messageId: 'providers.delete.confirm', action: deleteRequested({ resource: 'providerShowCategories', id }), errorMessageId: 'providers.categories.deleteFailed' })),
      [dispatch],
    ),
  };
}

/** The show's placements by category (the box, the modal). */
function useShowPlacements(showId: number | null) {
  const placements = useList('providerShows', { show: String(showId ?? 0), ...UNPAGED }, { skip: showId === null });
  const groups = useMemo(() => groupByCategory(placements.items), [placements.items]);
  return { placements, groups };
}

/** The show dashboard's providers box: the placements by category, their form, a delete asked. */
export function useShowProvidersBox(showId: number) {
  const dispatch = useAppDispatch();
  return {
    ...useShowPlacements(showId),
    canEdit: useCan('providerShow.edit'),
    openForm: useCallback((id: number | null) => dispatch(modalOpened({ name: PLACEMENT_FORM, id })), [dispatch]),
    askDelete: useCallback(
      (id: number) =>
        dispatch(
          confirmRequested({
            messageId: 'providers.placement.deleteConfirm',
            action: deleteRequested({ resource: 'providerShows', id }),
            errorMessageId: 'providers.placement.deleteFailed',
          }),
        ),
      [dispatch],
    ),
  };
}

/** The placement form: the categories and providers to choose from, the placement edited, the save. */
export function usePlacementForm(showId: number) {
  const dispatch = useAppDispatch();
  const showIri = `${API_BASE}${resourcePath('shows', showId)}`;
  const modal = useFormModal(PLACEMENT_FORM);
  return {
    modal,
    placement: useEntity('providerShows', modal.id),
    categories: useList('providerShowCategories', UNPAGED, { skip: !modal.open }),
    providers: useList('providers', ALL_PROVIDERS, { skip: !modal.open }),
    save: useCallback(
      (values: PlacementValues) =>
        dispatch(
          saveRequested({
            resource: 'providerShows',
            id: modal.id,
            method: 'PATCH',
            data: placementBody(values, showIri),
            key: PLACEMENT_FORM,
            fields: PLACEMENT_FIELDS,
            closeModal: PLACEMENT_FORM,
          }),
        ),
      [dispatch, modal.id, showIri],
    ),
  };
}

/** The side menu's providers modal: the current show's providers by category, a link's click counted. */
export function useShowProvidersModal() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(SHOW_PROVIDERS_MODAL);
  const showId = useAppSelector(selectSelectedShowId);
  const { placements, groups } = useShowPlacements(modal.open ? showId : null);
  return {
    modal,
    placements,
    groups,
    clicked: useCallback((placementId: number) => dispatch(providerLinkClicked({ placementId })), [dispatch]),
  };
}
