/** The providers' intents and the keys of their forms (modal name = mutation key). */
import { createAction } from '@reduxjs/toolkit';
import { modalOpened } from '@/ui/uiSlice';
import type { ContactValues, ProviderValues } from './forms/providerForms';

export const PROVIDER_FORM = 'providers/form';
export const CONTACT_FORM = 'providers/contactForm';
export const CATEGORIES_DIALOG = 'providers/categories';
export const CATEGORY_FORM = 'providers/categoryForm';
export const PLACEMENT_FORM = 'providers/placementForm';
/** The mutation key of the detail page's delete (its success leaves the page). */
export const PROVIDER_PAGE_DELETE = 'providers/pageDelete';
/** The side menu's providers modal (every user of a show). */
export const SHOW_PROVIDERS_MODAL = 'providers/showModal';

export const providerFormOpened = (id: number | null) => modalOpened({ name: PROVIDER_FORM, id });
export const categoriesOpened = () => modalOpened({ name: CATEGORIES_DIALOG });

/** The form sent: the logo uploaded first when one was chosen, then the provider. */
export const providerSaveRequested = createAction<{ id: number | null; values: ProviderValues }>('providers/saveRequested');
/** The detail page's delete (after its confirmation): back to the list once done. */
export const providerDeleteRequested = createAction<{ id: number }>('providers/deleteRequested');
export const contactSaveRequested = createAction<{ id: number | null; providerIri: string; values: ContactValues }>('providers/contactSaveRequested');
/** Asks to confirm, then deletes the contact. */
export const contactDeleteRequested = createAction<{ id: number }>('providers/contactDeleteRequested');
/** A provider's link opened from a show (the modal): one click counted on its placement. */
export const providerLinkClicked = createAction<{ placementId: number }>('providers/linkClicked');
