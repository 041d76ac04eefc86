import type { MessageMedia, StandMessage } from '@/domain/api';
import { defineFeature } from '@/features/manifest';

declare module '@/entities/entityTypes' {
  interface EntityMap {
    standMessages: StandMessage;
    messageMedia: MessageMedia;
  }
}

/** The stand's messages and the plan workflow (part 1 §2–§5): the thread, and the plans card beside it. */
export default defineFeature({
  name: 'standMessages',
  entities: { standMessages: { path: '/stand_messages' }, messageMedia: { path: '/message_media' } },
  panels: [
    {
      id: 'standMessages',
      slot: 'stand',
      order: 10,
      load: () => import(/* webpackChunkName: "stand-messages" */ './StandMessagesPanel'),
    },
    {
      id: 'standPlans',
      slot: 'standSide',
      order: 10,
      load: () => import(/* webpackChunkName: "stand-messages" */ './PlanCard'),
    },
    {
      id: 'standAttestations',
      slot: 'standSide',
      order: 20,
      load: () => import(/* webpackChunkName: "stand-messages" */ './AttestationsCard'),
    },
  ],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  messages: ['standMessages'],
});
