import { addListener, isAnyOf } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { likeReceived, newLikesCounted, secondaryPollDue, useAppDispatch } from 'shared-contracts/store';
import { useGetLikesQuery } from '../../shared/likesApi';

/**
 * Runs in the background while a member is logged in (the shell mounts it): reloads the likes on every
 * secondaryPollDue — 1 s after each user poll — and when a like arrives live (likeReceived, from the chat socket), and reports the unseen received likes for the badges (docs/product.md §4, §9).
 */
export default function LikesWatcher() {
  const dispatch = useAppDispatch();
  const { data, refetch } = useGetLikesQuery(undefined);
  useEffect(() => {
    // The shell's listener middleware answers addListener with the function that removes the listener again.
    const unsubscribe = dispatch(
      addListener({ matcher: isAnyOf(secondaryPollDue, likeReceived), effect: () => void refetch() }),
    ) as unknown as () => void;
    return unsubscribe;
  }, [dispatch, refetch]);
  const newLikes = data?.liked_by.filter((like) => like.like_new).length ?? 0;
  useEffect(() => {
    dispatch(newLikesCounted(newLikes));
  }, [dispatch, newLikes]);
  return null;
}
