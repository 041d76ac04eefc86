/**
 * Validate or refuse a request in progress (part 2 §4, §5): validation needs the confirmed date and
 * time (and for logistics the pickup), refusal a text, its date fields shown disabled. Sent as a
 * message of the request's thread; 'Nouveau statut enregistré !'.
 */
import { useIntl } from 'react-intl';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import FormDialog from '@/components/FormDialog';
import DateTimeField from '@/components/DateTimeField';
import FormTextField from '@/components/FormTextField';
import { fieldErrorText, fieldProps } from '@/components/fieldError';
import { DECISION_FORM } from '../actions';
import { useDemandDecision } from '../hooks';
import { fromWireDateTime } from '../rules';
import type { Demand, DemandLogistic } from '../types';
import { decisionSchema, type DecisionValues } from './demandSchema';

export default function DemandDecisionDialog({ demand, logistic, isLogistic }: { demand: Demand; logistic: DemandLogistic | null; isLogistic: boolean }) {
  const intl = useIntl();
  const { open, status, pending, close, decide } = useDemandDecision(demand.id);
  const lang = intl.locale.startsWith('en') ? 'en' : 'fr';
  const localeText = (lang === 'en' ? enUS : frFR).components.MuiLocalizationProvider.defaultProps.localeText;
  const refusing = status === 'refused';
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={lang} localeText={localeText}>
      <FormDialog<DecisionValues>
        open={open}
        formId={`${demand.id}-${status}-${open}`}
        formKey={DECISION_FORM}
        draftKey={`${DECISION_FORM}:demand-${demand.id}:${status}`}
        titleId={refusing ? 'demands.decision.refuseTitle' : 'demands.decision.validateTitle'}
        submitLabelId={refusing ? 'demands.decision.refuse' : 'demands.decision.validate'}
        initialValues={{
          content: '',
          askedDatetime: fromWireDateTime(demand.askedDatetime),
          pickupDatetime: isLogistic ? fromWireDateTime(logistic?.pickupDatetime) : null,
        }}
        validationSchema={decisionSchema(status, isLogistic)}
        pending={pending}
        onClose={close}
        onSubmit={(values) => decide({ status, content: values.content.trim(), askedDatetime: values.askedDatetime, pickupDatetime: values.pickupDatetime })}
      >
        {(form) => {
          const dateField = (name: 'askedDatetime' | 'pickupDatetime', labelId: string) => {
            const error = form.touched[name] || form.submitCount > 0 ? fieldErrorText(intl, form.errors[name]) : '';
            return (
              <DateTimeField
                name={name}
                label={intl.formatMessage({ id: labelId })}
                value={form.values[name]}
                disabled={refusing}
                required={!refusing}
                error={error !== ''}
                helperText={error || undefined}
                onChange={(value) => void form.setFieldValue(name, value)}
                onBlur={() => void form.setFieldTouched(name, true)}
              />
            );
          };
          return (
            <>
              {dateField('askedDatetime', isLogistic ? 'demands.form.deliveryDate' : 'demands.form.askedDate')}
              {isLogistic && dateField('pickupDatetime', 'demands.form.pickupDate')}
              <FormTextField
                {...fieldProps(form, 'content', refusing ? 'demands.decision.reason' : 'demands.decision.message', intl)}
                multiline
                minRows={3}
                required={refusing}
              />
            </>
          );
        }}
      </FormDialog>
    </LocalizationProvider>
  );
}
