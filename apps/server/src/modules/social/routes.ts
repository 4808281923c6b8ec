/** Routes of likes (press-like) and comments on feed events (SPEC §1 Events feed, §7); all scoped to the caller's organization. */
import type { Db } from '../../db/client.ts';
import { requireOrg, type Handlers } from '../../http/routing.ts';
import type { AuthContext } from '../../http/session.ts';
import { listComments, listLikers, type CommentTargets } from './queries.ts';
import { createComment, deleteComment, likeEvent, unlikeEvent, updateComment } from './service.ts';

type SocialRoute = 'likeEvent' | 'eventLikers' | 'unlikeEvent' | 'comments' | 'createComment' | 'updateComment' | 'deleteComment';

/**
 * `targets` checks comment targets that are not feed events (challenge reports).
 * POST/DELETE /api/feed/likes → EventLikes; GET /api/feed/likes → who liked (LikersPage); GET/POST/PATCH/DELETE /api/feed/comments.
 * Errors: 404 NOT_FOUND for an unknown event/comment or one of another organization, 403 FORBIDDEN
 * for editing others' comments or deleting them without role 'A', 400 VALIDATION_ERROR for bad text.
 */
export function socialHandlers(db: Db, targets: CommentTargets): Pick<Handlers, SocialRoute> {
  const viewer = (auth: AuthContext) => ({ organizationId: requireOrg(auth), userId: auth.userId });
  return {
    likeEvent: async ({ auth, body }) => likeEvent(db, viewer(auth), body),
    eventLikers: async ({ auth, query }) => listLikers(db, viewer(auth), query),
    unlikeEvent: async ({ auth, query }) => unlikeEvent(db, viewer(auth), query),
    comments: async ({ auth, query }) => listComments(db, viewer(auth), query, targets),
    createComment: async ({ auth, body }) => createComment(db, viewer(auth), body, targets),
    updateComment: async ({ auth, query, body }) => updateComment(db, viewer(auth), query.id, body.text),
    deleteComment: async ({ auth, query }) => deleteComment(db, viewer(auth), query.id),
  };
}
