/**
 * The directories' logos (issue 23, part 2 §7: `POST /backend/provider_logo_media` and
 * `/backend/advertiser_logo_media` with `file`): uploaded first, then named by the provider's or
 * advertiser's `logo`. Through the one upload service (server/services/uploads.ts), whose kinds
 * `providerLogo` / `advertiserLogo` check the type from the bytes (PNG, JPEG, an SVG with nothing
 * that runs), the size (5 MB) and the exact dimensions (75 × 75, 170 × 170) measured from the file.
 * The logo's `objectUrl` is the public media URL: its random storage name never changes, so it is
 * served as immutable (server/resources/media.ts).
 */
import type { Permission } from '@/domain/permissions';
import { API_PREFIX, defineResource, type Resource } from '../hydra/resource';
import { defineResourceModule } from '../resourceModule';
import { UPLOAD_KINDS, uploadProcessor } from '../services/uploads';

function logoMedia(path: string, type: string, kind: 'providerLogo' | 'advertiserLogo', permission: Permission, what: string): Resource {
  const pixels = UPLOAD_KINDS[kind].pixels;
  return defineResource({
    path,
    type,
    table: 'media',
    description: `${what} logo, uploaded (multipart, field file) before the ${what.toLowerCase()} names it.`,
    fields: {
      mediaFileName: { read: { sql: 't.media_file_name', type: 'string' } },
      mimeType: { description: 'Decided from the bytes.', read: { sql: 't.mime_type', type: 'string' } },
      size: { description: 'In bytes.', read: { sql: 't.size', type: 'integer' } },
      width: { description: 'Pixels: what the upload checked.', read: { sql: String(pixels.width), type: 'integer' } },
      height: { description: 'Pixels: what the upload checked.', read: { sql: String(pixels.height), type: 'integer' } },
      objectUrl: { read: { sql: `'${API_PREFIX}/media/' || t.id || '/' || t.storage_name`, type: 'string' } },
    },
    operations: { read: permission, create: permission },
    processors: { create: uploadProcessor(kind) },
    scope: () => `t.kind = '${kind}' AND t.enabled`,
  });
}

export const providerLogoMedia = logoMedia('provider_logo_media', 'ProviderLogoMedia', 'providerLogo', 'provider.add', 'Provider');
export const advertiserLogoMedia = logoMedia('advertiser_logo_media', 'AdvertiserLogoMedia', 'advertiserLogo', 'advertiser.add', 'Advertiser');

export default defineResourceModule({ resources: [providerLogoMedia, advertiserLogoMedia] });
