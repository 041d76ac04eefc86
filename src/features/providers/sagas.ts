/**
 * The providers' flows (part 2 §2, §5, §7, §8), loaded with their pages:
 * - the provider form: a chosen logo uploaded first (`/provider_logo_media`, 75×75), then the
 *   provider written naming it; a refused logo stops there ('Le chargement du fichier a échoué.', the
 *   file out of the form, nothing written); 'Prestataire enregistré !';
 * - the detail page's delete, done: back to the list;
 * - a contact saved ('Contact enregistré !') or deleted after 'Confirmez-vous cette suppression ?'
 *   ('Contact supprimé !', else 'Erreur lors de la suppression' in the dialog).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Provider, ProviderContact } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { logoIri, logoUploads, PROVIDER_LOGO } from '@/entities/logoUpload';
import { deleteRequested, deleteSucceeded } from '@/entities/mutationsSlice';
import { createOrPatch, submitForm } from '@/entities/submitForm';
import { navigate } from '@/lib/navigation';
import { confirmRequested } from '@/ui/uiSlice';
import { CONTACT_FORM, PROVIDER_FORM, PROVIDER_PAGE_DELETE, contactDeleteRequested, contactSaveRequested, providerSaveRequested } from './actions';
import { CONTACT_FIELDS, PROVIDER_FIELDS, contactBody, providerBody } from './forms/providerForms';
import { PROVIDERS_PATH } from './providerList';

export function* saveProvider(action: ReturnType<typeof providerSaveRequested>): SagaIterator {
  const { id, values } = action.payload;
  yield call(submitForm<Provider>, {
    key: PROVIDER_FORM,
    resource: 'providers',
    fields: PROVIDER_FIELDS,
    uploads: logoUploads(values.logo, PROVIDER_LOGO),
    write: (uploaded) => createOrPatch<Provider>('/providers', id, providerBody(values, logoIri(values.logo, uploaded))),
    *onSuccess(provider) {
      yield put(entitiesReceived({ type: 'providers', items: [provider] }));
    },
    successToast: 'providers.saved',
    closeModal: PROVIDER_FORM,
  });
}

export function* leaveDeletedProvider(action: ReturnType<typeof deleteSucceeded>): SagaIterator {
  if (action.payload.key === PROVIDER_PAGE_DELETE) yield call(navigate, PROVIDERS_PATH, { replace: true });
}

export function* saveContact(action: ReturnType<typeof contactSaveRequested>): SagaIterator {
  const { id, providerIri, values } = action.payload;
  yield call(submitForm<ProviderContact>, {
    key: CONTACT_FORM,
    resource: 'providerContacts',
    fields: CONTACT_FIELDS,
    write: () => createOrPatch<ProviderContact>('/contacts', id, contactBody(values, providerIri)),
    *onSuccess(contact) {
      yield put(entitiesReceived({ type: 'providerContacts', items: [contact] }));
    },
    successToast: 'providers.contact.saved',
    closeModal: CONTACT_FORM,
  });
}

export function* confirmContactDelete(action: ReturnType<typeof contactDeleteRequested>): SagaIterator {
  yield put(
    confirmRequested({
      messageId: 'providers.delete.confirm',
      action: deleteRequested({ resource: 'providerContacts', id: action.payload.id, successMessageId: 'providers.contact.deleted' }),
      errorMessageId: 'providers.contact.deleteFailed',
    }),
  );
}

export default function* providerSagas(): SagaIterator {
  yield takeLeading(providerSaveRequested.type, saveProvider);
  yield takeLeading(contactSaveRequested.type, saveContact);
  yield takeEvery(contactDeleteRequested.type, confirmContactDelete);
  yield takeEvery(deleteSucceeded.type, leaveDeletedProvider);
}
