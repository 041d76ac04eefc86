import type { Advertiser, AdvertiserShow } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { withListGrid } from '@/lists/listGrid';
import { ADVERTISER_LIST, ADVERTISERS_PATH } from './advertiserList';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    advertisers: Advertiser;
    advertiserShows: AdvertiserShow;
  }
}

/**
 * Advertisers (part 2 §2–§9, issue 23): the directory (admin), an advertiser's page, the show
 * dashboard's advertisements box, and the advertisers' logos at the foot of the side menu for every
 * user of a show, whose clicks are counted.
 */
export default defineFeature({
  name: 'advertisers',
  routes: [
    {
      path: ADVERTISERS_PATH,
      access: 'private',
      permission: 'advertiser.list',
      titleId: 'advertisers.title',
      load: () => withListGrid(import(/* webpackChunkName: "advertisers" */ './pages/AdvertisersPage')),
    },
    {
      path: `${ADVERTISERS_PATH}/:advertiserId`,
      access: 'private',
      permission: 'advertiser.list',
      titleId: 'advertisers.detail.title',
      load: () => import(/* webpackChunkName: "advertiser" */ './pages/AdvertiserPage'),
    },
  ],
  menu: [{ id: 'advertisers', placement: 'settings', order: 40, labelId: 'layout.settings.advertisers', path: ADVERTISERS_PATH, permission: 'advertiser.list' }],
  entities: {
    advertisers: { path: '/advertisers' },
    advertiserShows: { path: '/advertiser_shows' },
  },
  lists: [ADVERTISER_LIST],
  panels: [
    { id: 'advertisements', slot: 'show', order: 20, load: () => import(/* webpackChunkName: "show-advertisements" */ './ShowAdvertisementsBox') },
    {
      id: 'advertiserLinks',
      slot: 'sideMenuBottom',
      order: 10,
      // At the foot of the side menu, under what the user came for: rendered just after the first paint.
      afterFirstPaint: true,
      load: () => import(/* webpackChunkName: "advertiser-links" */ './SideAdvertiserLinks'),
    },
  ],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './clickSagas'),
  lazySagas: () => import(/* webpackChunkName: "advertisers-sagas" */ './sagas'),
  messages: ['advertisers'],
});
