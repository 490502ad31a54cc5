import { paths } from '@newsroom/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeletePost } from '../api/delete-post.ts';

/**
 * The editor's 'Törlés': the question, then the delete, which clears the local copy for good and
 * goes back to the article list; a refused delete only closes the question.
 */
export function usePostDelete(id: number | null, copy: { clear: (options?: { stop?: boolean }) => void }) {
  const navigate = useNavigate();
  const deletePost = useDeletePost();
  const [asking, setAsking] = useState(false);

  function confirm() {
    if (id === null) return;
    deletePost.mutate(id, {
      onSuccess: () => {
        copy.clear({ stop: true });
        setAsking(false);
        navigate(paths.posts.path);
      },
      onError: () => setAsking(false),
    });
  }

  return {
    asking,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm,
    deleting: deletePost.isPending,
  };
}
