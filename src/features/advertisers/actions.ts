/** The advertisers' intents and the keys of their forms (modal name = mutation key). */
import { createAction } from '@reduxjs/toolkit';
import { modalOpened } from '@/ui/uiSlice';
import type { AdvertiserValues } from './forms/advertiserForms';

export const ADVERTISER_FORM = 'advertisers/form';
export const ADVERTISEMENT_FORM = 'advertisers/advertisementForm';
/** The mutation key of the detail page's delete (its success leaves the page). */
export const ADVERTISER_PAGE_DELETE = 'advertisers/pageDelete';

export const advertiserFormOpened = (id: number | null) => modalOpened({ name: ADVERTISER_FORM, id });

/** The form sent: the logo uploaded first when one was chosen, then the advertiser. */
export const advertiserSaveRequested = createAction<{ id: number | null; values: AdvertiserValues }>('advertisers/saveRequested');
/** An advertisement's link opened (the side menu's logos): one click counted on it. */
export const advertisementClicked = createAction<{ advertisementId: number }>('advertisers/advertisementClicked');
