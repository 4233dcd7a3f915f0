import { BlockRepository } from '../repositories/blocks';
import { ChatRepository } from '../repositories/chats';
import { LikeRepository } from '../repositories/likes';
import { LivePresenceRepository } from '../repositories/livePresence';
import { coreDomain, type CoreServices } from './core';
import { defineDomain } from './domain';

/** Conversations and messages, likes and blocks, and who has a live socket open (docs/architecture.md). */
export interface ChatServices {
  chats: ChatRepository;
  likes: LikeRepository;
  blocks: BlockRepository;
  livePresence: LivePresenceRepository;
}

export const chatDomain = defineDomain<CoreServices, ChatServices>({
  name: 'chat',
  dependencies: [coreDomain],
  create: ({ db, live }) => ({
    chats: new ChatRepository(db, live),
    likes: new LikeRepository(db),
    blocks: new BlockRepository(db),
    livePresence: new LivePresenceRepository(db),
  }),
});
