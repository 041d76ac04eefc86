import type { StandMedia, StandSecurityInstruction } from '@/domain/api';
import { defineFeature } from '@/features/manifest';
import { ATTESTATION_ZIP_MODAL } from './actions';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    standSecurityInstructions: StandSecurityInstruction;
    standMedia: StandMedia;
  }
}

/**
 * The stand's safety side (part 1 §2, part 2 §2–§5): the forced 'NOTICE SPS EXPOSANT' on the stand
 * dashboard, the attestations card (the plan confirmation's, the safety record's, the stand media),
 * the stand list's attestations zip and its progress dialog.
 */
export default defineFeature({
  name: 'standSafety',
  entities: { standSecurityInstructions: { path: '/stand_security_instructions' }, standMedia: { path: '/stand_media' } },
  panels: [
    {
      // Only a dialog, shown when the stand needs its safety record (sagas.ts decides).
      id: 'standSafetyNotice',
      slot: 'stand',
      order: 0,
      load: () => import(/* webpackChunkName: "stand-safety" */ './SafetyNoticePanel'),
    },
    {
      id: 'standAttestations',
      slot: 'standSide',
      // Below the stand's messages and plans: rendered just after the page's first paint.
      afterFirstPaint: true,
      order: 20,
      load: () => import(/* webpackChunkName: "stand-safety" */ './AttestationsCard'),
    },
  ],
  overlays: [
    {
      id: 'attestationZip',
      modal: ATTESTATION_ZIP_MODAL,
      permission: 'standSecurityAttestation.zip',
      load: () => import(/* webpackChunkName: "stand-safety" */ './components/AttestationZipProgress'),
    },
  ],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  messages: ['standSafety'],
});
