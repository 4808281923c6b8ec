import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sticker, StickerPack } from '@gratia/contracts';
import { Box, Button, EmptyState, ErrorState, FieldLabel, GridList, GridListItem, IconButton, Inline, Popover, Skeleton, Stack, Tabs, Text, type Selection } from '@gratia/ui';
import { vars } from '@gratia/tokens';
import { errorMessage } from '../errors/index.ts';
import { useStickerPacks } from './hooks.ts';
import { CloseIcon, StickerIcon } from './icons.tsx';
import * as css from './StickerPicker.css.ts';

/** Props of {@link StickerPicker}. */
export interface StickerPickerProps {
  /** The chosen sticker (null: none). */
  value: Sticker | null;
  /** Called with the picked sticker, or null when the user removes it. */
  onChange: (sticker: Sticker | null) => void;
  /** An error about the sticker (e.g. the server's STICKER_NOT_FOUND), already translated. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Open the picker at first render (stories). */
  defaultOpen?: boolean;
}

/**
 * Picks one sticker for a thanks (SPEC §1 Thanks, §3 stickers and sticker packs): a button
 * opens a popover with the organization's active packs (GET /api/stickers/packs via
 * {@link useStickerPacks}), one tab per pack, each a grid of stickers (ui GridList,
 * `layout="grid"`; each sticker is named by its name). Keyboard: opening puts focus on the chosen
 * sticker (else the pack's first); the four arrow keys move between stickers without picking;
 * Enter or Space picks (the chosen one again keeps it) and closes, and focus returns to the
 * trigger; Escape closes without picking; Tab only moves focus (to the pack tabs), it never picks.
 * A click picks too. The chosen sticker is previewed beside a remove button. The popover shows
 * loading, error (with retry) and empty (no stickers) states.
 * `data-state` = loading | error | empty | ready.
 */
export function StickerPicker({ value, onChange, errorMessage: outerError, isDisabled = false, defaultOpen }: StickerPickerProps) {
  const { t } = useTranslation('thanks');
  const labelId = useId();
  const errorId = useId();
  const packs = useStickerPacks();
  const [isOpen, setOpen] = useState(Boolean(defaultOpen));
  // The grid shown when the picker opens takes focus; one shown by choosing another pack's tab
  // does not, so focus stays on the tabs.
  const [focusGrid, setFocusGrid] = useState(true);
  const active = (packs.data?.items ?? []).filter((p) => p.isActive);
  const state = packs.error ? 'error' : !packs.data ? 'loading' : active.every((p) => p.stickers.length === 0) ? 'empty' : 'ready';

  const pick = (sticker: Sticker) => {
    onChange(sticker);
    setOpen(false);
  };

  return (
    <Stack gap="sm" align="start" data-state={state} role="group" aria-labelledby={labelId}>
      <FieldLabel id={labelId} elementType="span">
        {t('sticker.label')}
      </FieldLabel>
      {value ? (
        <Inline gap="sm" wrap={false} className={css.selected}>
          <img className={css.selectedImage} src={value.image.thumbUrl} alt={value.name} />
          <span className={css.selectedName} aria-hidden="true">
            {value.name}
          </span>
          <IconButton
            size="sm"
            icon={<CloseIcon />}
            aria-label={t('sticker.remove', { name: value.name })}
            isDisabled={isDisabled}
            onPress={() => onChange(null)}
          />
        </Inline>
      ) : null}
      <Popover
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (open) setFocusGrid(true);
        }}
        placement="bottom start"
        title={t('sticker.pickerTitle')}
        trigger={
          <Button variant="secondary" size="sm" icon={<StickerIcon />} isDisabled={isDisabled} aria-describedby={outerError ? errorId : undefined}>
            {value ? t('sticker.change') : t('sticker.choose')}
          </Button>
        }
      >
        <Stack gap="sm" aria-busy={state === 'loading'}>
          {state === 'loading' ? (
            <Box display="grid" gap="sm" className={css.loadingGrid} role="status" aria-label={t('sticker.loading')}>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} width="100%" height={vars.size.avatarLg} />
              ))}
            </Box>
          ) : null}
          {state === 'error' ? (
            <ErrorState title={t('sticker.error')} description={errorMessage(packs.error, t)} onRetry={() => packs.mutate()} />
          ) : null}
          {state === 'empty' ? <EmptyState title={t('sticker.empty')} description={t('sticker.emptyDescription')} /> : null}
          {state === 'ready' ? (
            active.length === 1 ? (
              <StickerGrid pack={active[0]!} selected={value} onPick={pick} autoFocus={focusGrid} />
            ) : (
              <Tabs
                aria-label={t('sticker.packs')}
                defaultSelectedKey={String(active.find((p) => p.id === value?.packId)?.id ?? active[0]!.id)}
                onSelectionChange={() => setFocusGrid(false)}
                items={active.map((pack) => ({
                  id: String(pack.id),
                  label: pack.name,
                  content: <StickerGrid pack={pack} selected={value} onPick={pick} autoFocus={focusGrid} />,
                }))}
              />
            )
          ) : null}
        </Stack>
      </Popover>
      {outerError ? (
        <Text as="span" id={errorId} size="sm" tone="critical" role="alert">
          {outerError}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * One pack's stickers. Selection is `toggle`, not `replace`: with `replace` react-aria selects
 * whatever gets focus, so an arrow key or Tab into the grid picked a sticker and closed the
 * popover. Pressing the chosen sticker again empties the selection: that keeps it and closes.
 */
function StickerGrid({
  pack,
  selected,
  onPick,
  autoFocus,
}: {
  pack: StickerPack;
  selected: Sticker | null;
  onPick: (sticker: Sticker) => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation('thanks');
  const selectedKeys = selected !== null && pack.stickers.some((s) => s.id === selected.id) ? [String(selected.id)] : [];
  return (
    <GridList
      aria-label={t('sticker.gridLabel', { pack: pack.name })}
      className={css.grid}
      layout="grid"
      items={pack.stickers}
      selectionMode="single"
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      autoFocus={autoFocus ? 'first' : false}
      escapeKeyBehavior="none"
      onSelectionChange={(keys: Selection) => {
        const key = keys === 'all' ? undefined : [...keys][0];
        const sticker = key === undefined ? selected : pack.stickers.find((s) => String(s.id) === String(key));
        if (sticker) onPick(sticker);
      }}
      renderEmptyState={() => t('sticker.packEmpty')}
    >
      {(sticker) => (
        <GridListItem id={String(sticker.id)} textValue={sticker.name} className={css.sticker}>
          <img className={css.stickerImage} src={sticker.image.thumbUrl} alt={sticker.name} />
        </GridListItem>
      )}
    </GridList>
  );
}
