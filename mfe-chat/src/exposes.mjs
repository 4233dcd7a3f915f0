/** The pages this remote exposes; the shell's route table (shared-contracts/src/routes.ts) names them. */
export const exposes = {
  './chats': './src/features/list/ChatsPage.tsx',
  './chat': './src/features/conversation/ConversationPage.tsx',
  './member-chat': './src/features/start/StartChatPage.tsx',
  // Mounted by the shell for every logged-in member: the chat poll, the live socket and the unread badge.
  './chat-watcher': './src/features/watcher/ChatWatcher.tsx',
  // A block of the member home (memberHomeBlocks): the chats with unread messages first, from the watcher's list.
  './home-chats': './src/features/home/HomeChats.tsx',
};
