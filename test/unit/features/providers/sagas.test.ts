import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import '@/app/features';
import { ApiError } from '@/api/errors';
import type { LogoMedia, Provider, ProviderContact } from '@/domain/api';
import { entitiesReceived } from '@/entities/entitiesSlice';
import { deleteRequested, deleteSucceeded, mutationStarted, saveFailed, saveSucceeded } from '@/entities/mutationsSlice';
import { uploadFile } from '@/entities/submitForm';
import { callApi } from '@/features/session/callApi';
import {
  CONTACT_FORM,
  PROVIDER_FORM,
  PROVIDER_PAGE_DELETE,
  contactDeleteRequested,
  contactSaveRequested,
  providerLinkClicked,
  providerSaveRequested,
} from '@/features/providers/actions';
import { countProviderClick } from '@/features/providers/clickSagas';
import { providerInitialValues } from '@/features/providers/forms/providerForms';
import { confirmContactDelete, leaveDeletedProvider, saveContact, saveProvider } from '@/features/providers/sagas';
import { navigate } from '@/lib/navigation';
import { confirmRequested, modalClosed, toastShown } from '@/ui/uiSlice';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const logo = (id: number): LogoMedia => ({
  '@id': `/backend/provider_logo_media/${id}`,
  '@type': 'LogoMedia',
  id,
  mediaFileName: 'logo.png',
  objectUrl: `/backend/logos/${id}-abcdef12.png`,
  mimeType: 'image/png',
  size: 4,
  width: 75,
  height: 75,
});
const saved = { '@id': '/backend/providers/7', '@type': 'Provider', id: 7, name: 'Acme Stands' } as Provider;
const values = () => ({ ...providerInitialValues(undefined), name: ' Acme Stands ', email: 'contact@acme.test', link: 'https://acme.test', logo: png('logo.png') });

const putActions = (result: { effects: { put?: Array<{ payload: { action: { type: string; payload?: unknown } } }> } }) =>
  (result.effects.put ?? []).map((effect) => effect.payload.action);

describe('the provider form submit', () => {
  it('uploads the chosen logo to /provider_logo_media first, then creates the provider naming it, and says so', async () => {
    const order: string[] = [];
    await expectSaga(saveProvider, providerSaveRequested({ id: null, values: values() }))
      .provide([
        [matchers.call.like({ fn: uploadFile, args: [{ field: 'logo', path: '/provider_logo_media' }] }), dynamic(() => (order.push('upload'), logo(3)))],
        [matchers.call.like({ fn: callApi, args: [{ method: 'POST', path: '/providers' }] }), dynamic(() => (order.push('save'), { status: 201, data: saved }))],
      ])
      .put(mutationStarted(PROVIDER_FORM))
      .call.like({
        fn: callApi,
        args: [{ method: 'POST', path: '/providers', body: { name: 'Acme Stands', email: 'contact@acme.test', link: 'https://acme.test', logo: '/backend/provider_logo_media/3' } }],
      })
      .put(entitiesReceived({ type: 'providers', items: [saved] }))
      .put(saveSucceeded({ resource: 'providers', key: PROVIDER_FORM, id: 7 }))
      .put(modalClosed(PROVIDER_FORM))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'providers.saved' } } })
      .run();
    expect(order).toEqual(['upload', 'save']);
  });

  it('stops at a refused logo: "Le chargement de « logo.png » a échoué : …", the file out of the form, the provider not written', async () => {
    const refusal = new ApiError(422, [{ propertyPath: 'file', message: 'Le logo doit mesurer exactement 75×75 px.' }], null);
    let written = false;
    const result = await expectSaga(saveProvider, providerSaveRequested({ id: 7, values: values() }))
      .provide([
        [matchers.call.like({ fn: uploadFile, args: [{ field: 'logo' }] }), throwError(refusal)],
        [matchers.call.fn(callApi), dynamic(() => ((written = true), { status: 200, data: saved }))],
      ])
      .put.like({
        action: { type: saveFailed.type, payload: { key: PROVIDER_FORM, fieldErrors: { logo: 'Le logo doit mesurer exactement 75×75 px.' }, refusedFiles: ['logo'] } },
      })
      .put.like({ action: { type: toastShown.type, payload: { severity: 'error', messageId: 'form.uploadRefused', values: { name: 'logo.png', reason: 'Le logo doit mesurer exactement 75×75 px.' } } } })
      .run();
    expect(written).toBe(false);
    expect(putActions(result).some((action) => action.type === modalClosed.type)).toBe(false);
  });

  it('keeps the stored logo by its IRI without uploading it again, and patches the provider', async () => {
    const kept = { ...values(), logo: logo(3) };
    const result = await expectSaga(saveProvider, providerSaveRequested({ id: 7, values: kept }))
      .provide([[matchers.call.fn(callApi), { status: 200, data: saved }]])
      .call.like({ fn: callApi, args: [{ method: 'PATCH', path: '/providers/7', body: { logo: '/backend/provider_logo_media/3' } }] })
      .run();
    expect(result.effects.call.some((effect) => effect.payload.fn === uploadFile)).toBe(false);
  });

  it('puts the server violations on the fields (Email manquant) and closes nothing', async () => {
    const refusal = new ApiError(422, [{ propertyPath: 'email', message: 'Email manquant' }], 'email: Email manquant');
    const result = await expectSaga(saveProvider, providerSaveRequested({ id: 7, values: { ...values(), logo: logo(3) } }))
      .provide([[matchers.call.fn(callApi), throwError(refusal)]])
      .put.like({ action: { type: saveFailed.type, payload: { key: PROVIDER_FORM, fieldErrors: { email: 'Email manquant' } } } })
      .run();
    expect(putActions(result).some((action) => action.type === modalClosed.type)).toBe(false);
  });
});

describe('a provider link clicked', () => {
  it('counts the click on its placement: PATCH /provider_shows/{id} {clicked: true}', async () => {
    await expectSaga(countProviderClick, providerLinkClicked({ placementId: 12 }))
      .provide([[matchers.call.fn(callApi), { status: 204, data: null }]])
      .call(callApi, { method: 'PATCH', path: '/provider_shows/12', body: { clicked: true } })
      .run();
  });

  it.each([
    ['the API is down', new ApiError(0, [], null)],
    ['the server fails', new ApiError(500, [], 'Internal error')],
    ['the placement is gone', new ApiError(404, [], 'Not found')],
  ])('tells nothing and throws nothing when %s (fire-and-forget)', async (_case, error) => {
    const result = await expectSaga(countProviderClick, providerLinkClicked({ placementId: 12 }))
      .provide([[matchers.call.fn(callApi), throwError(error)]])
      .run();
    expect(putActions(result)).toEqual([]);
  });
});

describe("a provider's contacts", () => {
  const contact = { '@id': '/backend/contacts/4', '@type': 'Contact', id: 4, lastname: 'Martin', firstname: 'Léa', phone: '0102030405', company: 'Acme', provider: '/backend/providers/7' } as ProviderContact;
  const contactValues = { lastname: ' Martin ', firstname: 'Léa', phone: '0102030405', company: 'Acme' };

  it('creates a contact of the provider, "Contact enregistré !", the modal closed', async () => {
    await expectSaga(saveContact, contactSaveRequested({ id: null, providerIri: '/backend/providers/7', values: contactValues }))
      .provide([[matchers.call.fn(callApi), { status: 201, data: contact }]])
      .call(callApi, { method: 'POST', path: '/contacts', body: { lastname: 'Martin', firstname: 'Léa', phone: '0102030405', company: 'Acme', provider: '/backend/providers/7' } })
      .put(entitiesReceived({ type: 'providerContacts', items: [contact] }))
      .put(modalClosed(CONTACT_FORM))
      .put.like({ action: { type: toastShown.type, payload: { severity: 'success', messageId: 'providers.contact.saved' } } })
      .run();
  });

  it("puts 'Renseignez un numéro' from the server under the phone", async () => {
    const refusal = new ApiError(422, [{ propertyPath: 'phone', message: 'Renseignez un numéro' }], 'phone: Renseignez un numéro');
    await expectSaga(saveContact, contactSaveRequested({ id: 4, providerIri: '/backend/providers/7', values: contactValues }))
      .provide([[matchers.call.fn(callApi), throwError(refusal)]])
      .call.like({ fn: callApi, args: [{ method: 'PATCH', path: '/contacts/4' }] })
      .put.like({ action: { type: saveFailed.type, payload: { key: CONTACT_FORM, fieldErrors: { phone: 'Renseignez un numéro' } } } })
      .run();
  });

  it("asks 'Confirmez-vous cette suppression ?' before deleting, with 'Contact supprimé !' and 'Erreur lors de la suppression'", async () => {
    await expectSaga(confirmContactDelete, contactDeleteRequested({ id: 4 }))
      .put(
        confirmRequested({
          messageId: 'providers.delete.confirm',
          action: deleteRequested({ resource: 'providerContacts', id: 4, successMessageId: 'providers.contact.deleted' }),
          errorMessageId: 'providers.contact.deleteFailed',
        }),
      )
      .run();
  });
});

describe("the provider page's delete", () => {
  it('goes back to the list once done, and only for that delete', async () => {
    await expectSaga(leaveDeletedProvider, deleteSucceeded({ resource: 'providers', key: PROVIDER_PAGE_DELETE, id: 7 }))
      .provide([[matchers.call.fn(navigate), undefined]])
      .call(navigate, '/prestataires', { replace: true })
      .run();
    const other = await expectSaga(leaveDeletedProvider, deleteSucceeded({ resource: 'providers', key: 'providers/delete', id: 7 })).run();
    expect(other.effects.call ?? []).toEqual([]);
  });
});
