/** What the request screens and the stand's requests card read, and the intents they send. */
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DemandConfig, DemandType, Show, Stand } from '@/domain/api';
import type { ListScope } from '@/domain/listQuery';
import { positiveId } from '@/domain/routeParams';
import { useEntity, useFormModal, useList, useMutation } from '@/entities/hooks';
import { idFromIri } from '@/entities/entityTypes';
import { itemKey } from '@/api/params';
import { useCan, useCurrentUser } from '@/features/session/hooks';
import { DEMAND_TYPES_PARAMS, demandConfigsParams } from '@/features/showDashboard/queries';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import {
  COMPOSER_KEY,
  DECISION_FORM,
  DEMAND_FORM,
  EDIT_KEY,
  countersWatchStarted,
  countersWatchStopped,
  demandDecisionRequested,
  demandDeleteRequested,
  demandFileRequested,
  demandFormOpened,
  demandMessageEditRequested,
  demandMessageSendRequested,
  demandPageOpened,
  demandSaveRequested,
  demandSheetRequested,
  planTemplateRequested,
  type DemandDecision,
} from './actions';
import type { DemandFormValues } from './forms/demandFormValues';
import { demandFiles, demandLoadErrorRoute, isOpen, kindOfType, offersKind, typesOffered, type DemandKind } from './rules';
import type { Demand, DemandLogistic, DemandMedia } from './types';
import { modalOpened } from '@/ui/uiSlice';

export const THREAD_PAGE_SIZE = 50;
export const threadParams = (demandId: number, page = 1) => ({ demand: demandId, page, itemsPerPage: THREAD_PAGE_SIZE, 'order[createdAt]': 'desc' });

/** The list's title names its show ('Demandes — Salon Démo 2027'); null until the show is known. */
export function useDemandListTitle(scope: ListScope): string | null {
  const intl = useIntl();
  const name = useEntity('shows', positiveId(scope['stand.show']))?.name;
  return name ? intl.formatMessage({ id: 'demands.list.titleOfShow' }, { show: name }) : null;
}

/** The counters (admin, support), watched while the list is on screen. */
export function useDemandCounters(showId: number | null) {
  const dispatch = useAppDispatch();
  const allowed = useCan('demand.counters');
  useEffect(() => {
    if (showId === null || !allowed) return undefined;
    dispatch(countersWatchStarted({ showId }));
    return () => {
      dispatch(countersWatchStopped({ showId }));
    };
  }, [dispatch, showId, allowed]);
  return { allowed, counters: useEntity('demandCounters', showId) ?? null };
}

/** The hall filter's choices: the show's halls (GET /shows/{id}/halls). */
export { useShowHalls } from '@/features/shows/hooks';

/** The request types (reference data) and a show's configs. */
export function useDemandSettings(showId: number | null) {
  const types = useList('demandTypes', DEMAND_TYPES_PARAMS);
  const configs = useList('demandConfigs', demandConfigsParams(showId ?? 0), { skip: showId === null });
  return { types: types.items as DemandType[], configs: configs.items as DemandConfig[], loaded: types.loaded && configs.loaded };
}

/** The request (asked when the page opens), what goes with it, what the user may do, and the intents. */
export function useDemandDashboard(id: number) {
  const dispatch = useAppDispatch();
  const retry = useCallback(() => dispatch(demandPageOpened({ id })), [dispatch, id]);
  useEffect(() => {
    retry();
  }, [retry]);
  const demand = useEntity('demands', id) as Demand | undefined;
  const query = useAppSelector((state) => state.queries[itemKey('demands', id)]);
  const stand = useEntity('stands', idFromIri(demand?.stand)) as Stand | undefined;
  const showId = idFromIri(demand?.show ?? stand?.show);
  const show = useEntity('shows', showId) as Show | undefined;
  const type = useEntity('demandTypes', idFromIri(demand?.demandType)) as DemandType | undefined;
  useList('demandTypes', DEMAND_TYPES_PARAMS);
  const logistic = kindOfType(type?.reference) === 'logistic';
  const logistics = useList('demandLogistics', { demand: id }, { skip: !demand || !logistic });
  const media = useList('demandMedia', { demand: id, itemsPerPage: 100 }, { skip: !demand });
  const files = useMemo(() => demandFiles(media.items as DemandMedia[]), [media.items]);
  const failed = query?.status === 'failed';
  const canDecide = useCan('demand.newStatus');
  const canDelete = useCan('demand.delete');
  const canEditDemand = useCan('demand.edit');
  const open = isOpen(demand?.demandStatus.reference);
  const standId = idFromIri(demand?.stand);
  return {
    demand,
    stand,
    show,
    showId,
    type,
    logistic,
    logisticItem: (logistics.items[0] as DemandLogistic | undefined) ?? null,
    files,
    failed,
    redirecting: failed && demandLoadErrorRoute(query?.error?.status) !== null,
    loading: !demand && !failed,
    canDecide,
    canEdit: canEditDemand && open,
    canDelete: canDelete && open,
    retry,
    edit: useCallback(() => {
      if (standId !== null) dispatch(demandFormOpened({ standId, kind: logistic ? 'logistic' : 'exemption', demandId: id }));
    }, [dispatch, standId, logistic, id]),
    remove: useCallback(() => dispatch(demandDeleteRequested({ id, showId, fromPage: true })), [dispatch, id, showId]),
    sheet: useCallback(
      (locale: string, fileName: string) => dispatch(demandSheetRequested({ id, locale, fileName })),
      [dispatch, id],
    ),
    download: useCallback((objectUrl: string, mediaFileName: string) => dispatch(demandFileRequested({ objectUrl, mediaFileName })), [dispatch]),
  };
}

/** A page of the request's thread, who may write, the composer and the edit. */
export function useDemandThread(demandId: number, page: number) {
  const dispatch = useAppDispatch();
  const params = useMemo(() => threadParams(demandId, page), [demandId, page]);
  return {
    thread: useList('demandMessages', params),
    mayWrite: useCan('demandMessage.add'),
    composer: useMutation(COMPOSER_KEY),
    editPending: useMutation(EDIT_KEY).status === 'pending',
    send: useCallback((message: string, files: File[]) => dispatch(demandMessageSendRequested({ demandId, message, files })), [dispatch, demandId]),
    edit: useCallback((messageId: number, content: string) => dispatch(demandMessageEditRequested({ demandId, messageId, content })), [dispatch, demandId]),
    download: useCallback((objectUrl: string, mediaFileName: string) => dispatch(demandFileRequested({ objectUrl, mediaFileName })), [dispatch]),
  };
}

/** The decision dialog: which decision is open, its sending, its closing. */
export function useDemandDecision(demandId: number) {
  const dispatch = useAppDispatch();
  const modal = useFormModal(DECISION_FORM);
  const status = modal.data?.status === 'refused' ? 'refused' : 'validated';
  return {
    open: modal.open,
    status: status as 'validated' | 'refused',
    pending: modal.pending,
    close: modal.close,
    choose: useCallback((next: 'validated' | 'refused') => dispatch(modalOpened({ name: DECISION_FORM, id: demandId, data: { status: next } })), [dispatch, demandId]),
    decide: useCallback((decision: Omit<DemandDecision, 'demandId'>) => dispatch(demandDecisionRequested({ ...decision, demandId })), [dispatch, demandId]),
  };
}

/** The request form (the modal's stand, kind and request), its settings, the user's details, the save. */
export function useDemandForm() {
  const dispatch = useAppDispatch();
  const modal = useFormModal(DEMAND_FORM);
  const standId = typeof modal.data?.standId === 'number' ? modal.data.standId : null;
  const kind: DemandKind = modal.data?.kind === 'logistic' ? 'logistic' : 'exemption';
  const stand = useEntity('stands', standId) as Stand | undefined;
  const showId = idFromIri(stand?.show);
  const { types, configs } = useDemandSettings(showId);
  const demand = useEntity('demands', modal.id) as Demand | undefined;
  const logistics = useList('demandLogistics', { demand: modal.id ?? 0 }, { skip: modal.id === null || kind !== 'logistic' });
  return {
    modal,
    standId,
    kind,
    demand: demand ?? null,
    logistic: (logistics.items[0] as DemandLogistic | undefined) ?? null,
    types: useMemo(() => typesOffered(kind, types, configs, stand?.surface), [kind, types, configs, stand?.surface]),
    configs,
    user: useCurrentUser() ?? null,
    save: useCallback(
      (values: DemandFormValues) => {
        if (standId !== null) dispatch(demandSaveRequested({ standId, kind, demandId: modal.id, values }));
      },
      [dispatch, standId, kind, modal.id],
    ),
    planTemplate: useCallback((locale: string) => standId !== null && dispatch(planTemplateRequested({ standId, locale })), [dispatch, standId]),
  };
}

/** The stand dashboard's requests: the buttons it offers (part 1 §2), its requests when the show has the stand-documents function. */
export function useStandDemands(standId: number) {
  const dispatch = useAppDispatch();
  const stand = useEntity('stands', standId) as Stand | undefined;
  const showId = idFromIri(stand?.show);
  const show = useEntity('shows', showId) as Show | undefined;
  const { types, configs } = useDemandSettings(showId);
  const listed = Boolean(show?.standDocumentsFunction);
  const requests = useList('demands', { 'stand.id': standId, 'order[createdAt]': 'desc', itemsPerPage: 50 }, { skip: !listed });
  return {
    stand,
    offers: {
      exemption: offersKind('exemption', types, configs, stand?.surface),
      logistic: offersKind('logistic', types, configs, stand?.surface),
    },
    types,
    listed,
    requests: requests.items as Demand[],
    loaded: requests.loaded,
    open: useCallback((kind: DemandKind) => dispatch(demandFormOpened({ standId, kind, demandId: null })), [dispatch, standId]),
  };
}

/** A request type by its IRI (the reference list, loaded once). */
export function useDemandType(iri: string | null | undefined): DemandType | undefined {
  useList('demandTypes', DEMAND_TYPES_PARAMS);
  return useEntity('demandTypes', idFromIri(iri)) as DemandType | undefined;
}

/** The organizer's findings of the show (part 2 §2: in progress, closed), from the show. */
export function useShowReports(showId: number | null): { inProgress: number; closed: number } | null {
  const show = useEntity('shows', showId) as Show | undefined;
  // Absent for a standist (the server sends them only with 'show.reportCounts').
  if (show?.nbInProgressReports === undefined || show.nbClosedReports === undefined) return null;
  return { inProgress: show.nbInProgressReports, closed: show.nbClosedReports };
}
