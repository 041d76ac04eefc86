/** What a thread's declaration (server/resources/standMessages.ts) imports. */
export { defineThread, type Thread } from './defineThread';
export type { StepTaken, ThreadDecl, ThreadExtra, ThreadForm, ThreadOwner, ThreadStep } from './thread';
export { memberRoleSql, standOwner } from './thread';
