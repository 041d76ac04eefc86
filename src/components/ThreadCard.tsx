/**
 * A thread's block (part 1 §3–§5, part 2 §4): its title, the composer (or why writing is not
 * possible), its messages a page at a time. The stand's, a request's and a stand's documents'
 * threads are this card with their own texts, drafts and intents. Dumb.
 */
import PanelCard from './PanelCard';
import MessageComposer, { type MessageComposerProps } from './MessageComposer';
import ThreadMessages, { type ThreadMessagesProps, type ThreadRow } from './ThreadMessages';

export interface ThreadCardProps<R extends ThreadRow> extends ThreadMessagesProps<R> {
  title: string;
  /** The thread's owner (the composer starts afresh on another). */
  ownerKey: number;
  composer: MessageComposerProps;
}

export default function ThreadCard<R extends ThreadRow>({ title, ownerKey, composer, ...messages }: ThreadCardProps<R>) {
  return (
    <PanelCard title={title}>
      <MessageComposer key={ownerKey} {...composer} />
      <ThreadMessages {...messages} />
    </PanelCard>
  );
}
