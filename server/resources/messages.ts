/**
 * `/backend/messages/{id}` and `/backend/message_media`: the messages and attachments of every
 * thread declared in this folder (server/threads/messages.ts).
 */
import { messagesModule } from '../threads/messages';

export default messagesModule;
