/**
 * The features of the app: each folder's manifest, collected here and registered
 * before the store is made. Adding a feature is one line.
 */
import accounts from '@/features/accounts/manifest';
import advertisers from '@/features/advertisers/manifest';
import auth from '@/features/auth/manifest';
import demands from '@/features/demands/manifest';
import errors from '@/features/errors/manifest';
import flows from '@/features/flows/manifest';
import home from '@/features/home/manifest';
import layoutTypes from '@/features/layoutTypes/manifest';
import legal from '@/features/legal/manifest';
import notifications from '@/features/notifications/manifest';
import outbox from '@/features/outbox/manifest';
import passwordReset from '@/features/passwordReset/manifest';
import providers from '@/features/providers/manifest';
import type { FeatureManifest } from '@/features/manifest';
import { registerFeatures } from '@/features/registry';
import session from '@/features/session/manifest';
import showDashboard from '@/features/showDashboard/manifest';
import sources from '@/features/sources/manifest';
import shows from '@/features/shows/manifest';
import standContacts from '@/features/standContacts/manifest';
import standDocuments from '@/features/standDocuments/manifest';
import standLayouts from '@/features/standLayouts/manifest';
import standTimeline from '@/features/standTimeline/manifest';
import standMessages from '@/features/standMessages/manifest';
import standReports from '@/features/standReports/manifest';
import standSafety from '@/features/standSafety/manifest';
import stands from '@/features/stands/manifest';
import standImport from '@/features/standImport/manifest';
import planReview from '@/features/planReview/manifest';

export const FEATURES: readonly FeatureManifest[] = [session, auth, errors, legal, home, shows, showDashboard, stands, standImport, standMessages, standContacts, standLayouts, standReports, standSafety, standTimeline, demands, standDocuments, layoutTypes, notifications, accounts, outbox, passwordReset, flows, providers, advertisers, sources, planReview];

registerFeatures(FEATURES);
