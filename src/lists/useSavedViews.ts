/** What a list's saved views (menu, save dialog, manage dialog) read, and the intents they send. */
import { useCallback } from 'react';
import type { SavedView } from '@/domain/listLink';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectModal } from '@/ui/selectors';
import { modalClosed, modalOpened } from '@/ui/uiSlice';
import type { ListTarget } from './actions';
import {
  SAVED_VIEW_SAVE_KEY,
  savedViewApplied,
  savedViewDeleteRequested,
  savedViewSaveRequested,
  savedViewsRequested,
  viewLinkCopyRequested,
} from './viewActions';
import { selectSavedViews } from './viewSelectors';

/** The list's saved views and the menu's intents: load them, apply one, save the current one, copy its link. */
export function useSavedViews(target: ListTarget) {
  const dispatch = useAppDispatch();
  const views = useAppSelector((state) => selectSavedViews(state, target.list));
  return {
    views,
    load: () => dispatch(savedViewsRequested({ list: target.list })),
    apply: (id: number) => dispatch(savedViewApplied({ ...target, id })),
    openSave: () => dispatch(modalOpened({ name: SAVED_VIEW_SAVE_KEY })),
    copyLink: () => dispatch(viewLinkCopyRequested(target)),
  };
}

/** The save dialog: its modal (the view renamed, or none: a new one), its closing, the save. */
export function useSaveViewDialog(target: ListTarget) {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => selectModal(state, SAVED_VIEW_SAVE_KEY));
  const close = useCallback(() => dispatch(modalClosed(SAVED_VIEW_SAVE_KEY)), [dispatch]);
  const save = (name: string, renamed: SavedView | null) => dispatch(savedViewSaveRequested({ ...target, name, ...(renamed && { id: renamed.id }) }));
  return { modal, close, save };
}

/** The manage dialog's intents: rename a view (the save dialog on it), delete one. */
export function useManageViews(list: string) {
  const dispatch = useAppDispatch();
  return {
    rename: (view: SavedView) => dispatch(modalOpened({ name: SAVED_VIEW_SAVE_KEY, id: view.id })),
    remove: (view: SavedView) => dispatch(savedViewDeleteRequested({ list, id: view.id, name: view.name })),
  };
}
