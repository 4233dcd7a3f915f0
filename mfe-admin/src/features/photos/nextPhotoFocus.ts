import { useEffect, useRef, useState } from 'react';
import type { ReviewPhoto } from 'shared-contracts/api/admin';

/**
 * The photo queue goes on to the next photo after a decision, as Discourse's review queue goes on to the next item:
 * the decided photo leaves the grid, and the focus it had moves to the photo that takes its place (the next oldest;
 * the one before when it was the last of the page), or to the queue's "nothing waits" once none is left. Cards carry
 * `data-queue-item={id}`, the empty queue's words `data-queue-empty`. Answers the cards' `onDecided` and the name of
 * the member whose photo is next, to say so.
 */
export function useNextPhotoFocus(photos: ReviewPhoto[] | undefined) {
  const decided = useRef<{ id: number; index: number } | null>(null);
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => {
    const last = decided.current;
    // Until the queue is asked again, the decided photo is still in it.
    if (!last || !photos || photos.some((photo) => photo.id === last.id)) return;
    decided.current = null;
    const photo = photos[Math.min(last.index, photos.length - 1)];
    const target = photo ? `[data-queue-item="${photo.id}"]` : '[data-queue-empty]';
    document.querySelector<HTMLElement>(target)?.focus();
    setNext(photo?.member_name ?? null);
  }, [photos]);
  const onDecided = (id: number) => {
    decided.current = { id, index: Math.max(0, photos?.findIndex((photo) => photo.id === id) ?? 0) };
    setNext(null);
  };
  return { onDecided, next };
}
