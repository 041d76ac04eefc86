import type { MessageMedia, StandMessage } from '@/domain/api';
import { listRequested } from '@/entities/queriesSlice';
import { defineFeature } from '@/features/manifest';
import { threadParams } from './threadQuery';

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
      // The thread's first page goes with the stand's request (the plans card reads it too).
      prefetch: ({ standId }) => listRequested({ resource: 'standMessages', params: threadParams(standId) }),
    },
    {
      id: 'standPlans',
      slot: 'standSide',
      order: 10,
      load: () => import(/* webpackChunkName: "stand-messages" */ './PlanCard'),
    },
  ],
  privateSagas: () => import(/* webpackChunkName: "private-sagas" */ './sagas'),
  messages: ['standMessages'],
});
