/** What the advertisers' screens, box and side links read, and the intents they send. */
import { useCallback } from 'react';
import { API_BASE } from '@/config';
import { resourcePath } from '@/entities/entityTypes';
import { useEntity, useFormModal, useList } from '@/entities/hooks';
import { deleteRequested, saveRequested } from '@/entities/mutationsSlice';
import { useItem } from '@/entities/useItem';
import { useCan } from '@/features/session/hooks';
import { useAppDispatch } from '@/state/hooks';
import { confirmRequested, modalOpened } from '@/ui/uiSlice';
import { ADVERTISEMENT_FORM, ADVERTISER_FORM, ADVERTISER_PAGE_DELETE, advertiserFormOpened, advertiserSaveRequested } from './actions';
import { ADVERTISEMENT_FIELDS, advertisementBody, type AdvertisementValues, type AdvertiserValues } from './forms/advertiserForms';
import { showAdvertisements } from './sideHooks';

const ALL_ADVERTISERS = { pagination: 'false', 'order[name]': 'asc' } as const;

/** 'Ajouter' above the list, for those who may. */
export function useAdvertiserAdd() {
  const dispatch = useAppDispatch();
  return { canAdd: useCan('advertiser.add'), add: useCallback(() => dispatch(advertiserFormOpened(null)), [dispatch]) };
}

/** The advertiser form: its modal, the advertiser edited (or none: a new one), the save. */
export function useAdvertiserForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(ADVERTISER_FORM);
  const advertiser = useEntity('advertisers', modal.id);
  const save = useCallback((values: AdvertiserValues) => dispatch(advertiserSaveRequested({ id: modal.id, values })), [dispatch, modal.id]);
  return { modal, advertiser, save };
}

/** An advertiser's page: the advertiser, its load's outcome, its edit and delete (after confirmation). */
export function useAdvertiserPage(id: number) {
  const dispatch = useAppDispatch();
  const { item, errorStatus } = useItem('advertisers', id);
  return {
    advertiser: item,
    notFound: errorStatus === 404 || errorStatus === 403,
    canEdit: useCan('advertiser.edit'),
    canDelete: useCan('advertiser.delete'),
    edit: useCallback(() => dispatch(advertiserFormOpened(id)), [dispatch, id]),
    askDelete: useCallback(
      () =>
        dispatch(
          confirmRequested({
            messageId: 'advertisers.delete.confirm',
            action: deleteRequested({ resource: 'advertisers', id, key: ADVERTISER_PAGE_DELETE, successMessageId: 'advertisers.delete.done' }),
            errorMessageId: 'advertisers.detail.deleteFailed',
          }),
        ),
      [dispatch, id],
    ),
  };
}

/** The show dashboard's advertisements box: the show's advertisements, their form, a delete asked. */
export function useShowAdvertisementsBox(showId: number) {
  const dispatch = useAppDispatch();
  return {
    advertisements: useList('advertiserShows', showAdvertisements(showId)),
    canEdit: useCan('advertiserShow.edit'),
    openForm: useCallback((id: number | null) => dispatch(modalOpened({ name: ADVERTISEMENT_FORM, id })), [dispatch]),
    askDelete: useCallback(
      (id: number) =>
        dispatch(
          confirmRequested({
            messageId: 'advertisers.delete.confirm',
            action: deleteRequested({ resource: 'advertiserShows', id }),
            errorMessageId: 'advertisers.advertisement.deleteFailed',
          }),
        ),
      [dispatch],
    ),
  };
}

/** The advertisement form: the advertisers to choose from, the advertisement edited, the save. */
export function useAdvertisementForm(showId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(ADVERTISEMENT_FORM);
  const showIri = `${API_BASE}${resourcePath('shows', showId)}`;
  return {
    modal,
    advertisement: useEntity('advertiserShows', modal.id),
    advertisers: useList('advertisers', ALL_ADVERTISERS, { skip: !modal.open }),
    save: useCallback(
      (values: AdvertisementValues) =>
        dispatch(
          saveRequested({
            resource: 'advertiserShows',
            id: modal.id,
            method: 'PATCH',
            data: advertisementBody(values, showIri),
            key: ADVERTISEMENT_FORM,
            fields: ADVERTISEMENT_FIELDS,
            successMessageId: 'advertisers.advertisement.saved',
            closeModal: ADVERTISEMENT_FORM,
          }),
        ),
      [dispatch, modal.id, showIri],
    ),
  };
}
