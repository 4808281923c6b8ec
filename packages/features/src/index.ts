/**
 * @gratia/features — product widgets of Gratia (ARCHITECTURE: widget library), built from
 * @gratia/ui and fetching with swr through the hooks below. Mount them under an i18next instance
 * from {@link createI18n}, a `ToastProvider`, {@link ApiProvider} and a react-router router.
 */

// API: the one HTTP client, swr configuration and hooks
export {
  ApiError,
  apiFetch,
  apiPath,
  createApiClient,
  defaultApiClient,
  isApiError,
  readCookie,
  toApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorCode,
  type ApiFetchOptions,
  type RouteBody,
  type RouteName,
  type RouteQuery,
  type RouteResponse,
  setApiFailureHandler,
  type ApiFailureHandler,
  axiosUploadTransport,
  type UploadOptions,
  type UploadRequest,
  type UploadReply,
  type UploadTransport,
} from './api/client.ts';
export { challengeFailureRule, loginRedirectFor, type FailureContext } from './api/redirectRules.ts';
export {
  DEFERRED_FETCH_DELAY_MS,
  shellKeys,
  useChangeOrganization,
  useCurrentPeriodState,
  useDelayPassed,
  useMarketsAvailable,
  useProfileSettings,
  useSaveLanguage,
  useUserOrganizations,
  type ChangeOrganizationCalls,
  type CurrentPeriodState,
} from './api/shellHooks.ts';
export { ApiClientProvider, ApiProvider, useApiClient } from './api/context.tsx';
export { useErrorToast } from './api/useErrorToast.ts';
export {
  apiKeys,
  FEED_PAGE_SIZE,
  feedPageKey,
  USER_SEARCH_LIMIT,
  useBalance,
  useLogout,
  useMe,
  useOrganizationSettings,
  useRequestCode,
  useSearchUsers,
  useSendThanks,
  useValues,
  useVerifyCode,
  HISTORY_PAGE_SIZE,
  historyPageKey,
  useCancelTransfer,
  useEconomySettings,
  useHistory,
  useHistoryGroups,
  type HistoryParams,
  type HistoryState,
  type SendThanks,
} from './api/hooks.ts';

// i18n
export { changeLanguage, createI18n, isLanguage, LANG_STORAGE_KEY, LANGUAGES, storedLanguage, type Language } from './i18n/setup.ts';
export { featureNamespaces, featureResources, resources, type FeatureNamespace } from './i18n/resources.ts';
export { errorMessage, logoutErrorMessage, validationMessage, type ValidationIssue } from './i18n/errorMessage.ts';
export { bonusNameFor, formatDate, formatDateTime, formatNumber, formatRelativeTime } from './i18n/format.ts';
export { useFormatPoints } from './i18n/useFormatPoints.ts';

// widgets
export { LoginForm, type LoginFormProps } from './auth/LoginForm.tsx';
export { BalanceCard } from './balance/BalanceCard.tsx';
export { ValuesList } from './values/ValuesList.tsx';
export { ThanksForm } from './thanks/ThanksForm.tsx';
export { PhotoAttachments, type PhotoAttachmentsProps } from './thanks/PhotoAttachments.tsx';
export { StickerPicker, type StickerPickerProps } from './thanks/StickerPicker.tsx';
export { useStickerPacks, useImageUpload, uploadImagePath, stickerPacksKey, type ImageUploader } from './api/mediaHooks.ts';
export {
  useFeed,
  useFeedEvent,
  useToggleLike,
  useComments,
  useCreateComment,
  useUpdateComment,
  useDeleteComment,
  FEED_POLL_INTERVAL_MS,
  type FeedEvents,
  type CommentsState,
} from './feed/hooks.ts';
export { validateThanks, type ThanksErrors, type ThanksFormValues, type ThanksLimits } from './thanks/validateThanks.ts';
export { fullName } from './thanks/userName.ts';
export { FeedCard, type FeedCardProps } from './feed/FeedCard.tsx';
export { FeedList, type FeedListProps } from './feed/FeedList.tsx';
export { FeedEventView, type FeedEventViewProps } from './feed/FeedEventView.tsx';
export { CommentsThread, type CommentsThreadProps } from './feed/CommentsThread.tsx';
export { PhotoGrid, PhotoViewer, type PhotoGridProps, type PhotoViewerProps } from './feed/PhotoGrid.tsx';
export { AppHeader, VK_TOKEN_STORAGE_KEY } from './shell/AppHeader.tsx';
export { LanguageSwitcher, type LanguageSwitcherProps } from './shell/LanguageSwitcher.tsx';
export {
  navigationFor,
  navPath,
  PHONE_BAR,
  PHONE_MORE,
  SIDEBAR_ORDER,
  TABLET_BAR,
  TABLET_MORE,
  type NavContextInput,
  type Navigation,
  type NavId,
  type NavItem,
} from './shell/navigation.ts';
export { ShellConfigProvider, useNavigation, useShellConfig, type ShellConfig } from './shell/ShellContext.tsx';
export { BottomBar, type BottomBarProps } from './shell/BottomBar.tsx';
export { Footer, COPYRIGHT_FROM, type FooterProps } from './shell/Footer.tsx';
export { PeriodBell, launchPeriodPath, type PeriodBellProps } from './shell/PeriodBell.tsx';
export { OrganizationSwitcher, type OrganizationSwitcherProps } from './shell/OrganizationSwitcher.tsx';
export { BareLayout, ChallengeLayout, OnboardingLayout } from './shell/OtherLayouts.tsx';
export { RouteError, type RouteErrorProps } from './shell/RouteError.tsx';
export { useLanguageSync } from './shell/useLanguageSync.ts';
export { RequireAdmin, RequireNoOrganization, RequireOrganization, RequireSuperuser } from './shell/guards.tsx';
export { navEntries, Sidebar, type NavEntry, type SidebarProps } from './shell/Sidebar.tsx';
export { MainLayout, type MainLayoutProps } from './shell/MainLayout.tsx';
export { AuthLayout } from './shell/AuthLayout.tsx';
export { ScreenGrid } from './shell/ScreenGrid.tsx';
export { PageStatus } from './shell/PageStatus.tsx';
export { HistoryView, type HistoryMode, type HistoryViewProps } from './history/HistoryView.tsx';
export { HistoryRow, historyTypeKey, type HistoryRowProps } from './history/HistoryRow.tsx';
