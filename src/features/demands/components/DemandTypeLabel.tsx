/** A request type's label in the user's language (the type travels as an IRI). */
import { useIntl } from 'react-intl';
import { demandTypeLabel } from '@/domain/demandConfig';
import { useDemandType } from '../hooks';

export default function DemandTypeLabel({ iri }: { iri: string }) {
  const intl = useIntl();
  const type = useDemandType(iri);
  return <>{type ? demandTypeLabel(type, intl.locale) : ''}</>;
}
