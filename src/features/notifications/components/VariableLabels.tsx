/**
 * The notification variables' labels, loaded once for the sends' list and read by each subject
 * cell through a context (issue 20 review): a cell neither queries nor reads the store.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { labelVariables } from '@/domain/notifications';
import { useVariableLabels } from '../hooks';

const NO_LABELS = (): string | undefined => undefined;
const VariableLabelsContext = createContext<(tag: string) => string | undefined>(NO_LABELS);

/** Around the grid (the list's `CellContext`): the labels in the user's language, one query. */
export function VariableLabelsProvider({ children }: { children: ReactNode }) {
  const labelOf = useVariableLabels();
  return <VariableLabelsContext.Provider value={labelOf}>{children}</VariableLabelsContext.Provider>;
}

/** The subject as written, each variable by its label ('Rappel : «Date limite de l'organisateur»'), never `{{tag}}`. */
export function SubjectCell({ subject }: { subject: string }) {
  const labelOf = useContext(VariableLabelsContext);
  return <>{labelVariables(subject, labelOf)}</>;
}
