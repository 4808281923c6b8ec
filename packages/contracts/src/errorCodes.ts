/**
 * Stable error codes of the API (SPEC §8). The client maps each code to a translated message;
 * the server never relies on the message text. Adding a code is backwards compatible,
 * renaming one is not. A plain list, imported without zod (the web app's first screen needs the
 * codes, not the schemas); `ErrorCode` (errors.ts) is the schema over it.
 */
export const ERROR_CODES = [
  /** Request body, query or params failed schema validation; `details.issues` lists the fields. */
  'VALIDATION_ERROR',
  /** No session, or the session expired (401). */
  'UNAUTHORIZED',
  /** Signed in, but the role does not allow this (403). */
  'FORBIDDEN',
  /** A non-GET request without a valid CSRF header (403). */
  'CSRF_INVALID',
  /** Route or resource does not exist, or belongs to another organization (404). */
  'NOT_FOUND',
  /** 'User is not found': an unknown recipient. Sign-in does not tell whether a login exists (only the tests' AUTH_TEST_CODE gets it). */
  'USER_NOT_FOUND',
  /** The shared key does not match any community. */
  'INVALID_SHARED_KEY',
  /** The one-time code is wrong; `details.attemptsLeft` tells how many tries remain. */
  'INVALID_CODE',
  /** The one-time code expired or was used up (5 wrong tries); ask for a new one. */
  'CODE_EXPIRED',
  /**
   * Too many requests (429): sign-in codes asked or checked for a login, from a client address or
   * overall, or an organization change (`details.retryAfter` in seconds, also the Retry-After
   * header); unused uploads (`details.limit`, `details.windowSeconds`).
   */
  'RATE_LIMITED',
  /** 'No active period, sending thanks is temporarily unavailable'. */
  'NO_ACTIVE_PERIOD',
  /** The sender's distribution account holds fewer points than the amount. */
  'INSUFFICIENT_FUNDS',
  /** Amount above the organization's max transfer; `details.max` (points). */
  'MAX_TRANSFER_EXCEEDED',
  /** A member cannot thank themselves. */
  'SELF_TRANSFER',
  /** The organization does not allow anonymous thanks. */
  'ANONYMITY_NOT_ALLOWED',
  /** The company value does not belong to the organization. */
  'VALUE_NOT_FOUND',
  /** The idempotency key was already used with a different request body (409). */
  'IDEMPOTENCY_CONFLICT',
  /** Period start date is in the past (SPEC §5). */
  'PERIOD_START_IN_PAST',
  /** Period end date is not later than its start (SPEC §5). */
  'PERIOD_END_BEFORE_START',
  /** The period already ends on that date (SPEC §5 'the same end date cannot be set'). */
  'PERIOD_SAME_END_DATE',
  /** The dates overlap another period of the organization (at most one active period). */
  'PERIOD_OVERLAP',
  /** 'Cannot delete active period': the active period cannot be changed or deleted (SPEC §4, §5). */
  'ACTIVE_PERIOD_LOCKED',
  /** A completed period cannot be changed or deleted. */
  'PERIOD_LOCKED',
  /** The thanks can no longer be canceled (window over, already canceled, or its period ended). */
  'TRANSFER_NOT_CANCELLABLE',
  /**
   * Points cannot be added to this thanks; `details.reason`: `own` (the caller sent it),
   * `received` (the caller received it), `canceled` (it was canceled), `addition` (it is itself
   * an addition: add to the thanks it belongs to).
   */
  'ADDITION_NOT_ALLOWED',
  /** Transfers created by an admin cannot be edited or deleted (SPEC §5). */
  'ADMIN_TRANSFER_IMMUTABLE',
  /** The upload is not an image the server accepts (checked by content, 415). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** The request body is larger than allowed (413); `details.maxBytes`. */
  'PAYLOAD_TOO_LARGE',
  /** The image has more pixels or a longer side than allowed, or took too long to process (422); `details.maxPixels`, `details.maxSide`. */
  'IMAGE_TOO_LARGE',
  /** A header logo bigger than 166 × 35 px (SPEC §5); `details.maxWidth`, `maxHeight`, `width`, `height` (422). */
  'HEADER_LOGO_TOO_LARGE',
  /** A photo id is unknown, not the caller's, of another purpose, or already used. */
  'IMAGE_NOT_FOUND',
  /** The sticker is unknown, inactive, or not of the caller's organization. */
  'STICKER_NOT_FOUND',
  /** The server is at capacity for this kind of work (503, image processing); retry after `Retry-After` seconds. */
  'SERVER_BUSY',
  /** The division still holds members or sub-divisions and cannot be deleted; `details.members`, `details.children`. */
  'DIVISION_NOT_EMPTY',
  /** A division cannot be moved under itself or one of its own sub-divisions. */
  'DIVISION_CYCLE',
  /** The person is already a member of this organization. */
  'EMPLOYEE_EXISTS',
  /** The e-mail or Telegram nickname belongs to another person; `details.field`. */
  'CONTACT_TAKEN',
  /** The employee file is neither .xlsx nor .csv (415; docs/decisions/0024). */
  'IMPORT_FILE_TYPE',
  /** The employee file cannot be read: a damaged workbook, text that is not a table, no header row (422). */
  'IMPORT_FILE_UNREADABLE',
  /** The header row of the employee file lacks a required column or names one twice or unknown; `details.missing`, `details.unknown`, `details.duplicate` (422). */
  'IMPORT_COLUMNS_INVALID',
  /** The file or the export has more rows than allowed; `details.maxRows` (422). */
  'TOO_MANY_ROWS',
  /** Some rows of the employee file have errors, so nothing was imported; `details.rows` (line and errors of each), `details.totals` (422). */
  'IMPORT_ROWS_INVALID',
  /** An admin cannot fire, block or take the admin role from themself; a manager cannot give points to themself (docs/decisions/0023). */
  'SELF_ACTION',
  /** 'Your participation in the project is suspended': the member is fired or blocked in that community (sign-in, change of community). */
  'MEMBERSHIP_SUSPENDED',
  /** The recipient is fired or blocked and cannot be thanked. */
  'RECIPIENT_INACTIVE',
  /** The member already holds this role. */
  'ROLE_EXISTS',
  /** An approve or decline list names a thanks more than once; `details.ids` lists those ids. Nothing was decided (docs/decisions/0023). */
  'APPROVAL_DUPLICATE_IDS',
  /**
   * Thanks of an approve or decline list that are not waiting for a decision — already decided,
   * withdrawn, of another community, or unknown; `details.ids` lists them. Nothing was decided.
   */
  'THANKS_NOT_WAITING',
  /** A controller cannot decide a thanks they sent or received; `details.ids` lists them. Nothing was decided. */
  'APPROVAL_OWN_THANKS',
  /** The recipient of a manager's points is outside the manager's division and the divisions under it. */
  'REDISTRIBUTION_OUT_OF_SCOPE',
  /** The root community or one of its subsidiaries already has this name (`details.field`: 'name'; docs/decisions/0027). */
  'ORGANIZATION_NAME_TAKEN',
  /** A subsidiary cannot have subsidiaries of its own (docs/decisions/0027). */
  'SUBSIDIARY_OF_SUBSIDIARY',
  /** This installation has no Telegram bot, so no Telegram account can be linked (docs/decisions/0028). */
  'TELEGRAM_NOT_CONFIGURED',
  /** The community already has a Telegram group with this chat id (`details.field`: 'chatId'; SPEC §3 Telegram group). */
  'TELEGRAM_GROUP_TAKEN',
  /** No invite link has this token (docs/decisions/0032). */
  'INVITE_NOT_FOUND',
  /** The invite link's expiry has passed (docs/decisions/0032). */
  'INVITE_EXPIRED',
  /** As many people as the invite link allows have joined through it (docs/decisions/0032). */
  'INVITE_USED_UP',
  /** An admin revoked the invite link (docs/decisions/0032). */
  'INVITE_REVOKED',
  /** A new invite link's expiry is not later than now (`details.field`: 'expiresAt'; docs/decisions/0032). */
  'INVITE_EXPIRY_IN_PAST',
  /** A transfer from the community found nobody active to credit among the chosen members (docs/decisions/0033). */
  'NO_RECIPIENTS',
  /** A transfer's date is less than a minute ahead or more than a year (`details.field`: 'executeAt'; docs/decisions/0033). */
  'SCHEDULE_OUT_OF_RANGE',
  /** The scheduled transfer already ran, failed or was canceled (docs/decisions/0033). */
  'BATCH_NOT_CANCELLABLE',
  /** Self-serve community creation is for people with no community yet (docs/decisions/0035). */
  'ALREADY_IN_COMMUNITY',
  /** 'Челлендж не найден' (SPEC §8): no such challenge in the caller's organization (deleted, unknown, or another organization's). */
  'CHALLENGE_NOT_FOUND',
  /** The challenge's report is unknown or of another organization. */
  'REPORT_NOT_FOUND',
  /** A challenge must end at least 5 minutes after it starts, and not in the past (`details.field`: 'endAt' or 'startAt'; DOMAIN §1.5). */
  'CHALLENGE_DATES_INVALID',
  /** After someone took part only name, description and covers may change (`details.fields` lists the refused fields; DOMAIN §1.5). */
  'CHALLENGE_FIELDS_LOCKED',
  /** A challenge with participants, or a completed one, cannot be deleted (DOMAIN §1.5). */
  'CHALLENGE_HAS_PARTICIPANTS',
  /** The challenge has completed: no reports, decisions, closing or reception changes any more. */
  'CHALLENGE_COMPLETED',
  /** The challenge has not started yet (deferred): reports are not received. */
  'CHALLENGE_NOT_STARTED',
  /** The organizer ended the reception of reports. */
  'CHALLENGE_RECEPTION_CLOSED',
  /** 'The organizer cannot take part in their own challenge' (DOMAIN §1.7). */
  'CHALLENGE_ORGANIZER_REPORT',
  /** The participant already sent a report and the challenge allows only one (DOMAIN §1.7). */
  'CHALLENGE_REPORT_LIMIT',
  /** The challenge admits invited members only. */
  'CHALLENGE_NOT_INVITED',
  /** Reports of a voting challenge are decided by likes at its end, never by hand. */
  'CHALLENGE_VOTING',
  /** The report was already accepted or rejected (DOMAIN §1.7 'cannot be checked again'). */
  'REPORT_ALREADY_DECIDED',
  /** 'Challenge not available' (SPEC §8): the caller has not finished the earlier steps of its chain (docs/decisions/0043). */
  'CHALLENGE_NOT_AVAILABLE',
  /** A referral challenge takes part by invite links, not reports, and its winners are counted, not chosen (docs/decisions/0045). */
  'CHALLENGE_REFERRAL_ONLY',
  /** No such chain in the caller's community (or deleted). */
  'CHAIN_NOT_FOUND',
  /** 'The chain is empty, add challenges to create' (DOMAIN §1.8). */
  'CHAIN_EMPTY',
  /** A step is missing: `details.step` is the first one to fill (DOMAIN §1.8 'fill in all steps up to step N'). */
  'CHAIN_STEPS_GAP',
  /** A challenge cannot go into this chain (in another chain, completed, deleted, or not the caller's to manage): `details.challengeId`. */
  'CHAIN_CHALLENGE_UNAVAILABLE',
  /** Once someone took part, a chain's steps stay as they are. */
  'CHAIN_FIELDS_LOCKED',
  /** A chain somebody took part in cannot be deleted (DOMAIN §1.8). */
  'CHAIN_HAS_PARTICIPANTS',
  /** No such challenge template the caller may see (deleted, unknown, another member's `my` one, or another community's; docs/decisions/0044). */
  'TEMPLATE_NOT_FOUND',
  /** No such template category in the caller's tree of that scope (`details.field` names the field that gave it; docs/decisions/0044). */
  'CATEGORY_NOT_FOUND',
  /** 'Category name is required' (SPEC §5): the name is blank. */
  'CATEGORY_NAME_REQUIRED',
  /** 'A category with subcategories cannot be deleted' (SPEC §5, §8). */
  'CATEGORY_HAS_CHILDREN',
  /** No such market in the caller's community (or closed for members; a wrong public key). */
  'MARKET_NOT_FOUND',
  /** No such offer the caller may see (archived, out of its dates, another market's or community's). */
  'OFFER_NOT_FOUND',
  /** No such order the caller may see. */
  'ORDER_NOT_FOUND',
  /** 'This item is out of stock' (SPEC §8): `details.offerId`, `details.left`. */
  'OUT_OF_STOCK',
  /** The offer's issue limit per member is reached: `details.offerId`, `details.left` (docs/decisions/0046). */
  'ISSUE_LIMIT_REACHED',
  /** Checkout with no chosen available line in the cart. */
  'CART_EMPTY',
  /** The order cannot move to that status, or not by the caller: `details.allowed` (docs/decisions/0046). */
  'ORDER_STATUS_NOT_ALLOWED',
  /** An offer somebody ordered cannot be deleted (archive it instead). */
  'OFFER_HAS_ORDERS',
  /** A category cannot become its own subcategory. */
  'CATEGORY_CYCLE',
  /** Anything unexpected: 'An error occurred'. */
  'INTERNAL',
] as const;
