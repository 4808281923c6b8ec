import './chainStrings.ts';
import { useTranslation } from 'react-i18next';
import { Button, GridList, GridListItem, Heading, IconButton, Stack, Text, isTextDropItem, useGridListDragAndDrop, type DropItem } from '@gratia/ui';
import { moveChallenges, removeChallenge, shiftChallenge, type Steps } from './chainSteps.ts';
import * as css from './Chains.css.ts';

/** The drag type of a chain's challenge (its id as text); only the steps editor accepts it. */
const DRAG_TYPE = 'application/x-gratia-chain-challenge';

/** Props of {@link StepsEditor}. */
export interface StepsEditorProps {
  /** The arrangement: steps in order, each the ids of its challenges in order. */
  steps: Steps;
  /** The name of each challenge id (rows, drag previews, announcements). */
  names: ReadonlyMap<number, string>;
  onChange: (steps: Steps) => void;
  /** Announces a change to screen readers (the form's live region). */
  announce?: (message: string) => void;
  isDisabled?: boolean;
}

function HandleIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="6" cy="4" r="1.25" />
      <circle cx="10" cy="4" r="1.25" />
      <circle cx="6" cy="8" r="1.25" />
      <circle cx="10" cy="8" r="1.25" />
      <circle cx="6" cy="12" r="1.25" />
      <circle cx="10" cy="12" r="1.25" />
    </svg>
  );
}

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={up ? 'M3 10l5-5 5 5' : 'M3 6l5 5 5-5'} />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/**
 * The steps of a chain being built (SPEC §1 chains; DOMAIN §1.8 'configure steps'; docs/decisions/0043):
 * a box per step ("Step 1", …) holding its challenges in order, and "+ Step" to add one. A
 * challenge moves by dragging it (by mouse, touch, or keyboard: Enter on its handle, Tab to the
 * place, Enter — react-aria's drag and drop, announced) within its step or into another, or by its
 * buttons "one step earlier" / "one step later" (a step is added past the last) and "remove". A
 * step left empty stays until "remove empty steps" (the API numbers the non-empty ones, so no gap
 * reaches the server).
 */
export function StepsEditor({ steps, names, onChange, announce, isDisabled = false }: StepsEditorProps) {
  const { t } = useTranslation('challengeChains');
  const change = (next: Steps, moved?: number) => {
    onChange(next);
    if (moved !== undefined) {
      const step = next.findIndex((s) => s.includes(moved));
      if (step !== -1) announce?.(t('form.moved', { name: names.get(moved) ?? '', step: step + 1 }));
    }
  };
  const hasEmpty = steps.some((s) => s.length === 0) && steps.length > 1;
  return (
    <Stack gap="md" data-testid="steps-editor">
      {steps.map((ids, index) => (
        <StepBox key={index} index={index} ids={ids} steps={steps} names={names} onChange={change} isDisabled={isDisabled} />
      ))}
      <div className={css.header}>
        <Button variant="secondary" onPress={() => onChange([...steps, []])} isDisabled={isDisabled || steps[steps.length - 1]?.length === 0}>
          {t('form.addStep')}
        </Button>
        {hasEmpty ? (
          <Button variant="ghost" onPress={() => onChange(steps.filter((s) => s.length > 0).length ? steps.filter((s) => s.length > 0) : [[]])} isDisabled={isDisabled}>
            {t('form.removeEmptySteps')}
          </Button>
        ) : null}
      </div>
    </Stack>
  );
}

interface StepBoxProps {
  index: number;
  ids: number[];
  steps: Steps;
  names: ReadonlyMap<number, string>;
  onChange: (steps: Steps, moved?: number) => void;
  isDisabled: boolean;
}

/** One step: its heading and a list whose rows drag within it and into the other steps. */
function StepBox({ index, ids, steps, names, onChange, isDisabled }: StepBoxProps) {
  const { t } = useTranslation('challengeChains');
  const dropped = async (items: readonly DropItem[]): Promise<number[]> =>
    Promise.all(items.filter(isTextDropItem).map(async (item) => Number(await item.getText(DRAG_TYPE)))).then((list) => list.filter((id) => Number.isInteger(id) && id > 0));
  const { dragAndDropHooks } = useGridListDragAndDrop({
    isDisabled,
    getItems: (keys) => [...keys].map((key) => ({ [DRAG_TYPE]: String(key), 'text/plain': names.get(Number(key)) ?? '' })),
    acceptedDragTypes: [DRAG_TYPE],
    getDropOperation: (target) => (target.type === 'item' && target.dropPosition === 'on' ? 'cancel' : 'move'),
    onReorder: (e) => {
      const moved = [...e.keys].map(Number);
      onChange(moveChallenges(steps, moved, index, { id: Number(e.target.key), position: e.target.dropPosition === 'after' ? 'after' : 'before' }), moved[0]);
    },
    onInsert: async (e) => {
      const moved = await dropped(e.items);
      onChange(moveChallenges(steps, moved, index, { id: Number(e.target.key), position: e.target.dropPosition === 'after' ? 'after' : 'before' }), moved[0]);
    },
    onRootDrop: async (e) => {
      const moved = await dropped(e.items);
      onChange(moveChallenges(steps, moved, index), moved[0]);
    },
  });
  const label = t('form.stepList', { step: index + 1 });
  return (
    <section className={css.editorStep} aria-labelledby={`chain-edit-step-${index}`} data-testid="editor-step">
      <Heading level={3} size={4} id={`chain-edit-step-${index}`}>
        {t('form.step', { step: index + 1 })}
      </Heading>
      <GridList
        aria-label={label}
        items={ids.map((id) => ({ id }))}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => (
          <Text size="sm" tone="muted">
            {t('form.emptyStep')}
          </Text>
        )}
      >
        {({ id }) => {
          const name = names.get(id) ?? String(id);
          return (
            <GridListItem id={id} textValue={name} className={css.editorRow}>
              <IconButton slot="drag" aria-label={name} icon={<HandleIcon />} size="sm" isDisabled={isDisabled} />
              <span className={css.rowName}>{name}</span>
              <IconButton aria-label={`${t('form.moveUp')}: ${name}`} icon={<ArrowIcon up />} size="sm" isDisabled={isDisabled || index === 0} onPress={() => onChange(shiftChallenge(steps, id, -1), id)} />
              <IconButton aria-label={`${t('form.moveDown')}: ${name}`} icon={<ArrowIcon up={false} />} size="sm" isDisabled={isDisabled} onPress={() => onChange(shiftChallenge(steps, id, 1), id)} />
              <IconButton aria-label={`${t('form.remove')}: ${name}`} icon={<CloseIcon />} size="sm" tone="critical" isDisabled={isDisabled} onPress={() => onChange(removeChallenge(steps, id))} />
            </GridListItem>
          );
        }}
      </GridList>
    </section>
  );
}
