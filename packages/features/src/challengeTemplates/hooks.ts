import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SWRResponse } from 'swr';
import { useSWRConfig } from 'swr';
import type {
  ChallengeTemplate,
  CreateTemplateBody,
  CreateTemplateCategoryBody,
  ImageRef,
  TemplateCategory,
  TemplateCategoryTree,
  TemplateOptions,
  TemplateScope,
  TemplatesPage,
  UpdateTemplateBody,
} from '@gratia/contracts';
import { apiPath, useApiClient, useApiGet, useCursorPages, useRevalidateLists, type ApiError, type PagedListState } from '../api/index.ts';
import type { ChallengeFormValues } from '../challenges/index.ts';
import { useImageUpload } from '../thanks/index.ts';
import { challengeSettingsOf } from './templateForm.ts';

/** Template cards per page of /challenge_templates. */
export const TEMPLATES_PAGE_SIZE = 20;

/** swr keys (= API paths) of the templates area. */
export const templateKeys = {
  /** GET /api/challenges/templates — every list, whatever its scope and filters (for revalidation). */
  lists: apiPath('challengeTemplates'),
  /** GET /api/challenges/templates/one?id= */
  one: (id: number) => apiPath('challengeTemplate', { id }),
  /** GET /api/challenges/templates/options */
  options: apiPath('challengeTemplateOptions'),
  /** GET /api/challenges/template-categories?scope= */
  categories: (scope: TemplateScope) => apiPath('templateCategories', { scope }),
} as const;

/** What {@link useTemplates} returns. */
export interface TemplatesState extends PagedListState {
  /** Templates of all loaded pages, newest first. */
  items: ChallengeTemplate[];
}

/**
 * The templates of `scope` the member sees (SPEC §2 /challenge_templates; docs/decisions/0044):
 * GET /api/challenges/templates?scope=&categoryId=…&q=&limit=20, cursor pages, newest first;
 * `categoryIds` keeps those filed under any of them or their subcategories, `q` searches the name.
 */
export function useTemplates(scope: TemplateScope, categoryIds: readonly number[], q: string): TemplatesState {
  const ids = categoryIds.join(',');
  const getKey = useMemo(
    () =>
      (index: number, previous: TemplatesPage | null): string | null => {
        if (previous && !previous.nextCursor) return null;
        return apiPath('challengeTemplates', {
          scope,
          categoryId: ids ? ids.split(',').map(Number) : [],
          q: q.trim() || undefined,
          limit: TEMPLATES_PAGE_SIZE,
          cursor: index === 0 ? undefined : (previous?.nextCursor ?? undefined),
        });
      },
    [scope, ids, q],
  );
  const { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload } = useCursorPages<ChallengeTemplate, TemplatesPage>(getKey);
  return { items, error, isLoading, isLoadingMore, hasMore, loadMore, reload };
}

/** One template the member sees: GET /api/challenges/templates/one?id= (404 TEMPLATE_NOT_FOUND). Null `id` fetches nothing. */
export function useTemplate(id: number | null): SWRResponse<ChallengeTemplate, ApiError> {
  return useApiGet<ChallengeTemplate>(id === null ? null : templateKeys.one(id));
}

/** The scopes the member may create templates and categories in (member: my; admin: community too; superuser: common too): GET /api/challenges/templates/options. */
export function useTemplateOptions(): SWRResponse<TemplateOptions, ApiError> {
  return useApiGet<TemplateOptions>(templateKeys.options);
}

/** The category tree of `scope` (children nested, by name) and whether the member manages it: GET /api/challenges/template-categories?scope=. Null fetches nothing. */
export function useTemplateCategories(scope: TemplateScope | null): SWRResponse<TemplateCategoryTree, ApiError> {
  return useApiGet<TemplateCategoryTree>(scope === null ? null : templateKeys.categories(scope));
}

/** What {@link useTemplateActions} returns; each call rejects with `ApiError` and changes nothing then. */
export interface TemplateActions {
  /** POST /api/challenges/templates (FORBIDDEN outside the member's scopes, CATEGORY_NOT_FOUND, IMAGE_NOT_FOUND, CHAIN_EMPTY, CHAIN_STEPS_GAP). */
  create: (body: CreateTemplateBody) => Promise<ChallengeTemplate>;
  /** PATCH /api/challenges/templates with the changed fields. */
  update: (body: UpdateTemplateBody) => Promise<ChallengeTemplate>;
  /** DELETE /api/challenges/templates?id=. */
  remove: (id: number) => Promise<void>;
  /** POST /api/challenges/template-categories (CATEGORY_NAME_REQUIRED, CATEGORY_NOT_FOUND on the parent). */
  createCategory: (body: CreateTemplateCategoryBody) => Promise<TemplateCategory>;
  /** DELETE /api/challenges/template-categories?id= (409 CATEGORY_HAS_CHILDREN); its templates stay, without it. */
  removeCategory: (scope: TemplateScope, id: number) => Promise<void>;
}

/**
 * The template and category changes (SPEC §3 Template, §5 category rules), each followed by a
 * refresh of what it touched: the lists (every scope and filter), the one template, a scope's tree
 * (a deleted category also leaves the templates filed under it).
 */
export function useTemplateActions(): TemplateActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidateLists();
  return useMemo<TemplateActions>(() => {
    const afterTemplate = (saved: ChallengeTemplate | null, id: number) => {
      void revalidateLists(templateKeys.lists);
      void mutate(templateKeys.one(id), saved ?? undefined, { revalidate: saved === null });
    };
    return {
      create: async (body) => {
        const made = await client.fetch('createChallengeTemplate', { body });
        afterTemplate(made, made.id);
        return made;
      },
      update: async (body) => {
        const saved = await client.fetch('updateChallengeTemplate', { body });
        afterTemplate(saved, saved.id);
        return saved;
      },
      remove: async (id) => {
        await client.fetch('deleteChallengeTemplate', { query: { id } });
        afterTemplate(null, id);
      },
      createCategory: async (body) => {
        const made = await client.fetch('createTemplateCategory', { body });
        await mutate(templateKeys.categories(body.scope));
        return made;
      },
      removeCategory: async (scope, id) => {
        await client.fetch('deleteTemplateCategory', { query: { id } });
        await mutate(templateKeys.categories(scope));
        void revalidateLists(templateKeys.lists);
      },
    };
  }, [client, mutate, revalidateLists]);
}

/** What {@link useChallengeFromTemplate} returns. */
export interface ChallengeFromTemplate {
  /** `loading` (the template, then its covers), `ready` (values to start with), `error` (no such template). */
  status: 'loading' | 'ready' | 'error';
  /** The new challenge's starting values: name, description, winner rule, settings and copies of the covers; fund, places, dates and sponsor blank. */
  values: Partial<ChallengeFormValues> | null;
  /** How many covers could not be copied (they are left out). */
  coversFailed: number;
  error: ApiError | undefined;
}

/**
 * A new challenge's values from template `id` (SPEC §1; DOMAIN §1.9 'starting from a template';
 * docs/decisions/0044): its name, description, winner rule and settings, and its covers and card
 * image downloaded and uploaded again as the member's own (a challenge takes only its creator's
 * images). Fund, places, dates and sponsor stay blank. A cover that cannot be copied is left out
 * and counted. Null `id`: nothing to load (status `ready`, no values).
 */
export function useChallengeFromTemplate(id: number | null): ChallengeFromTemplate {
  const template = useTemplate(id);
  const upload = useImageUpload('thanks');
  const [copied, setCopied] = useState<{ id: number; covers: ImageRef[]; thumbnail: ImageRef | null; failed: number } | null>(null);
  const data = template.data;

  const copy = useCallback(
    async (image: ImageRef, signal: AbortSignal): Promise<ImageRef | null> => {
      try {
        const res = await globalThis.fetch(image.url, { credentials: 'same-origin', signal });
        if (!res.ok) return null;
        const blob = await res.blob();
        const file = new File([blob], `cover-${image.id}`, { type: blob.type || 'image/webp' });
        const { id: newId, url, thumbUrl, width, height } = await upload(file, { signal });
        return { id: newId, url, thumbUrl, width, height };
      } catch {
        return null;
      }
    },
    [upload],
  );

  useEffect(() => {
    if (!data || data.kind !== 'challenge' || copied?.id === data.id) return;
    const controller = new AbortController();
    void (async () => {
      const covers: ImageRef[] = [];
      let failed = 0;
      for (const cover of data.covers) {
        const made = await copy(cover, controller.signal);
        if (made) covers.push(made);
        else failed++;
      }
      const thumbnail = data.thumbnail && covers.length > 0 ? await copy(data.thumbnail, controller.signal) : null;
      if (!controller.signal.aborted) setCopied({ id: data.id, covers, thumbnail, failed });
    })();
    return () => controller.abort();
  }, [data, copied?.id, copy]);

  const values = useMemo<Partial<ChallengeFormValues> | null>(() => {
    if (!data || copied?.id !== data.id) return null;
    return {
      name: data.name,
      description: data.description,
      covers: copied.covers,
      thumbnail: copied.thumbnail,
      thumbnailOf: copied.thumbnail ? (copied.covers[0]?.id ?? null) : null,
      winnerRule: data.winnerRule,
      settings: challengeSettingsOf(data.settings),
    };
  }, [data, copied]);

  if (id === null) return { status: 'ready', values: null, coversFailed: 0, error: undefined };
  if (template.error && !data) return { status: 'error', values: null, coversFailed: 0, error: template.error };
  if (data && data.kind !== 'challenge') return { status: 'error', values: null, coversFailed: 0, error: undefined };
  return { status: values ? 'ready' : 'loading', values, coversFailed: copied?.id === data?.id ? (copied?.failed ?? 0) : 0, error: undefined };
}
